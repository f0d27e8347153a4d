// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { SignInResult } from "#app/routes/auth/sign-in-types.ts";
import { authMessages } from "#core/auth-messages.ts";
import { loadSignIn, loadSignInDialog, loadSignInModal } from "./sign-in-loaders.ts";
import { SignInModal } from "./sign-in-modal.tsx";

afterEach(cleanup);
// The modal's code is loaded lazily; load it once up front so each test waits only for React.
beforeAll(async () => {
  await loadSignInDialog();
});

/** The modal on a page, with /login's action replaced by `answer`. */
function renderModal(options: { googleEnabled?: boolean; answer?: (form: FormData) => SignInResult } = {}) {
  const posted: FormData[] = [];
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ user: null, googleEnabled: options.googleEnabled ?? false }),
      HydrateFallback: () => null,
      Component: () => <SignInModal open onOpenChange={() => {}} />,
    },
    {
      path: "/login",
      action: async ({ request }) => {
        const form = await request.formData();
        posted.push(form);
        return options.answer?.(form) ?? { intent: "sign-in", error: authMessages.invalidCredentials };
      },
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
  return { posted };
}

const dialog = () => screen.findByRole("dialog", {}, { timeout: 5000 });

function fill(scope: HTMLElement, email: string, password: string) {
  fireEvent.change(within(scope).getByLabelText("Email"), { target: { value: email } });
  fireEvent.change(within(scope).getByLabelText("Password"), { target: { value: password } });
}

describe("SignInModal", () => {
  it("once loaded, its code is marked for use(), so the header's open renders without suspending", async () => {
    await loadSignIn();
    for (const load of [loadSignInModal, loadSignInDialog])
      expect(load()).toMatchObject({ status: "fulfilled", value: expect.any(Object) });
  });

  it("hides 'Continue with Google' when Google is not configured, and shows it when it is", async () => {
    renderModal({ googleEnabled: false });
    const modal = await dialog();
    expect(within(modal).getByRole("heading", { name: "Welcome Back" })).toBeTruthy();
    expect(within(modal).queryByRole("button", { name: "Continue with Google" })).toBeNull();
    cleanup();
    renderModal({ googleEnabled: true });
    expect(within(await dialog()).getByRole("button", { name: "Continue with Google" })).toBeTruthy();
  });

  it("toggles the password's visibility", async () => {
    renderModal();
    const modal = await dialog();
    const password = within(modal).getByLabelText("Password");
    expect(password.getAttribute("type")).toBe("password");
    fireEvent.click(within(modal).getByRole("button", { name: "Show password" }));
    expect(password.getAttribute("type")).toBe("text");
    fireEvent.click(within(modal).getByRole("button", { name: "Hide password" }));
    expect(password.getAttribute("type")).toBe("password");
  });

  it("shows the server's error in the red box, and clears it on a mode switch", async () => {
    const { posted } = renderModal();
    const modal = await dialog();
    fill(modal, "jane@example.test", "wrong-password");
    fireEvent.click(within(modal).getByRole("button", { name: "Sign In" }));
    expect((await within(modal).findByRole("alert")).textContent).toBe(authMessages.invalidCredentials);
    expect(posted[0].get("intent")).toBe("sign-in");
    expect(posted[0].get("email")).toBe("jane@example.test");

    fireEvent.click(within(modal).getByRole("button", { name: "Sign up" }));
    expect(within(modal).getByRole("heading", { name: "Create Account" })).toBeTruthy();
    expect(within(modal).queryByRole("alert")).toBeNull();
  });

  it("after sign-up says to check the mail and that the window can be closed", async () => {
    const { posted } = renderModal({
      answer: () => ({ intent: "sign-up", success: authMessages.signUpSuccess }),
    });
    const modal = await dialog();
    fireEvent.click(within(modal).getByRole("button", { name: "Sign up" }));
    fill(modal, "new@example.test", "secret6");
    fireEvent.click(within(modal).getByRole("button", { name: "Create Account" }));
    const status = await within(modal).findByText("Success! Check your email to confirm your account.");
    expect(status).toBeTruthy();
    expect(within(modal).getByText("You can close this window.")).toBeTruthy();
    expect(posted[0].get("intent")).toBe("sign-up");
  });

  it("checks the fields before sending anything", async () => {
    const { posted } = renderModal();
    const modal = await dialog();
    fill(modal, "jane@example.test", "12345");
    fireEvent.click(within(modal).getByRole("button", { name: "Sign In" }));
    expect(within(modal).getByRole("alert").textContent).toBe("Password must be at least 6 characters");
    fireEvent.change(within(modal).getByLabelText("Email"), { target: { value: "" } });
    fireEvent.click(within(modal).getByRole("button", { name: "Forgot password" }));
    expect(within(modal).getByRole("alert").textContent).toBe(authMessages.forgotNeedsEmail);
    await waitFor(() => expect(posted).toHaveLength(0));
  });

  it("offers to resend the confirmation when the address is not confirmed yet", async () => {
    renderModal({
      answer: (form) =>
        form.get("intent") === "resend-confirmation"
          ? { intent: "resend-confirmation", success: authMessages.verificationSent }
          : { intent: "sign-in", error: authMessages.emailNotVerified, needsConfirmation: true },
    });
    const modal = await dialog();
    fill(modal, "new@example.test", "secret6");
    fireEvent.click(within(modal).getByRole("button", { name: "Sign In" }));
    fireEvent.click(await within(modal).findByRole("button", { name: "Resend confirmation email" }));
    expect(await within(modal).findByText(authMessages.verificationSent)).toBeTruthy();
  });
});
