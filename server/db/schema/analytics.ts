// Page views, web vitals and their rollups.
import {
  bigint,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";

export const pageViews = pgTable(
  "page_views",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    visitorId: text("visitor_id").notNull(),
    pagePath: text("page_path").notNull(),
    referrer: text("referrer"),
    device: text("device"),
    /** direct, search, social, referral or email (core/analytics/source.ts), decided at collection. */
    source: text("source"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    /** Screen width bucket (core/analytics/device.ts), never the exact width. */
    screen: text("screen"),
    language: text("language"),
    createdAt: createdAt(),
  },
  // Every read selects a span of created_at (server/analytics/rollup-sql.ts); a (page_path,
  // created_at) index was never used and cost every beacon write and bulk load.
  (t) => [index("page_views_created_at_idx").on(t.createdAt)],
);

/**
 * The daily rotating secret of the visitor hash (server/analytics/salt.ts). Stored so that every
 * instance hashes alike; yesterday's is deleted, so a visitor cannot be followed across days.
 */
export const analyticsSalts = pgTable("analytics_salts", {
  day: date("day").primaryKey(),
  salt: text("salt").notNull(),
});

/*
 * Daily rollups of page_views and web_vitals (docs/decisions/005-analytics-rollups.md): a closed
 * UTC day is computed once from the raw rows; a write that touches a closed day drops its marker
 * in analytics_rollup_days, so the day is computed again on the next read.
 */
export const analyticsRollupDays = pgTable("analytics_rollup_days", {
  day: date("day").primaryKey(),
});

export const analyticsDailyTotals = pgTable("analytics_daily_totals", {
  day: date("day").primaryKey(),
  views: integer("views").notNull(),
  visitors: integer("visitors").notNull(),
  sessions: integer("sessions").notNull(),
  bounces: integer("bounces").notNull(),
  durationSeconds: bigint("duration_seconds", { mode: "number" }).notNull(),
});

/** One row per day and breakdown value: kind is page, entry, exit, source, device or campaign. */
export const analyticsDailyBreakdown = pgTable(
  "analytics_daily_breakdown",
  {
    day: date("day").notNull(),
    kind: text("kind").notNull(),
    key: text("key").notNull(),
    views: integer("views").notNull(),
    visitors: integer("visitors").notNull(),
  },
  // Day first: recomputing a day, building blocks and reading a range's edge days select by day,
  // and a rollup appends its days at the key's right edge (one index, no second (day, kind) one).
  (t) => [primaryKey({ columns: [t.day, t.kind, t.key] })],
);

/** Web-vitals histograms: path '' is every page together; bucket as core/analytics/vitals.ts. */
export const analyticsDailyVitals = pgTable(
  "analytics_daily_vitals",
  {
    day: date("day").notNull(),
    name: text("name").notNull(),
    path: text("path").notNull(),
    bucket: integer("bucket").notNull(),
    count: integer("count").notNull(),
  },
  // Day first, as the breakdowns: about 1.3 million rows a year are appended in (day, path) order.
  (t) => [primaryKey({ columns: [t.day, t.path, t.name, t.bucket] })],
);

/*
 * The same breakdowns and histograms summed over aligned blocks of 8 and 64 closed days
 * (server/analytics/blocks.ts), so a long range reads a few dozen units instead of a row set per
 * day. Built from the daily rollups; recomputing a day drops the markers of the blocks holding it.
 */
export const analyticsRollupBlocks = pgTable(
  "analytics_rollup_blocks",
  { start: date("start").notNull(), days: integer("days").notNull() },
  (t) => [primaryKey({ columns: [t.days, t.start] })],
);

export const analyticsBlockBreakdown = pgTable(
  "analytics_block_breakdown",
  {
    start: date("start").notNull(),
    days: integer("days").notNull(),
    kind: text("kind").notNull(),
    key: text("key").notNull(),
    views: integer("views").notNull(),
    visitors: integer("visitors").notNull(),
  },
  (t) => [primaryKey({ columns: [t.days, t.start, t.kind, t.key] })],
);

export const analyticsBlockVitals = pgTable(
  "analytics_block_vitals",
  {
    start: date("start").notNull(),
    days: integer("days").notNull(),
    name: text("name").notNull(),
    path: text("path").notNull(),
    bucket: integer("bucket").notNull(),
    count: integer("count").notNull(),
  },
  (t) => [primaryKey({ columns: [t.days, t.start, t.path, t.name, t.bucket] })],
);

export const webVitals = pgTable(
  "web_vitals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    value: doublePrecision("value").notNull(),
    rating: text("rating"),
    pagePath: text("page_path").notNull(),
    visitorId: text("visitor_id"),
    // INP only (web-vitals' attribution build, decision 026): the element that was interacted with
    // (a CSS selector) and the kind of interaction (pointer, keyboard).
    target: text("target"),
    interaction: text("interaction"),
    createdAt: createdAt(),
  },
  // As page_views: read by a span of created_at only (no (name, created_at) index).
  (t) => [index("web_vitals_created_at_idx").on(t.createdAt)],
);
