import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { PasswordField } from "#app/components/auth/password-field.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { InputField } from "#app/components/ui/form-fields.tsx";
import { Notice } from "#app/components/ui/notice.tsx";
import type { TwoFactorResult } from "#server/auth/two-factor.ts";

/** Every panel posts to the one route that owns these writes (routes/auth/account-two-factor.tsx). */
export const TWO_FACTOR_ACTION = "/account/two-factor";

/**
 * Turning on a second factor for one's own account (issue 35 item 7): the password, then the key
 * for an authenticator app (as text to type or paste: no QR code library is installed) and the
 * backup codes, shown once; a code from the app confirms it before it is on.
 */
export function TwoFactorPanel({
  enabled,
  headingLevel = "h2",
}: {
  enabled: boolean;
  headingLevel?: "h2" | "h3";
}) {
  const start = useFetcher<TwoFactorResult>({ key: "2fa-start" });
  const confirm = useFetcher<TwoFactorResult>({ key: "2fa-confirm" });
  const manage = useFetcher<TwoFactorResult>({ key: "2fa-manage" });
  const Heading = headingLevel;
  // A confirmed set-up is spent: turning the factor off later must not show its key again.
  const [spent, setSpent] = useState<TwoFactorResult | undefined>(undefined);
  useEffect(() => {
    if (confirm.data?.ok) setSpent(start.data);
  }, [confirm.data, start.data]);
  const setup = !enabled && start.data?.ok && start.data !== spent ? start.data.setup : undefined;
  const renewed = manage.data?.ok ? manage.data.backupCodes : undefined;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <Heading className="text-lg font-semibold">Two-factor sign-in</Heading>
        <Badge tone={enabled ? "success" : "neutral"}>{enabled ? "On" : "Off"}</Badge>
      </div>
      {enabled ? (
        <>
          <p className="text-sm text-muted">
            Signing in asks for a code from your authenticator app after your password. Keep your backup codes
            somewhere safe: each one signs you in once if you lose the device.
          </p>
          {confirm.data?.ok && <Notice tone="success">{confirm.data.message}</Notice>}
          {renewed && <BackupCodes codes={renewed} />}
          <manage.Form method="post" action={TWO_FACTOR_ACTION} className="space-y-3">
            <Answer result={manage.data} busy={manage.state !== "idle"} hideSuccess={Boolean(renewed)} />
            <PasswordField autoComplete="current-password" hint="Needed for either change below" />
            <div className="flex flex-wrap gap-2">
              <button
                type="submit"
                name="intent"
                value="2fa-backup-codes"
                className={buttonVariants({ variant: "secondary" })}
                disabled={manage.state !== "idle"}
              >
                New backup codes
              </button>
              <button
                type="submit"
                name="intent"
                value="2fa-disable"
                className={buttonVariants({ variant: "danger" })}
                disabled={manage.state !== "idle"}
              >
                Turn off two-factor sign-in
              </button>
            </div>
          </manage.Form>
        </>
      ) : setup ? (
        <SetupSteps setup={setup} confirm={confirm} />
      ) : (
        <start.Form method="post" action={TWO_FACTOR_ACTION} className="space-y-3">
          <p className="text-sm text-muted">
            Add a second step to signing in: a 6-digit code from an authenticator app on your phone (such as
            Google Authenticator, Microsoft Authenticator, 1Password or Aegis).
          </p>
          {manage.data?.ok && <Notice tone="success">{manage.data.message}</Notice>}
          <Answer result={start.data} busy={start.state !== "idle"} hideSuccess />
          <input type="hidden" name="intent" value="2fa-start" />
          <PasswordField autoComplete="current-password" hint="Your password, to confirm it is you" />
          <button type="submit" className={buttonVariants()} disabled={start.state !== "idle"}>
            Set up two-factor sign-in
          </button>
        </start.Form>
      )}
    </div>
  );
}

function SetupSteps({
  setup,
  confirm,
}: {
  setup: { uri: string; secret: string; backupCodes: string[] };
  confirm: ReturnType<typeof useFetcher<TwoFactorResult>>;
}) {
  const grouped = setup.secret.match(/.{1,4}/g)?.join(" ") ?? setup.secret;
  return (
    <div className="space-y-4 text-sm">
      <ol className="list-inside list-decimal space-y-3">
        <li>
          In your authenticator app, add an account by entering a setup key:
          <dl className="mt-2 grid gap-1 rounded-md border border-neutral-200 p-3 dark:border-neutral-800">
            <dt className="font-medium">Key</dt>
            <dd>
              <code className="break-all font-mono text-base" data-testid="totp-secret">
                {grouped}
              </code>
            </dd>
            <dt className="mt-2 font-medium">Type</dt>
            <dd>Time-based, 6 digits, every 30 seconds</dd>
          </dl>
          <details className="mt-2">
            <summary className="cursor-pointer">Or paste the whole setup link</summary>
            <code className="mt-1 block break-all font-mono text-xs" data-testid="totp-uri">
              {setup.uri}
            </code>
          </details>
        </li>
        <li>
          Save these backup codes now (print them or keep them in a password manager). They are shown only
          once; each signs you in once without the app.
          <BackupCodes codes={setup.backupCodes} />
        </li>
        <li>Enter the code the app shows now to turn two-factor sign-in on.</li>
      </ol>
      <confirm.Form method="post" action={TWO_FACTOR_ACTION} className="space-y-3">
        <Answer result={confirm.data} busy={confirm.state !== "idle"} hideSuccess />
        <input type="hidden" name="intent" value="2fa-confirm" />
        <InputField
          label="Code from the app"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={9}
          required
        />
        <button type="submit" className={buttonVariants()} disabled={confirm.state !== "idle"}>
          Confirm and turn on
        </button>
      </confirm.Form>
    </div>
  );
}

function BackupCodes({ codes }: { codes: string[] }) {
  return (
    <ul
      aria-label="Backup codes"
      className="mt-2 grid grid-cols-2 gap-x-6 gap-y-1 rounded-md border border-neutral-200 p-3 font-mono sm:max-w-sm dark:border-neutral-800"
    >
      {codes.map((code) => (
        <li key={code}>{code}</li>
      ))}
    </ul>
  );
}

function Answer({
  result,
  busy,
  hideSuccess,
}: {
  result?: TwoFactorResult;
  busy: boolean;
  hideSuccess?: boolean;
}) {
  if (!result || busy) return null;
  if (!result.ok) return <Notice tone="error">{result.error}</Notice>;
  return hideSuccess ? null : <Notice tone="success">{result.message}</Notice>;
}
