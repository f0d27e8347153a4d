import { CompactTable } from "#app/components/ui/compact-table.tsx";
import type { AnalyticsFigures } from "#server/analytics/report.ts";
import { FigureCard, Section } from "./figure-card.tsx";
import { n } from "./format.ts";

export function ContentTab({ f, p }: { f: AnalyticsFigures; p: AnalyticsFigures | null }) {
  const posts = f.content.posts;
  const postViews = posts.reduce((s, x) => s + x.views, 0);
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <FigureCard
          label="Post Views"
          format={n}
          current={postViews}
          previous={p?.content.posts.reduce((s, x) => s + x.views, 0)}
        />
        <FigureCard
          label="Pages per Visit"
          format={String}
          current={f.traffic.pagesPerSession}
          previous={p?.traffic.pagesPerSession}
          detail="content engagement"
        />
        <FigureCard
          label="Newsletter Sign-ups"
          format={n}
          current={f.email.subscribers.newInRange}
          previous={p?.email.subscribers.newInRange}
        />
      </div>
      <Section title="Top Posts">
        <CompactTable
          caption="The 3 most read posts"
          columns={["Post", "Views", "Readers"]}
          rows={posts.slice(0, 3).map((x) => [x.title, n(x.views), n(x.visitors)])}
          empty="No post was read in this range"
        />
      </Section>
      <div className="grid gap-6 lg:grid-cols-2">
        <Section title="Views per Post">
          <CompactTable
            caption="Views per post"
            columns={["Post", "Views"]}
            rows={posts.map((x) => [x.title, n(x.views)])}
            empty="No post was read in this range"
          />
        </Section>
        <Section title="Newsletter Sign-ups by Source">
          <CompactTable
            caption="Newsletter sign-ups per source"
            columns={["Source", "Sign-ups"]}
            rows={f.email.signups.map((s) => [s.source, n(s.count)])}
            empty="No sign-ups in this range"
          />
        </Section>
      </div>
    </div>
  );
}
