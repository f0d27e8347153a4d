// Newsletter subscribers, their daily counts and unsubscribe feedback.
import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns.ts";

/**
 * `active` receives the newsletter once confirmed; `unsubscribed` and `bounced` are kept as a
 * record and never mailed again (docs/decisions/025-suppression-list.md).
 */
export const subscriberStatus = pgEnum("subscriber_status", ["active", "unsubscribed", "bounced"]);

export const subscribers = pgTable(
  "subscribers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    source: text("source").notNull().default("website"),
    ipAddress: text("ip_address"),
    isConfirmed: boolean("is_confirmed").notNull().default(false),
    confirmationToken: uuid("confirmation_token").notNull().defaultRandom(),
    unsubscribeToken: uuid("unsubscribe_token").notNull().defaultRandom(),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    subscribedAt: timestamp("subscribed_at", { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    status: subscriberStatus("status").notNull().default("active"),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    unsubscribeReason: text("unsubscribe_reason"),
    unsubscribeFeedback: text("unsubscribe_feedback"),
    /** The campaign whose link or List-Unsubscribe header was used, when one was. */
    unsubscribeCampaignId: uuid("unsubscribe_campaign_id"),
    bouncedAt: timestamp("bounced_at", { withTimezone: true }),
    /** The mail server's refusal, in its words. */
    bounceReason: text("bounce_reason"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("subscribers_email_key").on(sql`lower(${t.email})`),
    uniqueIndex("subscribers_unsubscribe_token_key").on(t.unsubscribeToken),
    uniqueIndex("subscribers_confirmation_token_key").on(t.confirmationToken),
    index("subscribers_created_at_idx").on(t.createdAt.desc()),
    index("subscribers_confirmed_created_at_idx").on(t.isConfirmed, t.createdAt.desc()),
    index("subscribers_status_created_at_idx").on(t.status, t.createdAt.desc()),
    // Substring search over a million addresses (admin list and top-bar search); needs pg_trgm.
    index("subscribers_email_trgm_idx").using("gin", t.email.op("gin_trgm_ops")),
  ],
);

/**
 * Subscribers per UTC day of created_at, kept exact by statement triggers on subscribers (see the
 * migration). Totals and period growth then read a few hundred rows instead of a million
 * (docs/decisions/003-subscriber-daily-counts.md).
 */
export const subscriberDailyCounts = pgTable("subscriber_daily_counts", {
  day: date("day").primaryKey(),
  /** Active subscribers (confirmed or not) who signed up that day. */
  subscribed: integer("subscribed").notNull().default(0),
  confirmed: integer("confirmed").notNull().default(0),
  /** Kept as records: signed up that day, since unsubscribed or bounced. */
  unsubscribed: integer("unsubscribed").notNull().default(0),
  bounced: integer("bounced").notNull().default(0),
});

/**
 * Addresses erased by 'Forget this person': only the SHA-256 of the lower-cased address is kept,
 * so the address stays suppressed (no campaign, no import) without being stored.
 */
export const suppressedAddresses = pgTable("suppressed_addresses", {
  emailHash: text("email_hash").primaryKey(),
  reason: text("reason").notNull(),
  createdAt: createdAt(),
});

/** Why people left: kept after the subscriber row itself is removed. */
export const unsubscribeFeedback = pgTable(
  "unsubscribe_feedback",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    reason: text("reason"),
    feedback: text("feedback"),
    /** The link's token, kept so a re-used link can say the address is already off the list. */
    unsubscribeToken: text("unsubscribe_token"),
    createdAt: createdAt(),
  },
  (t) => [
    index("unsubscribe_feedback_created_at_idx").on(t.createdAt.desc()),
    index("unsubscribe_feedback_token_idx").on(t.unsubscribeToken),
  ],
);
