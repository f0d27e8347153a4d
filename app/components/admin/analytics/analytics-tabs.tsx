import { useSearchParams } from "react-router";
import { Tabs } from "#app/components/ui/tabs.tsx";
import type { AnalyticsReport } from "#server/analytics/report.ts";
import { ContentTab } from "./content-tab.tsx";
import { EmailTab } from "./email-tab.tsx";
import { OverviewTab } from "./overview-tab.tsx";
import { RevenueTab } from "./revenue-tab.tsx";
import { WebsiteTab } from "./website-tab.tsx";

export const ANALYTICS_TABS = [
  { value: "overview", label: "Overview", Panel: OverviewTab },
  { value: "website", label: "Website", Panel: WebsiteTab },
  { value: "email", label: "Email", Panel: EmailTab },
  { value: "revenue", label: "Revenue", Panel: RevenueTab },
  { value: "content", label: "Content", Panel: ContentTab },
] as const;

/** The five tabs (001 section 2); the chosen one is kept in ?tab= so Refresh and links keep it. */
export function AnalyticsTabs({ report }: { report: AnalyticsReport }) {
  const [params, setParams] = useSearchParams();
  const tab = ANALYTICS_TABS.some((t) => t.value === params.get("tab")) ? params.get("tab")! : "overview";
  return (
    <Tabs
      label="Analytics sections"
      value={tab}
      onValueChange={(value) => {
        const next = new URLSearchParams(params);
        if (value === "overview") next.delete("tab");
        else next.set("tab", value);
        // The tab is view state only: no reload of the figures.
        setParams(next, { replace: true, preventScrollReset: true });
      }}
      items={ANALYTICS_TABS.map(({ value, label, Panel }) => ({
        value,
        label,
        content: <Panel f={report.current} p={report.previous} />,
      }))}
    />
  );
}
