import { sql } from "drizzle-orm";
import { getDb } from "../db/client.ts";
import { rowsOf } from "../db/rows.ts";

/** The UTC day a view belongs to, as Postgres `date` text. */
export const viewDay = (now = new Date()) => now.toISOString().slice(0, 10);

/** The slug of a post's public address (`/blog/<slug>`), or null for any other path. */
export function postSlugOf(path: string): string | null {
  const match = /^\/blog\/([a-z0-9][a-z0-9-]*)$/i.exec(path);
  return match ? match[1] : null;
}

export type CollectedView = { pagePath: string; visitorId: string; createdAt?: Date | null };

/**
 * A post's views are its readers among the collected page views (server/analytics/collect.ts has
 * already left out crawlers, prefetches, admins, preview mode and, when asked, Do Not Track): once
 * per visitor and day, with the analytics' cookie-less daily visitor id. Counting here instead of
 * in the page's loader keeps the post page free of cookies and writes, so it is served from the
 * anonymous page cache like every other public page. One statement per batch; returns how many
 * views were new.
 */
export async function countPostViews(views: readonly CollectedView[]): Promise<number> {
  const reads = views.flatMap((view) => {
    const slug = postSlugOf(view.pagePath);
    return slug ? [{ slug, visitor: view.visitorId, day: viewDay(view.createdAt ?? new Date()) }] : [];
  });
  if (reads.length === 0) return 0;
  const result = await getDb().execute(sql`
    with reads as (
      select distinct p.id as post_id, r.visitor, r.day::date as day
      from jsonb_to_recordset(${JSON.stringify(reads)}::jsonb) as r(slug text, visitor text, day text)
      join blog_posts p on p.slug = r.slug and p.status = 'published'
    ), counted as (
      insert into blog_post_views (post_id, visitor_id, day)
      select post_id, visitor, day from reads
      on conflict do nothing
      returning post_id
    ), per_post as (
      update blog_posts b set views = b.views + c.n
      from (select post_id, count(*)::int as n from counted group by post_id) c
      where b.id = c.post_id
      returning c.n
    )
    select coalesce(sum(n), 0)::int as counted from per_post
  `);
  return Number(rowsOf<{ counted: number }>(result)[0]?.counted ?? 0);
}
