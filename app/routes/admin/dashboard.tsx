import { DollarSign, Target, TrendingUp, Users } from "lucide-react";
import { data } from "react-router";
import { ActivityCard } from "#app/components/admin/dashboard/activity-card.tsx";
import { EngagementCard } from "#app/components/admin/dashboard/engagement-card.tsx";
import { MetricCard } from "#app/components/admin/dashboard/metric-card.tsx";
import { PeriodSelector } from "#app/components/admin/dashboard/period-selector.tsx";
import { PrioritiesCard } from "#app/components/admin/dashboard/priorities-card.tsx";
import { QuickLinks } from "#app/components/admin/dashboard/quick-links.tsx";
import { RefreshButton } from "#app/components/admin/dashboard/refresh-button.tsx";
import { AdminErrorView } from "#app/components/admin/error-view.tsx";
import { PageHeader } from "#app/components/admin/page-header.tsx";
import { useLiveRevalidation } from "#app/hooks/use-live-revalidation.ts";
import { routeComponent } from "#app/lib/route-component.ts";
import { PERIOD_LABELS, parsePeriod, REVENUE_CARD_LABELS } from "#core/dashboard/period.ts";
import { formatMoney } from "#core/dashboard/revenue.ts";
import { countOf } from "#core/plural.ts";
import { getEngagement } from "#server/analytics/engagement.ts";
import { DashboardError, getDashboard } from "#server/dashboard.ts";
import { userContext } from "#server/user-context.ts";
import type { Route } from "./+types/dashboard";

export function meta() {
  return [{ title: "CRM Dashboard | Admin" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const period = parsePeriod(new URL(request.url).searchParams.get("period"));
  try {
    const actor = context.get(userContext);
    const [dashboard, engagement] = await Promise.all([
      getDashboard(actor, period),
      getEngagement(actor, period),
    ]);
    return { ...dashboard, engagement };
  } catch (error) {
    if (error instanceof DashboardError) throw data({ message: error.message }, { status: 500 });
    throw error;
  }
}

function Dashboard({ loaderData: d }: Route.ComponentProps) {
  // Live updates (001 section 4): what others change here appears without a reload.
  useLiveRevalidation([
    "contact_submissions",
    "client_messages",
    "subscribers",
    "contacts",
    "transactions",
    "projects",
    "project_deliverables",
    "project_tasks",
    "project_milestones",
    "bookings",
  ]);
  const periodText = PERIOD_LABELS[d.period].toLowerCase();
  return (
    <>
      <PageHeader
        title="CRM Dashboard"
        description="Welcome back! Here's what's happening with your business."
        actions={
          <>
            <PeriodSelector period={d.period} />
            <RefreshButton />
          </>
        }
      />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <MetricCard
          label="Total Subscribers"
          icon={Users}
          value={d.subscribers.total.toLocaleString("en-US")}
          growth={d.subscribers.growth}
          detail={`${d.subscribers.newInPeriod.toLocaleString("en-US")} new in the ${periodText}`}
        />
        <MetricCard
          label="Active Contacts"
          icon={Target}
          value={d.contacts.active.toLocaleString("en-US")}
          detail={`${d.contacts.new.toLocaleString("en-US")} new · ${d.contacts.inProgress.toLocaleString("en-US")} in progress`}
        />
        <MetricCard
          label={REVENUE_CARD_LABELS[d.period]}
          icon={DollarSign}
          value={formatMoney(d.revenue.total, d.currency)}
          growth={d.revenue.growth}
          detail={`income, ${periodText}`}
        />
        <MetricCard
          label="Avg Deal Size"
          icon={TrendingUp}
          value={formatMoney(d.revenue.averageDealSize, d.currency)}
          detail={countOf(d.revenue.incomeTransactions, "income transaction")}
        />
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <PrioritiesCard items={d.priorities} urgent={d.urgent} />
        <ActivityCard items={d.activity} />
      </div>
      <div className="mt-6 flex flex-col gap-6">
        <QuickLinks />
        <EngagementCard engagement={d.engagement} periodText={periodText} />
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <AdminErrorView error={error} fallback="An unexpected error occurred while loading dashboard data" />
  );
}

export default routeComponent(Dashboard);
