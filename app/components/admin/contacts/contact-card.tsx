import { Building2, Inbox, Mail, Phone } from "lucide-react";
import { memo } from "react";
import { useFetcher } from "react-router";
import { ScreenLink } from "#app/components/site/links.tsx";
import { badgeVariants } from "#app/components/ui/badge.tsx";
import { cardClass } from "#app/components/ui/card.tsx";
import { ConfirmDeleteIconButton } from "#app/components/ui/confirm-dialog.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { StatusBadge } from "#app/components/ui/status-badge.tsx";
import { CONTACT_STATUS_OPTIONS, type ContactStatus } from "#core/crm/contact-status.ts";
import { briefsLabel, briefsOfContactHref, contactHref } from "#core/crm/lead-links.ts";
import { formatMoney } from "#core/dashboard/revenue.ts";
import { formatDate } from "#core/relative-time.ts";
import type { ActionResult } from "#server/action-result.ts";
import type { ContactItem } from "#server/crm/contacts.ts";
import { IntentLink } from "../intent-link.tsx";
import { RowActionToasts, rowFetcherKey } from "../row-action-toasts.tsx";
import { busyWithRow } from "../use-action-toast.ts";
import { ScoreBadge } from "./score-badge.tsx";

/**
 * Each card's status changes go through a fetcher of its own (one card's change never cancels
 * another's), announced by the list, which stays mounted (ContactCardToasts): a card whose new
 * status the list's filter hides is gone by the time the answer is rendered, so a card could not
 * tell its own result (deletes are the list's own 'delete-contact' fetcher).
 */
const STATUS_KEY = "contact-status";

/** Shows the result of every card's status changes; the list renders it. */
export function ContactCardToasts() {
  return <RowActionToasts prefix={STATUS_KEY} />;
}

/**
 * Memoised: the list re-renders for what is not a card's (the Add Contact dialog opening, a delete
 * under way): the 24 cards are most of the screen's components.
 */
export const ContactCard = memo(function ContactCard({
  contact: c,
  onDelete,
}: {
  contact: ContactItem;
  onDelete: (id: string) => void;
}) {
  const fetcher = useFetcher<ActionResult>({ key: rowFetcherKey(STATUS_KEY, c.id) });
  const changing = busyWithRow(fetcher, c.id);
  const pending = changing ? fetcher.formData?.get("status") : undefined;
  const status = (typeof pending === "string" ? pending : c.status) as ContactStatus;
  const selectId = `status-${c.id}`;
  return (
    <article
      className={`${cardClass} list-card flex min-w-0 flex-col gap-3`}
      aria-labelledby={`name-${c.id}`}
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={`name-${c.id}`} className="truncate text-lg font-semibold">
            <IntentLink to={contactHref(c.id)} className="hover:underline">
              {c.name}
            </IntentLink>
          </h2>
          {(c.position || c.company) && (
            <p className="flex items-center gap-1 truncate text-sm text-neutral-600 dark:text-neutral-400">
              <Building2 className="size-4 shrink-0" aria-hidden />
              {[c.position, c.company].filter(Boolean).join(" at ")}
            </p>
          )}
        </div>
        <StatusBadge entity="contact" status={status} data-testid="contact-status" />
      </div>
      <ul className="flex flex-col gap-1 text-sm">
        <li className="flex items-center gap-2">
          <Mail className="size-4 shrink-0 text-neutral-500" aria-hidden />
          <a href={`mailto:${c.email}`} className="min-w-0 truncate hover:underline">
            {c.email}
          </a>
        </li>
        {c.phone && (
          <li className="flex items-center gap-2">
            <Phone className="size-4 shrink-0 text-neutral-500" aria-hidden />
            {c.phone}
          </li>
        )}
        {(c.briefs ?? 0) > 0 && (
          <li className="flex items-center gap-2">
            <Inbox className="size-4 shrink-0 text-neutral-500" aria-hidden />
            <ScreenLink to={briefsOfContactHref(c.email)} className="underline">
              {briefsLabel(c.briefs ?? 0)}
            </ScreenLink>
          </li>
        )}
      </ul>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <ScoreBadge score={c.score} />
        <span className="font-semibold">{c.value == null ? "No deal value" : formatMoney(c.value)}</span>
        <span className="text-neutral-600 dark:text-neutral-400">· {c.source}</span>
        {c.serviceInterest && (
          <span className="text-neutral-600 dark:text-neutral-400">· {c.serviceInterest}</span>
        )}
      </div>
      {c.tags.length > 0 && (
        <ul className="flex flex-wrap gap-1" aria-label="Tags">
          {c.tags.map((t) => (
            <li key={t} className={badgeVariants()}>
              {t}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-auto flex items-end gap-2 border-t border-neutral-200 pt-3 dark:border-neutral-800">
        <div className="min-w-0 flex-1">
          <label htmlFor={selectId} className="sr-only">
            Status of {c.name}
          </label>
          <Select
            id={selectId}
            value={status}
            disabled={changing}
            onChange={(e) =>
              fetcher.submit({ intent: "status", id: c.id, status: e.target.value }, { method: "post" })
            }
            options={CONTACT_STATUS_OPTIONS}
          />
        </div>
        <ConfirmDeleteIconButton
          label={`Delete ${c.name}`}
          question="Are you sure you want to delete this contact?"
          onConfirm={() => onDelete(c.id)}
        />
      </div>
      <p className="text-xs text-neutral-600 dark:text-neutral-400">Added {formatDate(c.createdAt)}</p>
    </article>
  );
});
