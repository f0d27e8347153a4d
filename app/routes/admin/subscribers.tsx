import { Download } from "lucide-react";
import { useCallback } from "react";
import { useFetcher } from "react-router";
import { AdminErrorView } from "#app/components/admin/error-view.tsx";
import { FilterLinks } from "#app/components/admin/filter-links.tsx";
import { PageHeader } from "#app/components/admin/page-header.tsx";
import { SubscriberTable } from "#app/components/admin/subscribers/subscriber-table.tsx";
import { useActionToast } from "#app/components/admin/use-action-toast.ts";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { PagerLinks } from "#app/components/ui/pager.tsx";
import { SearchBox } from "#app/components/ui/search-box.tsx";
import { StatCard } from "#app/components/ui/stat-card.tsx";
import { useLiveRevalidation } from "#app/hooks/use-live-revalidation.ts";
import { loadOrFail, runIntent } from "#app/lib/admin-route.server.ts";
import { keepFormWithAlert, skipRevalidationAfterFailure } from "#app/lib/keep-form-on-failure.ts";
import { routeComponent } from "#app/lib/route-component.ts";
import { SUBSCRIBER_SEARCH_MIN } from "#core/admin-search.ts";
import { recordId, toSearch } from "#core/list-query.ts";
import { formatPageRange } from "#core/paging.ts";
import {
  parseSubscriberListQuery,
  SUBSCRIBER_FILTER_LABELS,
  SUBSCRIBER_FILTERS,
  SUBSCRIBERS_PAGE_SIZE,
} from "#core/subscriber-list.ts";
import { type ActionResult, actionInvalid, intentOf } from "#server/action-result.ts";
import { readForm } from "#server/http/read-form.ts";
import { deleteSubscriber, forgetSubscriber, subscribersPage } from "#server/subscribers.ts";
import { userContext } from "#server/user-context.ts";
import type { Route } from "./+types/subscribers";

export function meta() {
  return [{ title: "Subscribers | Admin" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = parseSubscriberListQuery(new URL(request.url).searchParams);
  const page = await loadOrFail("subscribers", "Failed to fetch subscribers data", () =>
    subscribersPage(context.get(userContext), query),
  );
  return { q: query.q, filter: query.filter, ...page };
}

/* 001 section 8's alert, from the server or when the request itself fails. */
const DELETE_FAILED = "Failed to delete subscriber";
const FORGET_FAILED = "Failed to forget this person";

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const intent = intentOf(form);
  if (intent !== "delete" && intent !== "forget") return actionInvalid(intent, "Unknown action");
  const actor = context.get(userContext);
  return runIntent(
    intent,
    recordId.safeParse(form.get("id")),
    async (id) => {
      if (intent === "forget") {
        await forgetSubscriber(actor, id);
        return "Forgotten: only a one-way hash is kept, so the address stays suppressed";
      }
      await deleteSubscriber(actor, id);
      return "Subscriber deleted";
    },
    intent === "forget" ? FORGET_FAILED : DELETE_FAILED,
  );
}

export const clientAction = keepFormWithAlert(() => DELETE_FAILED);

export const shouldRevalidate = skipRevalidationAfterFailure;

function Subscribers({ loaderData }: Route.ComponentProps) {
  // Live updates (001 section 4): what others change here appears without a reload.
  useLiveRevalidation(["subscribers"]);
  const { q, filter, stats, list } = loaderData;
  const remover = useFetcher<ActionResult>({ key: "delete-subscriber" });
  useActionToast(remover);
  const removing = remover.formData?.get("id");
  const onDelete = useCallback(
    (id: string) => remover.submit({ intent: "delete", id }, { method: "post" }),
    [remover],
  );
  const onForget = useCallback(
    (id: string) => remover.submit({ intent: "forget", id }, { method: "post" }),
    [remover],
  );
  const items = list.items.filter((s) => s.id !== removing);
  const base = { q, filter };
  const defaults = { q: "", filter: "all" };
  const shortSearch = q.length > 0 && q.length < SUBSCRIBER_SEARCH_MIN;

  return (
    <>
      <PageHeader
        title="Subscribers"
        description="Newsletter subscribers, newest first. Unsubscribed and bounced addresses are kept and never mailed again."
        actions={
          <a
            href={`/admin/subscribers/export${toSearch(base, defaults)}`}
            download
            className={buttonVariants({ variant: "secondary" })}
          >
            <Download className="size-4" aria-hidden /> Export CSV
          </a>
        }
      />
      <div className="mb-6 grid gap-4 sm:grid-cols-3 lg:grid-cols-5">
        <StatCard label="Total Subscribers" value={stats.total.toLocaleString("en-US")} />
        <StatCard label="Confirmed" value={stats.confirmed.toLocaleString("en-US")} />
        <StatCard label="Unconfirmed" value={stats.unconfirmed.toLocaleString("en-US")} />
        <StatCard label="Unsubscribed" value={stats.unsubscribed.toLocaleString("en-US")} />
        <StatCard label="Bounced" value={stats.bounced.toLocaleString("en-US")} />
      </div>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <SearchBox
          id="subscribers-q"
          label="Search by email"
          q={q}
          placeholder="name@example.com"
          keep={filter === "all" ? {} : { filter }}
          hint={
            shortSearch
              ? `Type at least ${SUBSCRIBER_SEARCH_MIN} characters to search subscribers.`
              : undefined
          }
        />
        <FilterLinks
          label="Status"
          options={SUBSCRIBER_FILTERS.map((f) => ({ value: f, text: SUBSCRIBER_FILTER_LABELS[f] }))}
          current={filter}
          href={(f) => toSearch({ q, filter: f }, defaults) || "?"}
        />
      </div>
      {items.length === 0 ? (
        <EmptyState title="No subscribers found" />
      ) : (
        <>
          <SubscriberTable items={items} onDelete={onDelete} onForget={onForget} />
          <PagerLinks
            caption={formatPageRange(list.page, SUBSCRIBERS_PAGE_SIZE, items.length, list.total)}
            previous={
              list.previous
                ? toSearch(
                    { ...base, before: list.previous, page: list.page - 1 },
                    { ...defaults, page: 1 },
                  ) || "?"
                : null
            }
            next={list.next ? toSearch({ ...base, after: list.next, page: list.page + 1 }, defaults) : null}
          />
        </>
      )}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorView error={error} fallback="Failed to fetch subscribers data" />;
}

export default routeComponent(Subscribers);
