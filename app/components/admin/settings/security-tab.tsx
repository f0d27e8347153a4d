import { Form, useFetcher } from "react-router";
import { TwoFactorPanel } from "#app/components/account/two-factor/two-factor-panel.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { CardSection, cardClass } from "#app/components/ui/card.tsx";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import { InputField, SelectField } from "#app/components/ui/form-fields.tsx";
import { describeSettingChanges } from "#core/settings-audit.ts";
import type { ActionResult } from "#server/action-result.ts";
import type { SecurityData } from "#server/settings/security.ts";
import { useActionToast } from "../use-action-toast.ts";

const AUDIT_ACTIONS = [
  { value: "", label: "All actions" },
  { value: "settings", label: "Settings" },
  { value: "admin", label: "Admin users" },
  { value: "backup", label: "Backups" },
  { value: "security", label: "Security" },
  { value: "export", label: "Exports" },
  { value: "campaign", label: "Campaigns" },
];

const when = (d: Date | string) =>
  new Date(d).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });

/** Admins, invitations, the current user's sessions and the audit log (issue 17). */
export function SecurityTab({ data }: { data: SecurityData }) {
  const writer = useFetcher<ActionResult>({ key: "settings-security" });
  useActionToast(writer);
  const post = (payload: Record<string, string>) => writer.submit(payload, { method: "post" });
  const busy = writer.state !== "idle";
  // The address is checked by the server (one e-mail rule, core/email-address.ts), and its message
  // shows under the field like every other form's, not as the browser's own bubble.
  const inviteError =
    !busy && writer.data && !writer.data.ok && writer.data.intent === "invite-admin"
      ? writer.data.error
      : null;

  return (
    <div className="flex flex-col gap-4">
      <CardSection id="current-user" title="Current User">
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <span className="font-medium">{data.me.name || data.me.email}</span>
          <span className="text-muted">{data.me.email}</span>
          <Badge tone="brand">{data.me.role}</Badge>
          <Badge tone="success">{data.me.status}</Badge>
        </div>
      </CardSection>

      <section className={cardClass} aria-label="Two-factor sign-in">
        <TwoFactorPanel enabled={data.me.twoFactorEnabled} />
      </section>

      <CardSection id="admin-users" title="Admin Users">
        <writer.Form method="post" noValidate className="mt-3 flex flex-wrap items-end gap-2">
          <input type="hidden" name="intent" value="invite-admin" />
          <InputField
            label="E-mail of the new admin"
            id="invite-email"
            name="email"
            type="email"
            required
            placeholder="name@example.com"
            error={inviteError}
            className="min-w-0 flex-1"
          />
          <button type="submit" className={buttonVariants()} disabled={busy}>
            + Add Admin User
          </button>
        </writer.Form>
        <ul className="mt-4 divide-y divide-neutral-200 dark:divide-neutral-800">
          {data.admins.map((a) => (
            <li key={a.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="min-w-0 break-words">
                {a.name || a.email} <span className="text-muted">{a.email}</span>
                {a.owner && <Badge className="ml-2">Owner</Badge>}
                {a.you && <Badge className="ml-2">You</Badge>}
              </span>
              {!a.owner && !a.you && (
                <ConfirmDialog
                  trigger={
                    <button type="button" className={buttonVariants({ variant: "danger" })} disabled={busy}>
                      Remove admin role
                    </button>
                  }
                  question={`Take the admin role from ${a.email}?`}
                  confirmLabel="Remove admin role"
                  onConfirm={() => post({ intent: "remove-admin", id: a.id })}
                />
              )}
            </li>
          ))}
        </ul>
        <h3 className="mt-4 font-semibold">Pending invitations</h3>
        {data.invitations.length === 0 ? (
          <p className={`text-sm text-muted`}>No pending invitations.</p>
        ) : (
          <ul className="divide-y divide-neutral-200 dark:divide-neutral-800">
            {data.invitations.map((i) => (
              <li key={i.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span className="break-words">
                  {i.email} <span className={`text-sm text-muted`}>expires {when(i.expiresAt)}</span>
                </span>
                <ConfirmDialog
                  trigger={
                    <button
                      type="button"
                      className={buttonVariants({ variant: "secondary" })}
                      disabled={busy}
                    >
                      Revoke
                    </button>
                  }
                  question={`Revoke the invitation for ${i.email}?`}
                  confirmLabel="Revoke"
                  onConfirm={() => post({ intent: "revoke-invitation", id: i.id })}
                />
              </li>
            ))}
          </ul>
        )}
      </CardSection>

      <CardSection id="my-sessions" title="Your Sessions">
        <ul className="mt-2 divide-y divide-neutral-200 text-sm dark:divide-neutral-800">
          {data.sessions.map((s) => (
            <li key={s.id} className="py-2 break-words">
              {s.userAgent || "Unknown device"} {s.current && <strong>(this device)</strong>}
              <span className={`block text-muted`}>
                {s.ipAddress || "unknown address"} · signed in {when(s.createdAt)} · last active{" "}
                {when(s.updatedAt)}
              </span>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className={`${buttonVariants({ variant: "secondary" })} mt-3`}
          disabled={busy}
          onClick={() => post({ intent: "sign-out-others" })}
        >
          Sign out other sessions
        </button>
      </CardSection>

      <CardSection id="audit-log" title="Audit Log">
        <Form method="get" className="mt-3 flex flex-wrap items-end gap-2">
          <input type="hidden" name="tab" value="security" />
          <InputField label="Who or what" id="audit-q" name="q" defaultValue={data.filter.q ?? ""} />
          <SelectField
            label="Action"
            id="audit-action"
            name="action"
            defaultValue={data.filter.action ?? ""}
            options={AUDIT_ACTIONS}
          />
          <button type="submit" className={buttonVariants({ variant: "secondary" })}>
            Filter
          </button>
        </Form>
        {data.audit.length === 0 ? (
          <p className={`mt-3 text-sm text-muted`}>No entries match.</p>
        ) : (
          <ul className="mt-3 divide-y divide-neutral-200 text-sm dark:divide-neutral-800">
            {data.audit.map((e) => (
              <li key={e.id} className="py-2 break-words">
                <strong>{e.action}</strong> {e.target && <span>· {e.target}</span>}
                <AuditChanges details={e.details} />
                <span className={`block text-muted`}>
                  {e.actorEmail} · {when(e.createdAt)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardSection>
    </div>
  );
}

/** The settings a save or an import changed, with old and new values (secrets only as changed). */
function AuditChanges({ details }: { details: unknown }) {
  const lines = describeSettingChanges(details);
  if (!lines.length) return null;
  return (
    <ul aria-label="Changes" className="mt-1 list-inside list-disc">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
