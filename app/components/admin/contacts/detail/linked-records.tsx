import { Link } from "react-router";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { LocalTime } from "#app/components/ui/local-time.tsx";
import { StatusBadge } from "#app/components/ui/status-badge.tsx";
import { budgetLabel, serviceLabel } from "#core/contact-form.ts";
import { briefsOfContactHref } from "#core/crm/lead-links.ts";
import { formatMoney } from "#core/dashboard/revenue.ts";
import { formatDate } from "#core/relative-time.ts";
import type { ContactDetail } from "#server/crm/contact-detail.ts";

const muted = "text-neutral-600 dark:text-neutral-400";
const listClass = "flex flex-col divide-y divide-neutral-200 dark:divide-neutral-800";

/**
 * The contact-form briefs of this lead (issue 18 item 3): the submission and the contact are one
 * lead, so the brief is shown here in full and the Submissions list is one link away.
 */
export function LinkedBriefs({ contact }: { contact: ContactDetail }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Briefs from the contact form</CardTitle>
        {contact.submissions.length > 0 && (
          <Link to={briefsOfContactHref(contact.email)} className="text-sm underline">
            Open in Submissions
          </Link>
        )}
      </CardHeader>
      <CardContent>
        {contact.submissions.length === 0 ? (
          <p className={muted}>No brief from the contact form.</p>
        ) : (
          <ul className={listClass}>
            {contact.submissions.map((s) => (
              <li
                key={s.id}
                className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0"
                data-testid="linked-brief"
              >
                <div className="flex flex-wrap items-center gap-2">
                  <StatusBadge entity="submission" status={s.status} />
                  <span className={muted}>
                    <LocalTime value={s.submittedAt} />
                  </span>
                  {[serviceLabel(s.serviceNeeded), budgetLabel(s.budgetRange)].filter(Boolean).map((t) => (
                    <span key={t} className={muted}>
                      · {t}
                    </span>
                  ))}
                </div>
                {s.subject && <p className="font-medium">{s.subject}</p>}
                <p className="break-words whitespace-pre-wrap">{s.projectDetails}</p>
                {s.message && (
                  <p className="break-words whitespace-pre-wrap">
                    <span className="font-medium">What would make it a win: </span>
                    {s.message}
                  </p>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

export function LinkedProjects({ contact }: { contact: ContactDetail }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Projects</CardTitle>
        {contact.projects.length > 0 && (
          <Link to="/admin/projects" className="text-sm underline">
            All projects
          </Link>
        )}
      </CardHeader>
      <CardContent>
        {contact.projects.length === 0 ? (
          <p className={muted}>No projects yet.</p>
        ) : (
          <ul className={listClass}>
            {contact.projects.map((p) => (
              <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span className="min-w-0 font-medium break-words">{p.name}</span>
                <span className="flex items-center gap-2">
                  {p.value != null && <span>{formatMoney(p.value)}</span>}
                  <StatusBadge entity="project" status={p.status} />
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

export function LinkedTransactions({ contact }: { contact: ContactDetail }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Transactions</CardTitle>
        {contact.transactions.length > 0 && (
          <Link to="/admin/revenue" className="text-sm underline">
            Revenue
          </Link>
        )}
      </CardHeader>
      <CardContent>
        {contact.transactions.length === 0 ? (
          <p className={muted}>No transactions yet.</p>
        ) : (
          <ul className={listClass}>
            {contact.transactions.map((t) => (
              <li key={t.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span className="min-w-0 break-words">
                  <span className={muted}>{formatDate(t.date)} · </span>
                  {t.description ?? (t.type === "income" ? "Income" : "Expense")}
                </span>
                <span className="flex items-center gap-2">
                  <span className="font-semibold">
                    {t.type === "expense" ? "−" : ""}
                    {formatMoney(t.amount)}
                  </span>
                  <StatusBadge entity="transaction" status={t.status} />
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

export function PortalAccount({ contact }: { contact: ContactDetail }) {
  const account = contact.portalAccount;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Portal account</CardTitle>
      </CardHeader>
      <CardContent>
        {account ? (
          <p>
            {account.name ? `${account.name} · ` : ""}
            <span className="break-all">{account.email}</span>
          </p>
        ) : (
          <p className={muted}>
            No portal account yet. One is linked when a client signs up with this e-mail.
          </p>
        )}
      </CardContent>
    </Card>
  );
}
