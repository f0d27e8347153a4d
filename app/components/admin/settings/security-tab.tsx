import { Form, useFetcher } from "react-router";
import { badgeVariants } from "#app/components/ui/badge.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { cardClass } from "#app/components/ui/card.tsx";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import { labelClass } from "#app/components/ui/field.tsx";
import { controlClass } from "#app/components/ui/input.tsx";
import type { ActionResult } from "#server/action-result.ts";
import type { SecurityData } from "#server/settings/security.ts";
import { useActionToast } from "../use-action-toast.ts";

const when = (d: Date | string) =>
  new Date(d).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });

/** Admins, invitations, the current user's sessions and the audit log (issue 17). */
export function SecurityTab({ data }: { data: SecurityData }) {
  const writer = useFetcher<ActionResult>({ key: "settings-security" });
  useActionToast(writer);
  const post = (payload: Record<string, string>) => writer.submit(payload, { method: "post" });
  const busy = writer.state !== "idle";

  return (
    <div className="flex flex-col gap-4">
      <section className={cardClass} aria-labelledby="current-user">
        <h2 id="current-user" className="text-lg font-semibold">
          Current User
        </h2>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <span className="font-medium">{data.me.name || data.me.email}</span>
          <span className="text-muted">{data.me.email}</span>
          <span
            className={`${badgeVariants({ tone: null })} bg-brand-100 text-brand-900 dark:bg-brand-900 dark:text-brand-100`}
          >
            {data.me.role}
          </span>
          <span
            className={`${badgeVariants({ tone: null })} bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-100`}
          >
            {data.me.status}
          </span>
        </div>
      </section>

      <section className={cardClass} aria-labelledby="admin-users">
        <h2 id="admin-users" className="text-lg font-semibold">
          Admin Users
        </h2>
        <writer.Form method="post" className="mt-3 flex flex-wrap items-end gap-2">
          <input type="hidden" name="intent" value="invite-admin" />
          <div className="min-w-0 flex-1">
            <label htmlFor="invite-email" className={labelClass}>
              E-mail of the new admin
            </label>
            <input
              id="invite-email"
              name="email"
              type="email"
              required
              className={controlClass}
              placeholder="name@example.com"
            />
          </div>
          <button type="submit" className={buttonVariants()} disabled={busy}>
            + Add Admin User
          </button>
        </writer.Form>
        <ul className="mt-4 divide-y divide-neutral-200 dark:divide-neutral-800">
          {data.admins.map((a) => (
            <li key={a.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="min-w-0 break-words">
                {a.name || a.email} <span className="text-muted">{a.email}</span>
                {a.owner && (
                  <span
                    className={`${badgeVariants({ tone: null })} ml-2 bg-neutral-200 dark:bg-neutral-800`}
                  >
                    Owner
                  </span>
                )}
                {a.you && (
                  <span
                    className={`${badgeVariants({ tone: null })} ml-2 bg-neutral-200 dark:bg-neutral-800`}
                  >
                    You
                  </span>
                )}
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
      </section>

      <section className={cardClass} aria-labelledby="my-sessions">
        <h2 id="my-sessions" className="text-lg font-semibold">
          Your Sessions
        </h2>
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
      </section>

      <section className={cardClass} aria-labelledby="audit-log">
        <h2 id="audit-log" className="text-lg font-semibold">
          Audit Log
        </h2>
        <Form method="get" className="mt-3 flex flex-wrap items-end gap-2">
          <input type="hidden" name="tab" value="security" />
          <div>
            <label htmlFor="audit-q" className={labelClass}>
              Who or what
            </label>
            <input id="audit-q" name="q" defaultValue={data.filter.q ?? ""} className={controlClass} />
          </div>
          <div>
            <label htmlFor="audit-action" className={labelClass}>
              Action
            </label>
            <select
              id="audit-action"
              name="action"
              defaultValue={data.filter.action ?? ""}
              className={controlClass}
            >
              <option value="">All actions</option>
              <option value="settings">Settings</option>
              <option value="admin">Admin users</option>
              <option value="backup">Backups</option>
              <option value="security">Security</option>
              <option value="export">Exports</option>
              <option value="campaign">Campaigns</option>
            </select>
          </div>
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
                <span className={`block text-muted`}>
                  {e.actorEmail} · {when(e.createdAt)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
