import { clsx } from "clsx";
import { Form, useFetcher, useLocation, useNavigate } from "react-router";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { ConfirmDeleteButton } from "#app/components/ui/confirm-dialog.tsx";
import { type Column, DataTable } from "#app/components/ui/data-table.tsx";
import { Detail } from "#app/components/ui/detail.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { controlClass, labelClass } from "#app/components/ui/field.tsx";
import { LocalTime } from "#app/components/ui/local-time.tsx";
import { PagerLinks, pageSearch } from "#app/components/ui/pager.tsx";
import { ProgressBar } from "#app/components/ui/progress-bar.tsx";
import { AUDIENCE_LABELS, isAudience } from "#core/campaigns/audiences.ts";
import { RECIPIENTS_PAGE_SIZE } from "#core/campaigns/recipients.ts";
import { formatPageRange, pageCount } from "#core/paging.ts";
import { countOf } from "#core/plural.ts";
import type { ActionResult } from "#server/action-result.ts";
import type { getCampaign } from "#server/campaigns/campaigns.ts";
import { useActionToast } from "../use-action-toast.ts";
import type { ComposeSeed } from "./compose-form.tsx";
import { CampaignStatusBadge } from "./status-badge.tsx";
import { useSendingProgress } from "./use-sending-progress.ts";

type CampaignData = Awaited<ReturnType<typeof getCampaign>>;

type Delivery = CampaignData["deliveries"][number];

const deliveryColumns: Column<Delivery>[] = [
  { id: "email", header: "Email", className: "break-all", cell: (d) => d.email },
  { id: "status", header: "Status", className: "capitalize", cell: (d) => d.status },
  {
    id: "opened",
    header: "Opened",
    cell: (d) => (d.openedFirstAt ? <LocalTime value={d.openedFirstAt} /> : "No"),
  },
  { id: "clicks", header: "Clicks", className: "tabular-nums", cell: (d) => d.clicks },
  { id: "unsubscribed", header: "Unsubscribed", cell: (d) => (d.unsubscribedAt ? "Yes" : "No") },
];

const figures = ["sent", "delivered", "opened", "clicked", "unsubscribed", "bounced"] as const;

/** The detail modal: subject, status, recipients, results and the per-recipient table. */
export function CampaignDetail({
  detail,
  closeHref,
  onEdit,
}: {
  detail: CampaignData;
  closeHref: string;
  onEdit: (seed: Omit<ComposeSeed, "key">) => void;
}) {
  const navigate = useNavigate();
  const fetcher = useFetcher<ActionResult>({ key: "campaign-detail" });
  useActionToast(fetcher);
  const { campaign: c, deliveries, recipientPage, recipientTotal, progress, failed, siteVisits } = detail;
  const sending = useSendingProgress(progress, c.startedAt);
  const { search } = useLocation();
  const recipientPages = pageCount(recipientTotal.total, RECIPIENTS_PAGE_SIZE);
  const recipientsAt = (page: number) =>
    page < 1 || page > recipientPages ? null : pageSearch(search, page, "rpage");
  const post = (intent: string, extra: Record<string, string> = {}) =>
    fetcher.submit({ intent, id: c.id, ...extra }, { method: "post", encType: "application/json" });
  const close = () => navigate(closeHref, { preventScrollReset: true });
  const editable = c.status === "draft" || c.status === "scheduled";

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && close()}
      title={<span className="break-words">{c.name}</span>}
      description="Campaign details"
      className="w-[min(48rem,calc(100vw-1rem))]"
    >
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <Detail term="Subject" valueClassName="break-words">
          {c.subject}
        </Detail>
        <Detail term="Status">
          <CampaignStatusBadge status={c.status} paused={!!c.pausedAt} />
        </Detail>
        <Detail term="Recipients">
          {c.recipients.map((r) => (isAudience(r) ? AUDIENCE_LABELS[r] : r)).join(", ") || "None"}
        </Detail>
        {c.scheduledFor && c.status === "scheduled" && (
          <Detail term="Scheduled">
            <LocalTime value={c.scheduledFor} />
          </Detail>
        )}
        {c.lastError && (
          <Detail term={c.status === "failed" ? "Why it failed" : "Problem"} className="sm:col-span-2">
            {c.lastError}
          </Detail>
        )}
      </dl>
      {(c.status === "sent" || c.status === "sending") && (
        <dl className="mt-4 grid grid-cols-3 gap-3 text-sm sm:grid-cols-6" aria-label="Performance">
          {figures.map((f) => (
            <Detail
              key={f}
              term={f}
              className="capitalize"
              valueClassName="text-lg font-semibold tabular-nums"
            >
              {c.stats[f]}
            </Detail>
          ))}
          {/* What its clicks brought to the site (utm_medium=email, its utm_campaign). */}
          <Detail
            term="Site visits"
            className="col-span-3 sm:col-span-6"
            valueClassName="text-lg font-semibold tabular-nums"
          >
            {countOf(siteVisits.visitors, "visitor")}, {countOf(siteVisits.views, "page view")}
          </Detail>
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
        {failed > 0 && (
          <button
            type="button"
            className={buttonVariants()}
            disabled={fetcher.state !== "idle"}
            onClick={() => post("retry-failed")}
          >
            Retry failed deliveries
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
          <ConfirmDeleteButton
            question={`Are you sure you want to delete "${c.name}"?`}
            onConfirm={() => {
              post("delete-campaign");
              close();
            }}
          />
        )}
      </div>
      {sending && (
        <ProgressBar
          className="mt-4"
          label="Sending progress"
          value={sending.value}
          max={sending.max}
          text={sending.text}
          detail={sending.estimate}
        />
      )}
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
            <input id="dq" name="dq" type="search" placeholder="Search recipients" className={controlClass} />
            <button type="submit" className={buttonVariants({ variant: "secondary" })}>
              Search
            </button>
          </Form>
          {deliveries.length === 0 ? (
            <p className="text-muted">No recipients found.</p>
          ) : (
            <>
              <DataTable
                label="Recipient results"
                columns={deliveryColumns}
                rows={deliveries}
                rowKey={(d) => d.id}
              />
              {/* Every recipient the figures count can be reached (issue 36 item 4). */}
              <PagerLinks
                caption={formatPageRange(
                  recipientPage,
                  RECIPIENTS_PAGE_SIZE,
                  deliveries.length,
                  recipientTotal,
                )}
                previous={recipientsAt(recipientPage - 1)}
                next={recipientsAt(recipientPage + 1)}
              />
            </>
          )}
        </section>
      )}
    </Dialog>
  );
}
