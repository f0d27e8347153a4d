import { Dialog } from "radix-ui";
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { useRootData } from "#app/root.tsx";
import type { SignInResult } from "#app/routes/auth/sign-in-types.ts";
import { authMessages } from "#core/auth-messages.ts";
import { DialogCloseButton, ModalOverlay } from "../ui/dialog.tsx";
import { Spinner } from "../ui/spinner.tsx";
import { EmailField } from "./email-field.tsx";
import { ForgotPasswordButton } from "./forgot-password-button.tsx";
import { credentialHandlers } from "./form-checks.ts";
import { ErrorBox, SuccessBox } from "./form-message.tsx";
import { GoogleButton } from "./google-button.tsx";
import { PasswordField } from "./password-field.tsx";
import { ResendConfirmation } from "./resend-confirmation.tsx";

export type SignInMode = "signin" | "signup";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialMode?: SignInMode;
  initialEmail?: string;
};

/** The 'Welcome Back' / 'Create Account' modal (000 §2, §4). Loaded on first open. */
export default function SignInDialog({ open, onOpenChange, initialMode = "signin", initialEmail }: Props) {
  // No Radix Trigger here (the header owns the button): give focus back to whatever opened us.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <ModalOverlay />
        <Dialog.Content
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (!opener.current?.isConnected) return;
            event.preventDefault();
            opener.current.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl border border-neutral-200 bg-white p-6 text-neutral-900 shadow-2xl dark:border-neutral-800 dark:bg-neutral-950 dark:text-neutral-100"
        >
          {/* Mounted only while open: closing the modal clears every field and message (000 §4). */}
          <SignInPanel
            initialMode={initialMode}
            initialEmail={initialEmail}
            onSignedIn={() => onOpenChange(false)}
          />
          <DialogCloseButton className="top-3 right-3" />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function SignInPanel({
  initialMode,
  initialEmail,
  onSignedIn,
}: {
  initialMode: SignInMode;
  initialEmail?: string;
  onSignedIn: () => void;
}) {
  const googleEnabled = useRootData()?.googleEnabled ?? false;
  const fetcher = useFetcher<SignInResult>();
  const [mode, setMode] = useState<SignInMode>(initialMode);
  const [localError, setLocalError] = useState<string | null>(null);
  // A mode switch hides the answer on screen until the next submission brings a new one.
  const [dismissed, setDismissed] = useState<SignInResult | undefined>(undefined);
  const [email, setEmail] = useState("");
  const result = fetcher.data !== dismissed ? fetcher.data : undefined;
  const busy = fetcher.state !== "idle";
  const pendingIntent = busy ? fetcher.formData?.get("intent") : null;
  const signingUp = mode === "signup";

  useEffect(() => {
    if (fetcher.data?.signedIn) onSignedIn();
  }, [fetcher.data, onSignedIn]);

  function switchMode() {
    setMode(signingUp ? "signin" : "signup");
    setLocalError(null);
    setDismissed(fetcher.data);
  }

  function showLocalError(message: string) {
    setLocalError(message);
    setDismissed(fetcher.data);
  }

  // The same zod schema as the server, for an instant message without a round trip; 'Forgot
  // password' mails a reset link to the address typed above (DESIGN.md: a real reset).
  const { validate, forgotPassword } = credentialHandlers({
    onEmail: setEmail,
    onError: (message) => (message ? showLocalError(message) : setLocalError(null)),
    onForgot: (email) =>
      fetcher.submit({ intent: "forgot-password", email }, { method: "post", action: "/login" }),
  });

  const error = localError ?? result?.error;
  const success = result?.success;
  const signedUp = result?.intent === "sign-up" && Boolean(success);
  return (
    <div className="space-y-5">
      <div className="space-y-1 pr-8">
        <Dialog.Title className="text-2xl font-bold tracking-tight">
          {signingUp ? "Create Account" : "Welcome Back"}
        </Dialog.Title>
        <Dialog.Description className="text-sm text-neutral-600 dark:text-neutral-400">
          {signingUp ? "Create a members account with your email." : "Sign in to your members account."}
        </Dialog.Description>
      </div>

      {error && (
        <ErrorBox>
          <p>{error}</p>
          {result?.needsConfirmation && !localError && <ResendConfirmation email={email} />}
        </ErrorBox>
      )}
      {success && (
        <SuccessBox>
          <p>{success}</p>
          {result?.intent === "sign-up" && <p>{authMessages.closeWindow}</p>}
        </SuccessBox>
      )}

      {googleEnabled && !signedUp && (
        <>
          <GoogleButton label="Continue with Google" />
          <p className="flex items-center gap-3 text-xs text-neutral-600 uppercase dark:text-neutral-400">
            <span aria-hidden="true" className="h-px flex-1 bg-neutral-300 dark:bg-neutral-700" />
            or
            <span aria-hidden="true" className="h-px flex-1 bg-neutral-300 dark:bg-neutral-700" />
          </p>
        </>
      )}

      <fetcher.Form
        method="post"
        action="/login"
        noValidate
        onSubmit={validate}
        hidden={signedUp}
        className="space-y-4"
      >
        <input type="hidden" name="source" value="modal" />
        <EmailField defaultValue={initialEmail} />
        <PasswordField autoComplete={signingUp ? "new-password" : "current-password"} />
        {!signingUp && (
          <ForgotPasswordButton
            onClick={forgotPassword}
            busy={busy}
            sending={pendingIntent === "forgot-password"}
          />
        )}
        <input type="hidden" name="intent" value={signingUp ? "sign-up" : "sign-in"} />
        <button type="submit" disabled={busy} className={buttonVariants({ size: "lg", block: true })}>
          {pendingIntent === "sign-in" || pendingIntent === "sign-up" ? (
            <Spinner label={signingUp ? "Creating account..." : "Signing in..."} />
          ) : signingUp ? (
            "Create Account"
          ) : (
            "Sign In"
          )}
        </button>
      </fetcher.Form>

      <p className="text-center text-sm text-neutral-700 dark:text-neutral-300">
        {signingUp ? "Already have an account? " : "Don't have an account? "}
        <button
          type="button"
          onClick={switchMode}
          className={buttonVariants({ variant: "link", size: "inline" })}
        >
          {signingUp ? "Sign in" : "Sign up"}
        </button>
      </p>
    </div>
  );
}
