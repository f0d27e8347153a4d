import { useFetcher } from "react-router";
import { buttonVariants } from "#app/components/ui/button.tsx";
import type { SignInResult } from "#app/routes/auth/sign-in-types.ts";
import { Spinner } from "../ui/spinner.tsx";

/** The way out of 'please confirm your email first': send the confirmation mail again. */
export function ResendConfirmation({ email }: { email: string }) {
  const fetcher = useFetcher<SignInResult>();
  const result = fetcher.data;
  if (result?.success) return <p className="font-medium">{result.success}</p>;
  return (
    <fetcher.Form method="post" action="/login" className="space-y-1">
      <input type="hidden" name="intent" value="resend-confirmation" />
      <input type="hidden" name="email" value={email} />
      <button
        type="submit"
        disabled={fetcher.state !== "idle"}
        className={buttonVariants({ variant: "link", size: "inline" })}
      >
        {fetcher.state !== "idle" ? <Spinner label="Sending..." /> : "Resend confirmation email"}
      </button>
      {result?.error && <p>{result.error}</p>}
    </fetcher.Form>
  );
}
