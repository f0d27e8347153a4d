import { Tabs } from "radix-ui";
import { useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { useLiveRevalidation } from "#app/hooks/use-live-revalidation.ts";
import { PageHeader } from "../page-header.tsx";
import { CampaignsTab, type CampaignsTabProps } from "./campaigns-tab.tsx";
import { ComposeForm, type ComposeSeed } from "./compose-form.tsx";
import { type TemplateRow, TemplatesTab } from "./templates-tab.tsx";

const TABS = ["campaigns", "templates", "compose"] as const;
type Tab = (typeof TABS)[number];
const LABELS: Record<Tab, string> = { campaigns: "Campaigns", templates: "Templates", compose: "Compose" };

/** The Message Center (001 section 2): three tabs whose choice lives in the URL (?tab=). */
export function MessageCenter(props: CampaignsTabProps & { templates: TemplateRow[] }) {
  useLiveRevalidation(["email_campaigns", "email_templates"]);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const tab = (TABS as readonly string[]).includes(params.get("tab") ?? "")
    ? (params.get("tab") as Tab)
    : "campaigns";
  const [seed, setSeed] = useState<ComposeSeed>({ key: 0 });

  const go = (next: Tab) => {
    const search = new URLSearchParams(params);
    search.set("tab", next);
    search.delete("campaign");
    navigate(`?${search}`, { preventScrollReset: true });
  };
  const compose = (values: Omit<ComposeSeed, "key">) => {
    setSeed((s) => ({ ...values, key: s.key + 1 }));
    go("compose");
  };

  return (
    <>
      <PageHeader title="Message Center" description="E-mail campaigns to your newsletter subscribers." />
      <Tabs.Root value={tab} onValueChange={(v) => go(v as Tab)}>
        <Tabs.List
          aria-label="Message Center"
          className="mb-6 flex gap-1 border-b border-neutral-200 dark:border-neutral-800"
        >
          {TABS.map((t) => (
            <Tabs.Trigger
              key={t}
              value={t}
              className="-mb-px border-b-2 border-transparent px-4 py-2 text-sm font-medium text-neutral-700 data-[state=active]:border-brand-600 data-[state=active]:text-neutral-950 dark:text-neutral-300 dark:data-[state=active]:text-white"
            >
              {LABELS[t]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="campaigns">
          <CampaignsTab {...props} onEdit={compose} />
        </Tabs.Content>
        <Tabs.Content value="templates">
          <TemplatesTab
            templates={props.templates}
            onUse={(t) => compose({ subject: t.subject ?? "", content: t.content ?? "", template: t.id })}
          />
        </Tabs.Content>
        <Tabs.Content value="compose">
          <ComposeForm key={seed.key} seed={seed} onDone={() => go("campaigns")} />
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}
