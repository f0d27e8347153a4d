import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { LocalTime } from "#app/components/ui/local-time.tsx";
import { StatusBadge } from "#app/components/ui/status-badge.tsx";
import { formatMoney } from "#core/dashboard/revenue.ts";
import { formatDate } from "#core/relative-time.ts";
import type { ContactDetail } from "#server/crm/contact-detail.ts";
import { ScoreBadge } from "../score-badge.tsx";

const empty = <span className="text-neutral-600 dark:text-neutral-400">Not set</span>;

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-neutral-600 uppercase dark:text-neutral-400">
        {term}
      </dt>
      <dd className="mt-0.5 break-words">{children ?? empty}</dd>
    </div>
  );
}

function LongText({ title, text }: { title: string; text: string | null }) {
  return (
    <div>
      <h3 className="text-xs font-medium tracking-wide text-neutral-600 uppercase dark:text-neutral-400">
        {title}
      </h3>
      <p className="mt-0.5 break-words whitespace-pre-wrap">{text ?? empty}</p>
    </div>
  );
}

/** Every field of the contact, notes and project details included. */
export function ContactFacts({ contact: c }: { contact: ContactDetail }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Details</CardTitle>
        <StatusBadge entity="contact" status={c.status} data-testid="contact-status" />
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 sm:grid-cols-2">
          <Fact term="Email">
            <a href={`mailto:${c.email}`} className="break-all underline">
              {c.email}
            </a>
          </Fact>
          <Fact term="Phone">{c.phone}</Fact>
          <Fact term="Company">{c.company}</Fact>
          <Fact term="Position">{c.position}</Fact>
          <Fact term="Deal value">{c.value == null ? null : formatMoney(c.value)}</Fact>
          <Fact term="Score">
            <ScoreBadge score={c.score} />
          </Fact>
          <Fact term="Source">{c.source}</Fact>
          <Fact term="Service interest">{c.serviceInterest}</Fact>
          <Fact term="Last contact">{c.lastContact ? formatDate(c.lastContact) : null}</Fact>
          <Fact term="Next follow-up">{c.nextFollowUp ? formatDate(c.nextFollowUp) : null}</Fact>
          <Fact term="Tags">{c.tags.length ? c.tags.join(", ") : null}</Fact>
          <Fact term="Added">
            <LocalTime value={c.createdAt} />
          </Fact>
          <Fact term="Updated">
            <LocalTime value={c.updatedAt} />
          </Fact>
        </dl>
        <div className="mt-4 grid gap-4 border-t border-neutral-200 pt-4 dark:border-neutral-800">
          <LongText title="Project details" text={c.projectDetails} />
          <LongText title="Notes" text={c.notes} />
        </div>
      </CardContent>
    </Card>
  );
}
