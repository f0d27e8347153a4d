import type { MouseEvent } from "react";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";

/** 'Forgot password' under the password field of the sign-in dialog and of /login. */
export function ForgotPasswordButton({
  onClick,
  busy,
  sending,
}: {
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
  busy: boolean;
  sending: boolean;
}) {
  return (
    <div className="text-right text-sm">
      <button
        type="button"
        onClick={onClick}
        disabled={busy}
        className={buttonVariants({ variant: "link", size: "inline" })}
      >
        {sending ? <Spinner label="Sending..." /> : "Forgot password"}
      </button>
    </div>
  );
}
