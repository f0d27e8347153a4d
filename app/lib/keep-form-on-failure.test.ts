import { describe, expect, it } from "vitest";
import {
  isServerRefusal,
  keepFormOnFailure,
  skipRevalidationAfterFailure,
  skipRootOnPlainNavigation,
  TRANSPORT_FAILURE,
  transportFailureReason,
} from "./keep-form-on-failure.ts";

/* What React Router throws for an error answer (isRouteErrorResponse's shape). */
const errorResponse = (status: number, statusText: string) => ({
  status,
  statusText,
  internal: false,
  data: "",
});

const post = (fields: Record<string, string>) =>
  new Request("http://x/admin/contacts", { method: "POST", body: new URLSearchParams(fields) });

describe("keepFormOnFailure", () => {
  const clientAction = keepFormOnFailure((form, reason) => ({
    ok: false,
    intent: form.get("intent"),
    reason,
  }));

  it("passes the server's answer through", async () => {
    const result = await clientAction({
      request: post({ intent: "create" }),
      serverAction: async <T>() => ({ ok: true }) as T,
    });
    expect(result).toEqual({ ok: true });
  });

  it("answers a dropped connection with the page's failure, marked as a transport failure", async () => {
    const result = await clientAction({
      request: post({ intent: "create" }),
      serverAction: async () => {
        throw new TypeError("Failed to fetch");
      },
    });
    expect(result).toEqual({
      ok: false,
      intent: "create",
      reason: "the connection was lost. Please try again.",
      [TRANSPORT_FAILURE]: true,
    });
  });

  it("answers a proxy's 502 the same way, naming the status", async () => {
    const result = await clientAction({
      request: post({ intent: "delete" }),
      serverAction: async () => {
        throw errorResponse(502, "Bad Gateway");
      },
    });
    expect(result).toMatchObject({
      intent: "delete",
      reason: "the server answered 502 Bad Gateway. Please try again.",
    });
  });

  it("lets a guard's refusal reach the error view", async () => {
    const refusal = errorResponse(403, "Forbidden");
    await expect(
      clientAction({
        request: post({}),
        serverAction: async () => {
          throw refusal;
        },
      }),
    ).rejects.toBe(refusal);
    expect(isServerRefusal(refusal)).toBe(true);
    expect(transportFailureReason(new Error("x"))).toMatch(/connection was lost/);
  });
  it("lets the action's own redirect through (a delete that goes back to the list)", async () => {
    const redirect = new Response(null, { status: 302, headers: { Location: "/admin/contacts" } });
    await expect(
      clientAction({
        request: post({ intent: "delete" }),
        serverAction: async () => {
          throw redirect;
        },
      }),
    ).rejects.toBe(redirect);
  });
});

describe("revalidation after a failed request", () => {
  const url = (path: string) => new URL(`http://x${path}`);

  it("skips reloading after a transport failure, otherwise follows the default", () => {
    expect(
      skipRevalidationAfterFailure({
        actionResult: { [TRANSPORT_FAILURE]: true },
        defaultShouldRevalidate: true,
      }),
    ).toBe(false);
    expect(skipRevalidationAfterFailure({ actionResult: { ok: false }, defaultShouldRevalidate: true })).toBe(
      true,
    );
    expect(skipRevalidationAfterFailure({ actionResult: undefined, defaultShouldRevalidate: false })).toBe(
      false,
    );
  });

  it("the root reloads on a submission, a changed search or a revalidation, not on a plain navigation", () => {
    const base = { actionResult: undefined, defaultShouldRevalidate: true, formMethod: undefined };
    const nav = (from: string, to: string, formMethod?: "POST") =>
      skipRootOnPlainNavigation({ ...base, formMethod, currentUrl: url(from), nextUrl: url(to) });
    expect(nav("/admin/contacts", "/admin/subscribers")).toBe(false);
    expect(nav("/admin/contacts", "/admin/contacts")).toBe(true);
    expect(nav("/admin/contacts", "/admin/contacts?q=a")).toBe(true);
    expect(nav("/login", "/admin", "POST")).toBe(true);
  });
});
