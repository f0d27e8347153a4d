import { Tabs } from "radix-ui";
import { useSearchParams } from "react-router";
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
    <Tabs.Root
      value={tab}
      onValueChange={(value) => {
        const next = new URLSearchParams(params);
        if (value === "overview") next.delete("tab");
        else next.set("tab", value);
        // The tab is view state only: no reload of the figures.
        setParams(next, { replace: true, preventScrollReset: true });
      }}
    >
      <Tabs.List
        aria-label="Analytics sections"
        className="relative mb-6 flex gap-1 overflow-x-auto border-b border-neutral-200 dark:border-neutral-800"
      >
        {ANALYTICS_TABS.map((t) => (
          <Tabs.Trigger
            key={t.value}
            value={t.value}
            className="-mb-px border-b-2 border-transparent px-3 py-2 text-sm font-medium text-neutral-700 hover:text-neutral-950 focus-visible:outline-2 focus-visible:outline-brand-600 data-[state=active]:border-brand-600 data-[state=active]:text-brand-700 dark:text-neutral-300 dark:hover:text-white dark:data-[state=active]:text-brand-400"
          >
            {t.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {ANALYTICS_TABS.map(({ value, Panel }) => (
        <Tabs.Content
          key={value}
          value={value}
          className="focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <Panel f={report.current} p={report.previous} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
