import { useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { Tabs } from "#app/components/ui/tabs.tsx";
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
      <Tabs
        label="Message Center"
        value={tab}
        onValueChange={(v) => go(v as Tab)}
        items={[
          {
            value: "campaigns",
            label: LABELS.campaigns,
            content: <CampaignsTab {...props} onEdit={compose} />,
          },
          {
            value: "templates",
            label: LABELS.templates,
            content: (
              <TemplatesTab
                templates={props.templates}
                onUse={(t) => compose({ subject: t.subject ?? "", content: t.content ?? "", template: t.id })}
              />
            ),
          },
          {
            value: "compose",
            label: LABELS.compose,
            content: <ComposeForm key={seed.key} seed={seed} onDone={() => go("campaigns")} />,
          },
        ]}
      />
    </>
  );
}
