import { afterEach, describe, expect, it, vi } from "vitest";
import { authMessages } from "#core/auth-messages.ts";

// The sign-in flows are Better Auth's; here they fail the way a lost database connection does.
vi.mock("#server/auth/flows.ts", () => {
  const fail = () => Promise.reject(new Error("connect ECONNREFUSED 127.0.0.1:5432"));
  return {
    signInWithPassword: fail,
    signUpWithPassword: fail,
    requestPasswordReset: fail,
    resendConfirmation: fail,
    startGoogleSignIn: fail,
  };
});

const { signInAction } = await import("./sign-in-action.server.ts");

function post(fields: Record<string, string>) {
  return new Request("http://localhost/login", { method: "POST", body: new URLSearchParams(fields) });
}

type DataResult = { data: { intent: string; error?: string }; init: { status?: number } | null };

afterEach(() => vi.mocked(console.error).mockClear());

describe("sign-in action on a server error", () => {
  it.each(["sign-in", "sign-up", "forgot-password"])(
    "answers %s with the specification's unexpected-error text instead of a 500 page",
    async (intent) => {
      vi.mocked(console.error).mockImplementationOnce(() => {});
      const result = (await signInAction(
        post({ intent, email: "jordan@example.test", password: "secret123" }),
      )) as unknown as DataResult;
      expect(result.data).toEqual({ intent, error: authMessages.unexpected });
      expect(result.data.error).toBe("An unexpected error occurred. Please try again.");
      expect(result.init?.status).toBe(500);
      expect(console.error).toHaveBeenCalledOnce();
    },
  );
});
