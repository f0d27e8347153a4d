import { Inbox, Users } from "lucide-react";
import { useState } from "react";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { type Column, DataTable, type SortDirection } from "#app/components/ui/data-table.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { ErrorState } from "#app/components/ui/error-state.tsx";
import { Pager } from "#app/components/ui/pager.tsx";
import { SearchBox } from "#app/components/ui/search-box.tsx";
import { StatCard } from "#app/components/ui/stat-card.tsx";
import { StatusBadge } from "#app/components/ui/status-badge.tsx";
import { LinkTabs, Tabs } from "#app/components/ui/tabs.tsx";
import { STATUS_TONES, type StatusEntity } from "#core/status-tones.ts";
import { KitSection } from "./kit-section.tsx";

type Row = { id: string; name: string; status: string };
const rows: Row[] = [
  { id: "1", name: "Ada Lovelace", status: "qualified" },
  { id: "2", name: "Grace Hopper", status: "closed" },
];
const columns: Column<Row>[] = [
  { id: "name", header: "Name", cell: (r) => r.name, sortKey: "name", primary: true },
  {
    id: "status",
    header: "Status",
    cell: (r) => <StatusBadge entity="contact" status={r.status} />,
    sortKey: "status",
  },
];

/** Cards, badges, tables, navigation and page states. */
export function KitData({ q }: { q: string }) {
  const [sort, setSort] = useState<{ key: string; direction: SortDirection }>({
    key: "name",
    direction: "asc",
  });
  const sorted = [...rows].sort((a, b) => {
    const order = String(a[sort.key as keyof Row]).localeCompare(String(b[sort.key as keyof Row]));
    return sort.direction === "asc" ? order : -order;
  });
  return (
    <>
      <KitSection
        title="Card and StatCard"
        usage="Card + CardHeader/CardTitle/CardContent. StatCard: label, value, delta (% by default; up green, down red, spoken text), icon, hint."
      >
        <Card className="w-full sm:w-64">
          <CardHeader>
            <CardTitle as="h3">Card title</CardTitle>
          </CardHeader>
          <CardContent>Card content.</CardContent>
        </Card>
        <StatCard
          className="w-full sm:w-56"
          label="Revenue"
          value="$12,400"
          delta={12.5}
          icon={<Users className="size-5" />}
        />
        <StatCard className="w-full sm:w-56" label="Open rate" value="41%" delta={-3} hint="Last 30 days" />
      </KitSection>
      <KitSection
        title="Badge and StatusBadge"
        usage="Badge tone: neutral | brand | success | warning | danger | info. StatusBadge entity + status reads label and tone from core/status-tones.ts."
      >
        {(["neutral", "brand", "success", "warning", "danger", "info"] as const).map((tone) => (
          <Badge key={tone} tone={tone}>
            {tone}
          </Badge>
        ))}
        {(Object.keys(STATUS_TONES) as StatusEntity[]).map((entity) => (
          <div key={entity} className="flex w-full flex-wrap items-center gap-2">
            <span className="w-24 text-sm font-medium">{entity}</span>
            {Object.keys(STATUS_TONES[entity]).map((status) => (
              <StatusBadge key={status} entity={entity} status={status} />
            ))}
          </div>
        ))}
      </KitSection>
      <KitSection
        title="DataTable"
        usage="columns (header, cell, sortKey, primary), rows, rowKey, sort (hrefFor links or onSort), empty, loading. Scrolls inside itself on a phone."
      >
        <div className="w-full space-y-4">
          <DataTable
            label="Example contacts"
            columns={columns}
            rows={sorted}
            rowKey={(r) => r.id}
            sort={{ ...sort, onSort: (key, direction) => setSort({ key, direction }) }}
          />
          <DataTable
            label="Empty example"
            columns={columns}
            rows={[]}
            rowKey={(r) => r.id}
            empty="No contacts yet."
          />
          <DataTable label="Loading example" columns={columns} rows={[]} rowKey={(r) => r.id} loading />
        </div>
      </KitSection>
      <KitSection
        title="SearchBox and Pager"
        usage="SearchBox: a GET form (id, label, q, keep, hint, debounceMs). Pager: page, pageCount; its links keep the other search parameters."
      >
        <div className="w-full">
          <SearchBox id="kit-search" label="Search contacts" q={q} placeholder="Name or email" />
          <Pager page={2} pageCount={5} />
        </div>
      </KitSection>
      <KitSection
        title="Tabs and LinkTabs"
        usage="Tabs: label, items (value, label, content), Radix keyboard. LinkTabs: label, items (to, label) for tabs kept in the URL."
      >
        <div className="w-full space-y-4">
          <Tabs
            label="Example tabs"
            items={[
              { value: "one", label: "Overview", content: <p className="text-sm">Overview panel.</p> },
              { value: "two", label: "Details", content: <p className="text-sm">Details panel.</p> },
            ]}
          />
          <LinkTabs
            label="Example link tabs"
            items={[
              { to: "/admin/kit", label: "Kit" },
              { to: "/admin", label: "Dashboard" },
            ]}
          />
        </div>
      </KitSection>
      <KitSection
        title="EmptyState and ErrorState"
        usage="EmptyState: icon, title, text, action. ErrorState: title, message, Try Again (onRetry or reloads the page data)."
      >
        <EmptyState
          className="w-full"
          headingLevel="h3"
          icon={<Inbox />}
          title="No messages yet"
          text="Messages appear here."
          action={<Button variant="secondary">Compose</Button>}
        />
        <div className="w-full">
          <ErrorState message="Failed to fetch example data" />
        </div>
      </KitSection>
    </>
  );
}
