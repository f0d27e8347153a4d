import type { ReactNode } from "react";
import { Link } from "react-router";
import { ApprovedLine, ReviewStateBadge } from "#app/components/approvals/review-state-badge.tsx";
import { CardSection } from "#app/components/ui/card.tsx";
import { LocalTime } from "#app/components/ui/local-time.tsx";
import { StatusBadge } from "#app/components/ui/status-badge.tsx";
import { isReviewState } from "#core/approvals.ts";
import { formatMoney } from "#core/money.ts";
import { truncate } from "#core/text.ts";
import type { ProjectPageData } from "#server/projects/project-page.ts";

const linkClass = "font-medium text-brand-700 underline dark:text-brand-400";
const mutedClass = "text-neutral-600 dark:text-neutral-300";

/** One linked kind: its rows (or a line saying there are none) and a link to its own screen. */
function LinkedSection<T extends { id: string }>({
  id,
  title,
  items,
  none,
  row,
  rowClassName,
  more,
}: {
  id: string;
  title: string;
  items: readonly T[];
  none: string;
  row: (item: T) => ReactNode;
  rowClassName?: string;
  more?: { to: string; label: string };
}) {
  return (
    <CardSection id={id} title={title}>
      {items.length === 0 ? (
        <p className={`text-sm ${mutedClass}`}>{none}</p>
      ) : (
        <ul className="space-y-1 text-sm">
          {items.map((item) => (
            <li key={item.id} className={rowClassName}>
              {row(item)}
            </li>
          ))}
        </ul>
      )}
      {more && (
        <Link to={more.to} className={`mt-2 inline-block text-sm ${linkClass}`}>
          {more.label}
        </Link>
      )}
    </CardSection>
  );
}

/** The project's deliverables, messages, invoices and transactions, each linked to its own screen. */
export function ProjectLinked({ data }: { data: ProjectPageData }) {
  const { project, client, deliverables, messages, invoices, transactions } = data;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <LinkedSection
        id="deliverables"
        title="Deliverables"
        items={deliverables}
        none="No deliverables yet."
        row={(d) => (
          <>
            <Link to={`/admin/client-portal/deliverables/${d.id}`} className={linkClass}>
              {d.fileName}
            </Link>{" "}
            <ReviewStateBadge state={isReviewState(d.reviewState) ? d.reviewState : "draft"} />{" "}
            {d.origin === "client" && <span className={mutedClass}>from the client · </span>}
            <span className={mutedClass}>
              <LocalTime value={d.uploadedAt} />
            </span>
            {d.reviewState === "approved" && <ApprovedLine name={d.decidedByName} date={d.decidedAt} />}
          </>
        )}
        more={{
          to: `/admin/client-portal?tab=deliverables&q=${encodeURIComponent(project.name)}`,
          label: "Manage deliverables",
        }}
      />
      <LinkedSection
        id="messages"
        title="Messages"
        items={messages}
        none="No messages about this project."
        row={(m) => (
          <>
            <span className="font-medium">{m.fromClient ? "Client" : "Agency"}:</span>{" "}
            {truncate(m.content, 120)}{" "}
            <span className={mutedClass}>
              <LocalTime value={m.sentAt} />
            </span>
          </>
        )}
        more={
          client?.userId
            ? {
                to: `/admin/client-portal?tab=messages&client=${client.userId}`,
                label: "Open the conversation",
              }
            : undefined
        }
      />
      <LinkedSection
        id="invoices"
        title="Invoices"
        items={invoices}
        none="No invoices for this project."
        rowClassName="flex flex-wrap items-center gap-2"
        row={(i) => (
          <>
            <a href={`/files/invoices/${i.id}`} className={linkClass}>
              {i.number}
            </a>
            <StatusBadge entity="invoice" status={i.status} />
            <span>{formatMoney(i.total)}</span>
            <span className={mutedClass}>due {i.dueDate}</span>
          </>
        )}
        more={{ to: "/admin/revenue?tab=invoices", label: "All invoices" }}
      />
      <LinkedSection
        id="transactions"
        title="Transactions"
        items={transactions}
        none="No transactions for this project."
        row={(t) => (
          <>
            <Link to={`/admin/revenue#transaction-${t.id}`} className={linkClass}>
              {t.type === "income" ? "+" : "-"}
              {formatMoney(t.amount)}
            </Link>{" "}
            {t.category ?? ""} <span className={mutedClass}>{t.date}</span>
          </>
        )}
      />
    </div>
  );
}
