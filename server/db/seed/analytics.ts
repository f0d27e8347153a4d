import { classifySource } from "../../../core/analytics/source.ts";
import type { Db } from "../client.ts";
import { pageViews, webVitals } from "../schema.ts";
import {
  DALLAS_UTC_OFFSET_HOURS,
  DEVICES,
  HOUR_WEIGHTS,
  PAGES,
  REFERRERS,
  VISIT_LENGTH,
  VITALS,
  WEEKDAY_FACTOR,
} from "./analytics-traffic.ts";
import type { PublishedPost } from "./blog.ts";
import { addMinutes, daysAgo } from "./dates.ts";
import type { Random } from "./random.ts";

const DAYS = 90;
const VISITS_PER_DAY = 45;
const BATCH = 1000;

type View = typeof pageViews.$inferInsert & { createdAt: Date };
type Visitor = { id: string; device: string };

/** Busier on weekdays, growing over the 90 days, with bumps after posts and newsletters. */
function visitsOn(rand: Random, day: Date, daysBack: number, busyDays: Set<number>) {
  const growth = 0.8 + 0.4 * (1 - daysBack / DAYS);
  const bump = busyDays.has(daysBack) ? 1.4 : 1;
  return Math.round(VISITS_PER_DAY * WEEKDAY_FACTOR[day.getUTCDay()] * growth * bump * rand.float(0.8, 1.2));
}

function pagesAt(time: Date, posts: PublishedPost[]) {
  const pages = [...PAGES];
  for (const post of posts) {
    if (post.archived || post.publishedAt > time) continue;
    // A new post draws most of its readers in its first week.
    const fresh = time.getTime() - post.publishedAt.getTime() < 7 * 86_400_000;
    pages.push([`/blog/${post.slug}`, fresh ? 8 : 2]);
  }
  return pages;
}

/** Page views of the last 90 days, visitors coming back, and a few web-vitals samples. */
export async function seedAnalytics(
  db: Db,
  rand: Random,
  now: Date,
  posts: PublishedPost[],
  busyDays: number[],
) {
  const busy = new Set(busyDays.flatMap((d) => [d, d - 1]));
  const visitors: Visitor[] = [];
  const views: View[] = [];
  for (let back = DAYS - 1; back >= 0; back--) {
    const midnight = daysAgo(now, back, 0, 0);
    for (let v = visitsOn(rand, midnight, back, busy); v > 0; v--) {
      const hour = rand.weighted(HOUR_WEIGHTS) + DALLAS_UTC_OFFSET_HOURS;
      let time = addMinutes(midnight, hour * 60 + rand.int(0, 59));
      if (time > now) continue;
      const returning = visitors.length > 0 && rand.chance(0.35);
      const visitor = returning ? rand.pick(visitors) : { id: rand.uuid(), device: rand.weighted(DEVICES) };
      if (!returning) visitors.push(visitor);
      const referrer = rand.weighted(REFERRERS);
      const length = rand.weighted(VISIT_LENGTH);
      for (let p = 0; p < length && time <= now; p++) {
        const pagePath = rand.weighted(pagesAt(time, posts));
        // Only the landing view carries the outside referrer; later ones are in-site navigation.
        const { id: visitorId, device } = visitor;
        const from = p === 0 ? referrer : null;
        // The source is decided at collection (server/analytics/collect.ts): the seed decides it alike.
        const source = classifySource({ referrer: from });
        views.push({ visitorId, pagePath, referrer: from, source, device, createdAt: time });
        time = addMinutes(time, rand.float(0.3, 4));
      }
    }
  }
  for (let i = 0; i < views.length; i += BATCH) await db.insert(pageViews).values(views.slice(i, i + BATCH));
  const vitals = buildVitals(rand, now, views);
  await db.insert(webVitals).values(vitals);
  const byPath = new Map<string, number>();
  for (const view of views) byPath.set(view.pagePath, (byPath.get(view.pagePath) ?? 0) + 1);
  return { pageViews: views.length, webVitals: vitals.length, viewsByPath: byPath };
}

/** Core Web Vitals for a sample of recent landing views, rated with the specification's thresholds. */
function buildVitals(rand: Random, now: Date, views: View[]) {
  const recent = views.filter((view) => now.getTime() - view.createdAt.getTime() < 30 * 86_400_000);
  return rand.sample(recent, 12).flatMap(({ pagePath, visitorId, createdAt }) =>
    VITALS.map(({ name, good, poor, range }) => {
      const raw = rand.float(range[0], range[1]);
      const value = name === "CLS" ? Number(raw.toFixed(3)) : Math.round(raw);
      const rating = value <= good ? "good" : value <= poor ? "needs-improvement" : "poor";
      return { name, value, rating, pagePath, visitorId, createdAt };
    }),
  );
}
