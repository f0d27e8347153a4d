import { Download } from "lucide-react";
import { CrmTabs } from "#app/components/admin/contacts/crm-tabs.tsx";
import { AdminErrorView } from "#app/components/admin/error-view.tsx";
import { FilterLinks } from "#app/components/admin/filter-links.tsx";
import { PageHeader } from "#app/components/admin/page-header.tsx";
import { SubmissionCard, SubmissionCardToasts } from "#app/components/admin/submissions/submission-card.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { PagerLinks } from "#app/components/ui/pager.tsx";
import { SearchBox } from "#app/components/ui/search-box.tsx";
import { useLiveRevalidation } from "#app/hooks/use-live-revalidation.ts";
import { loadOrFail, runIntent } from "#app/lib/admin-route.server.ts";
import { keepFormWithAlert, skipRevalidationAfterFailure } from "#app/lib/keep-form-on-failure.ts";
import { routeComponent } from "#app/lib/route-component.ts";
import {
  parseSubmissionListQuery,
  SUBMISSION_LIST_DEFAULTS,
  SUBMISSIONS_PAGE_SIZE,
  submissionDeleteSchema,
  submissionNotesSchema,
  submissionStatusUpdateSchema,
} from "#core/crm/submission-list.ts";
import {
  ARCHIVED_FILTER,
  SUBMISSION_FILTER_LABELS,
  SUBMISSION_FILTERS,
  SUBMISSION_STATUS_LABELS,
  type SubmissionFilter,
} from "#core/crm/submission-status.ts";
import { toSearch } from "#core/list-query.ts";
import { formatPageRange } from "#core/paging.ts";
import { actionInvalid, intentOf } from "#server/action-result.ts";
import { readForm } from "#server/http/read-form.ts";
import {
  deleteSubmission,
  submissionsPage,
  updateSubmissionNotes,
  updateSubmissionStatus,
} from "#server/submissions.ts";
import { userContext } from "#server/user-context.ts";
import type { Route } from "./+types/submissions";

export function meta() {
  return [{ title: "Form Submissions | Admin" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = parseSubmissionListQuery(new URL(request.url).searchParams);
  const page = await loadOrFail("submissions", "Failed to fetch contact submissions data", () =>
    submissionsPage(context.get(userContext), query),
  );
  return { query, ...page };
}

/* The alerts of 001 section 8, from the server or when the request itself fails. */
const FAILURES = {
  status: "Failed to update contact status",
  notes: "Failed to save notes",
  delete: "Failed to delete submission",
};

export async function action({ request, context }: Route.ActionArgs) {
  const user = context.get(userContext);
  const form = await readForm(request);
  const intent = intentOf(form);
  const fields = Object.fromEntries(form);
  if (intent === "status") {
    return runIntent(
      intent,
      submissionStatusUpdateSchema.safeParse(fields),
      async ({ id, status }) => {
        await updateSubmissionStatus(user, id, status);
        return `Status changed to ${SUBMISSION_STATUS_LABELS[status]}`;
      },
      FAILURES.status,
    );
  }
  if (intent === "notes") {
    return runIntent(
      intent,
      submissionNotesSchema.safeParse(fields),
      async ({ id, adminNotes }) => {
        await updateSubmissionNotes(user, id, adminNotes);
        return "Notes saved";
      },
      FAILURES.notes,
    );
  }
  if (intent === "delete") {
    return runIntent(
      intent,
      submissionDeleteSchema.safeParse(fields),
      async ({ id }) => {
        await deleteSubmission(user, id);
        return "Submission deleted";
      },
      FAILURES.delete,
    );
  }
  return actionInvalid(intent, "Unknown action");
}

export const clientAction = keepFormWithAlert(
  (intent) => FAILURES[intent as keyof typeof FAILURES] ?? FAILURES.notes,
);

export const shouldRevalidate = skipRevalidationAfterFailure;

function Submissions({ loaderData }: Route.ComponentProps) {
  // Live updates (001 section 4): what others change here appears without a reload.
  useLiveRevalidation(["contact_submissions"]);
  const { query, counts, list } = loaderData;
  const all = counts.new + counts.in_progress + counts.completed + counts.archived;
  const link = (page: number) => toSearch({ ...query, page }, SUBMISSION_LIST_DEFAULTS) || "?";
  const filterHref = (status: SubmissionFilter) =>
    toSearch({ q: query.q, status }, SUBMISSION_LIST_DEFAULTS) || "?";
  return (
    <>
      {/* The cards' results are told here: a card the reload removes (filtered out) cannot tell its own. */}
      <SubmissionCardToasts />
      <CrmTabs />
      <PageHeader
        title="Form Submissions"
        description="Project briefs sent through the contact form, newest first."
        actions={
          <a
            href={`/admin/submissions/export${toSearch({ q: query.q, status: query.status }, SUBMISSION_LIST_DEFAULTS)}`}
            download
            className={buttonVariants({ variant: "secondary" })}
          >
            <Download className="size-4" aria-hidden /> Export CSV
          </a>
        }
      />
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <SearchBox
          id="submissions-q"
          label="Search submissions"
          q={query.q}
          placeholder="Name, email, company, subject or brief"
          keep={query.status === "all" ? {} : { status: query.status }}
        />
        <div className="flex flex-wrap gap-2">
          <FilterLinks
            label="Status"
            options={SUBMISSION_FILTERS.map((f) => ({ value: f, text: SUBMISSION_FILTER_LABELS[f] }))}
            current={query.status}
            counts={{ ...counts, all }}
            href={filterHref}
          />
          {/* Beside the specification's filters (all, new, in progress, completed), not among them. */}
          <FilterLinks
            label="Archive"
            options={[{ value: ARCHIVED_FILTER, text: SUBMISSION_FILTER_LABELS.archived }]}
            current={query.status}
            counts={{ archived: counts.archived }}
            href={filterHref}
          />
        </div>
      </div>
      {list.items.length === 0 ? (
        <EmptyState title="No contacts found" />
      ) : (
        <>
          <div className="flex flex-col gap-4">
            {list.items.map((s) => (
              <SubmissionCard key={s.id} submission={s} />
            ))}
          </div>
          <PagerLinks
            caption={`${formatPageRange(list.page, SUBMISSIONS_PAGE_SIZE, list.items.length, list.total)} · page ${list.page} of ${list.pages}`}
            previous={list.page > 1 ? link(list.page - 1) : null}
            next={list.page < list.pages ? link(list.page + 1) : null}
          />
        </>
      )}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorView error={error} fallback="Failed to fetch contact submissions data" />;
}

export default routeComponent(Submissions);
