// Campaigns, templates, deliveries, clicks and the mail outbox.
import { sql } from "drizzle-orm";
import {
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns.ts";

export type CampaignStats = {
  sent: number;
  delivered: number;
  opened: number;
  clicked: number;
  bounced: number;
  unsubscribed: number;
};
export const emptyCampaignStats: CampaignStats = {
  sent: 0,
  delivered: 0,
  opened: 0,
  clicked: 0,
  bounced: 0,
  unsubscribed: 0,
};

export const campaignStatus = pgEnum("campaign_status", ["draft", "scheduled", "sending", "sent", "failed"]);

export const emailCampaigns = pgTable(
  "email_campaigns",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    subject: text("subject").notNull(),
    content: text("content").notNull(),
    recipients: text("recipients").array().notNull().default(sql`'{}'::text[]`),
    template: text("template").notNull().default("default"),
    status: campaignStatus("status").notNull().default("draft"),
    scheduledFor: timestamp("scheduled_for", { withTimezone: true }),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    stats: jsonb("stats").$type<CampaignStats>().notNull().default(emptyCampaignStats),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** When the sender took it (sending began); the audience was resolved in that transaction. */
    startedAt: timestamp("started_at", { withTimezone: true }),
    /** A paused send keeps its queued deliveries; the sender skips it until resumed. */
    pausedAt: timestamp("paused_at", { withTimezone: true }),
    /** The links of the content as sent, in order: a click token names an index, never a URL. */
    links: text("links").array().notNull().default(sql`'{}'::text[]`),
    lastError: text("last_error"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("email_campaigns_created_at_idx").on(t.createdAt.desc()),
    index("email_campaigns_status_idx").on(t.status),
    // The calendar places a campaign by whichever of these three instants falls in its window.
    index("email_campaigns_scheduled_for_idx").on(t.scheduledFor).where(sql`${t.scheduledFor} is not null`),
    index("email_campaigns_sent_at_idx").on(t.sentAt).where(sql`${t.sentAt} is not null`),
    index("email_campaigns_started_at_idx").on(t.startedAt).where(sql`${t.startedAt} is not null`),
  ],
);

export const emailTemplates = pgTable(
  "email_templates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    category: text("category").notNull().default("General"),
    subject: text("subject"),
    content: text("content"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("email_templates_created_at_idx").on(t.createdAt.desc())],
);

export const deliveryStatus = pgEnum("delivery_status", ["queued", "sent", "bounced", "failed"]);

/**
 * One row per (campaign, subscriber): the campaign's send queue and its measured results. The
 * unique pair means a person gets a campaign at most once, whoever retries or resumes it. No
 * foreign key to subscribers: forgetting a person deletes the row, its results stay.
 */
export const campaignDeliveries = pgTable(
  "campaign_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    campaignId: uuid("campaign_id")
      .notNull()
      .references(() => emailCampaigns.id, { onDelete: "cascade" }),
    subscriberId: uuid("subscriber_id").notNull(),
    email: text("email").notNull(),
    unsubscribeToken: uuid("unsubscribe_token").notNull(),
    status: deliveryStatus("status").notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    messageId: text("message_id"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    openedFirstAt: timestamp("opened_first_at", { withTimezone: true }),
    openedLastAt: timestamp("opened_last_at", { withTimezone: true }),
    clickedAt: timestamp("clicked_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("campaign_deliveries_campaign_subscriber_key").on(t.campaignId, t.subscriberId),
    index("campaign_deliveries_queue_idx").on(t.campaignId, t.status, t.nextAttemptAt),
  ],
);

/** A click per (delivery, link): each link counts once per recipient. */
export const campaignClicks = pgTable(
  "campaign_clicks",
  {
    deliveryId: uuid("delivery_id")
      .notNull()
      .references(() => campaignDeliveries.id, { onDelete: "cascade" }),
    linkIndex: integer("link_index").notNull(),
    clickedAt: timestamp("clicked_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.deliveryId, t.linkIndex] })],
);

export const mailStatus = pgEnum("mail_status", ["pending", "sent", "failed"]);

/** Every outgoing e-mail is written here first and delivered by the mail worker (DESIGN.md). */
/** A file sent with a mail (an invoice's PDF); the bytes travel in the outbox row, base64. */
export type MailAttachment = { filename: string; contentType: string; contentBase64: string };
/**
 * An iCalendar invitation (RFC 5546): sent as the text/calendar alternative mail clients show as
 * an invitation with its buttons (Gmail, Outlook), and as an .ics attachment.
 */
export type CalendarInvite = { method: "REQUEST" | "CANCEL" | "PUBLISH"; content: string; filename?: string };

export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").notNull(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
    attachments: jsonb("attachments").$type<MailAttachment[]>().notNull().default([]),
    calendarInvite: jsonb("calendar_invite").$type<CalendarInvite>(),
    status: mailStatus("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    messageId: text("message_id"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("mail_outbox_due_idx").on(t.status, t.nextAttemptAt)],
);
