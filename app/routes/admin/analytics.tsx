import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { AnalyticsTabs } from "#app/components/admin/analytics/analytics-tabs.tsx";
import { AnalyticsToolbar } from "#app/components/admin/analytics/toolbar.tsx";
import { AdminErrorView } from "#app/components/admin/error-view.tsx";
import { PageHeader } from "#app/components/admin/page-header.tsx";
import { ErrorState } from "#app/components/ui/error-state.tsx";
import { useLiveRevalidation } from "#app/hooks/use-live-revalidation.ts";
import { routeComponent } from "#app/lib/route-component.ts";
import { parseRange, RANGE_LABELS } from "#core/analytics/range.ts";
import { getAnalytics } from "#server/analytics/report.ts";
import { userContext } from "#server/user-context.ts";
import type { Route } from "./+types/analytics";

export const ANALYTICS_ERROR = "Failed to load analytics data";

export function meta() {
  return [{ title: "Analytics | Admin" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  try {
    return await getAnalytics(context.get(userContext), parseRange(params.get("range")), {
      compare: params.get("compare") === "1",
    });
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error("[analytics]", error);
    throw data({ message: ANALYTICS_ERROR }, { status: 500 });
  }
}

/** Switching tabs changes only ?tab=: the figures stay. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const strip = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete("tab");
    return `${url.pathname}?${params}`;
  };
  if (currentUrl.pathname === nextUrl.pathname && strip(currentUrl) === strip(nextUrl)) {
    return currentUrl.search === nextUrl.search ? defaultShouldRevalidate : false;
  }
  return defaultShouldRevalidate;
}

function Analytics({ loaderData: report }: Route.ComponentProps) {
  // 001 section 7: refetch on page_views, email_campaigns and blog_posts, at most every 10 s.
  useLiveRevalidation(["page_views", "email_campaigns", "blog_posts"], { minIntervalMs: 10_000 });
  return (
    <>
      <PageHeader
        title="Analytics"
        description={`${RANGE_LABELS[report.range]}: first-party page views, web vitals, e-mail, revenue and content.`}
        actions={<AnalyticsToolbar range={report.range} compare={report.previous !== null} />}
      />
      {report.failed.length > 0 && (
        <div className="mb-6">
          <ErrorState message={ANALYTICS_ERROR} />
        </div>
      )}
      <AnalyticsTabs report={report} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorView error={error} fallback={ANALYTICS_ERROR} />;
}

export default routeComponent(Analytics);
