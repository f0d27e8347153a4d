import { clsx } from "clsx";
import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { Form, useFetcher, useNavigate } from "react-router";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import { labelClass } from "#app/components/ui/field.tsx";
import { controlClass } from "#app/components/ui/input.tsx";
import { LocalTime } from "#app/components/ui/local-time.tsx";
import { AUDIENCE_LABELS, isAudience } from "#core/campaigns/audiences.ts";
import type { ActionResult } from "#server/action-result.ts";
import type { getCampaign } from "#server/campaigns/campaigns.ts";
import { useActionToast } from "../use-action-toast.ts";
import type { ComposeSeed } from "./compose-form.tsx";
import { CampaignStatusBadge } from "./status-badge.tsx";

type Detail = Awaited<ReturnType<typeof getCampaign>>;

const figures = ["sent", "delivered", "opened", "clicked", "unsubscribed", "bounced"] as const;

/** The detail modal: subject, status, recipients, results and the per-recipient table. */
export function CampaignDetail({
  detail,
  closeHref,
  onEdit,
}: {
  detail: Detail;
  closeHref: string;
  onEdit: (seed: Omit<ComposeSeed, "key">) => void;
}) {
  const navigate = useNavigate();
  const fetcher = useFetcher<ActionResult>({ key: "campaign-detail" });
  useActionToast(fetcher);
  const { campaign: c, deliveries } = detail;
  const post = (intent: string, extra: Record<string, string> = {}) =>
    fetcher.submit({ intent, id: c.id, ...extra }, { method: "post", encType: "application/json" });
  const close = () => navigate(closeHref, { preventScrollReset: true });
  const editable = c.status === "draft" || c.status === "scheduled";

  return (
    <Dialog.Root open onOpenChange={(open) => !open && close()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[min(48rem,calc(100vw-1rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 text-neutral-900 shadow-xl dark:bg-neutral-950 dark:text-neutral-100">
          <div className="flex items-start justify-between gap-2">
            <Dialog.Title className="text-lg font-semibold break-words">{c.name}</Dialog.Title>
            <Dialog.Close className={buttonVariants({ variant: "ghost", size: "icon" })} aria-label="Close">
              <X className="size-4" aria-hidden />
            </Dialog.Close>
          </div>
          <Dialog.Description className={clsx("text-muted", "mt-1 text-sm")}>
            Campaign details
          </Dialog.Description>
          <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-muted">Subject</dt>
              <dd className="break-words">{c.subject}</dd>
            </div>
            <div>
              <dt className="text-muted">Status</dt>
              <dd>
                <CampaignStatusBadge status={c.status} paused={!!c.pausedAt} />
              </dd>
            </div>
            <div>
              <dt className="text-muted">Recipients</dt>
              <dd>
                {c.recipients.map((r) => (isAudience(r) ? AUDIENCE_LABELS[r] : r)).join(", ") || "None"}
              </dd>
            </div>
            {c.scheduledFor && c.status === "scheduled" && (
              <div>
                <dt className="text-muted">Scheduled</dt>
                <dd>
                  <LocalTime value={c.scheduledFor} />
                </dd>
              </div>
            )}
            {c.lastError && (
              <div className="sm:col-span-2">
                <dt className="text-muted">Problem</dt>
                <dd>{c.lastError}</dd>
              </div>
            )}
          </dl>
          {(c.status === "sent" || c.status === "sending") && (
            <dl className="mt-4 grid grid-cols-3 gap-3 text-sm sm:grid-cols-6" aria-label="Performance">
              {figures.map((f) => (
                <div key={f}>
                  <dt className={clsx("text-muted", "capitalize")}>{f}</dt>
                  <dd className="text-lg font-semibold tabular-nums">{c.stats[f]}</dd>
                </div>
              ))}
            </dl>
          )}
          <div className="mt-4 flex flex-wrap gap-2">
            {editable && (
              <button
                type="button"
                className={buttonVariants({ variant: "secondary" })}
                onClick={() =>
                  onEdit({
                    id: c.id,
                    name: c.name,
                    subject: c.subject,
                    content: c.content,
                    recipients: c.recipients,
                    template: c.template,
                    scheduledFor: c.status === "scheduled" ? c.scheduledFor?.toString() : undefined,
                  })
                }
              >
                Edit
              </button>
            )}
            {c.status === "scheduled" && (
              <button
                type="button"
                className={buttonVariants({ variant: "secondary" })}
                onClick={() => post("reschedule", { scheduledFor: "" })}
              >
                Back to draft
              </button>
            )}
            {c.status === "sending" && (
              <button
                type="button"
                className={buttonVariants({ variant: "secondary" })}
                onClick={() => post(c.pausedAt ? "resume" : "pause")}
              >
                {c.pausedAt ? "Resume sending" : "Pause sending"}
              </button>
            )}
            <button
              type="button"
              className={buttonVariants({ variant: "secondary" })}
              onClick={() => post("campaign-template", { name: c.name })}
            >
              Save as template
            </button>
            {c.status !== "sending" && (
              <ConfirmDialog
                trigger={
                  <button type="button" className={buttonVariants({ variant: "danger" })}>
                    Delete
                  </button>
                }
                question={`Are you sure you want to delete "${c.name}"?`}
                onConfirm={() => {
                  post("delete-campaign");
                  close();
                }}
              />
            )}
          </div>
          {c.status !== "draft" && (
            <section className="mt-6" aria-labelledby="recipients-heading">
              <h3 id="recipients-heading" className="font-semibold">
                Recipients
              </h3>
              <Form method="get" role="search" className="my-2 flex gap-2" preventScrollReset>
                <input type="hidden" name="tab" value="campaigns" />
                <input type="hidden" name="campaign" value={c.id} />
                <label htmlFor="dq" className={clsx(labelClass, "sr-only")}>
                  Search recipients
                </label>
                <input
                  id="dq"
                  name="dq"
                  type="search"
                  placeholder="Search recipients"
                  className={controlClass}
                />
                <button type="submit" className={buttonVariants({ variant: "secondary" })}>
                  Search
                </button>
              </Form>
              {deliveries.length === 0 ? (
                <p className="text-muted">No recipients found.</p>
              ) : (
                <div className="relative overflow-x-auto">
                  <table className="w-full text-left text-sm">
                    <thead>
                      <tr>
                        <th scope="col" className="py-1 pr-3">
                          Email
                        </th>
                        <th scope="col" className="py-1 pr-3">
                          Status
                        </th>
                        <th scope="col" className="py-1 pr-3">
                          Opened
                        </th>
                        <th scope="col" className="py-1 pr-3">
                          Clicks
                        </th>
                        <th scope="col" className="py-1">
                          Unsubscribed
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {deliveries.map((d) => (
                        <tr key={d.id} className="border-t border-neutral-200 dark:border-neutral-800">
                          <td className="py-1 pr-3 break-all">{d.email}</td>
                          <td className="py-1 pr-3 capitalize">{d.status}</td>
                          <td className="py-1 pr-3">
                            {d.openedFirstAt ? <LocalTime value={d.openedFirstAt} /> : "No"}
                          </td>
                          <td className="py-1 pr-3 tabular-nums">{d.clicks}</td>
                          <td className="py-1">{d.unsubscribedAt ? "Yes" : "No"}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </section>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
