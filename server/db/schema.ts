import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

// Every timestamp is timestamptz; money is numeric; ids are UUIDs (DESIGN.md).
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
const money = (name: string) => numeric(name, { precision: 14, scale: 2 });

/* ---------------------------------------------------------------- auth (Better Auth) */

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull().default(""),
    email: text("email").notNull(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    role: text("role").notNull().default("client"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("users_email_key").on(t.email)],
);

export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    token: text("token").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("sessions_token_key").on(t.token), index("sessions_user_id_idx").on(t.userId)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("accounts_user_id_idx").on(t.userId)],
);

export const verifications = pgTable(
  "verifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("verifications_identifier_idx").on(t.identifier)],
);

/** Better Auth's database-backed rate limiter, shared by every app instance. */
export const rateLimits = pgTable("rate_limits", {
  id: uuid("id").primaryKey().defaultRandom(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

/**
 * Failed password sign-ins per account, for the per-account limit (server/auth/account-limit.ts).
 * Better Auth's own limiter keys by address only and prunes rows older than its longest window.
 */
export const signInFailures = pgTable("sign_in_failures", {
  email: text("email").primaryKey(),
  failures: integer("failures").notNull(),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
});

export type NotificationPreferences = {
  email_updates: boolean;
  project_notifications: boolean;
  marketing_emails: boolean;
};
export const defaultNotificationPreferences: NotificationPreferences = {
  email_updates: true,
  project_notifications: true,
  marketing_emails: false,
};

export const profiles = pgTable("profiles", {
  id: uuid("id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  fullName: text("full_name"),
  company: text("company"),
  phone: text("phone"),
  avatarUrl: text("avatar_url"),
  notificationPreferences: jsonb("notification_preferences")
    .$type<NotificationPreferences>()
    .notNull()
    .default(defaultNotificationPreferences),
  updatedAt: updatedAt(),
});

/* ---------------------------------------------------------------- newsletter */

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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("subscribers_email_key").on(sql`lower(${t.email})`),
    uniqueIndex("subscribers_unsubscribe_token_key").on(t.unsubscribeToken),
    uniqueIndex("subscribers_confirmation_token_key").on(t.confirmationToken),
    index("subscribers_created_at_idx").on(t.createdAt.desc()),
    index("subscribers_confirmed_created_at_idx").on(t.isConfirmed, t.createdAt.desc()),
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
  subscribed: integer("subscribed").notNull().default(0),
  confirmed: integer("confirmed").notNull().default(0),
});

/** Why people left: kept after the subscriber row itself is removed. */
export const unsubscribeFeedback = pgTable(
  "unsubscribe_feedback",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    reason: text("reason"),
    feedback: text("feedback"),
    createdAt: createdAt(),
  },
  (t) => [index("unsubscribe_feedback_created_at_idx").on(t.createdAt.desc())],
);

/* ---------------------------------------------------------------- CRM */

export const contactStatus = pgEnum("contact_status", [
  "new",
  "contacted",
  "qualified",
  "proposal",
  "negotiation",
  "closed",
  "lost",
]);

export const contacts = pgTable(
  "contacts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    company: text("company"),
    position: text("position"),
    source: text("source").notNull().default("Website"),
    status: contactStatus("status").notNull().default("new"),
    value: money("value"),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    notes: text("notes"),
    lastContact: timestamp("last_contact", { withTimezone: true }),
    nextFollowUp: timestamp("next_follow_up", { withTimezone: true }),
    assignedTo: text("assigned_to"),
    score: integer("score").notNull().default(50),
    serviceInterest: text("service_interest"),
    projectDetails: text("project_details"),
    /** The portal account with this contact's e-mail, once one exists (see docs/decisions). */
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("contacts_created_at_idx").on(t.createdAt.desc()),
    index("contacts_updated_at_idx").on(t.updatedAt.desc()),
    index("contacts_status_created_at_idx").on(t.status, t.createdAt.desc()),
    index("contacts_email_idx").on(sql`lower(${t.email})`),
    index("contacts_user_id_idx").on(t.userId),
    // The admin list sorts and searches 100,000 contacts (DESIGN.md quality bar).
    index("contacts_name_idx").on(t.name),
    index("contacts_value_idx").on(t.value.desc()),
    index("contacts_score_idx").on(t.score.desc()),
    index("contacts_name_trgm_idx").using("gin", t.name.op("gin_trgm_ops")),
    index("contacts_email_trgm_idx").using("gin", t.email.op("gin_trgm_ops")),
    index("contacts_company_trgm_idx").using("gin", t.company.op("gin_trgm_ops")),
  ],
);

export const submissionStatus = pgEnum("submission_status", ["new", "in_progress", "completed", "archived"]);

export const contactSubmissions = pgTable(
  "contact_submissions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    company: text("company"),
    serviceNeeded: text("service_needed"),
    subject: text("subject"),
    projectDetails: text("project_details").notNull(),
    /** 'What would make this project a win'. */
    message: text("message"),
    budgetRange: text("budget_range"),
    status: submissionStatus("status").notNull().default("new"),
    adminNotes: text("admin_notes"),
    ipAddress: text("ip_address"),
    contactId: uuid("contact_id").references(() => contacts.id, { onDelete: "set null" }),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("contact_submissions_submitted_at_idx").on(t.submittedAt.desc()),
    index("contact_submissions_status_submitted_at_idx").on(t.status, t.submittedAt.desc()),
    index("contact_submissions_name_trgm_idx").using("gin", t.name.op("gin_trgm_ops")),
    index("contact_submissions_email_trgm_idx").using("gin", t.email.op("gin_trgm_ops")),
    index("contact_submissions_company_trgm_idx").using("gin", t.company.op("gin_trgm_ops")),
  ],
);

/* ---------------------------------------------------------------- blog */

export const postStatus = pgEnum("post_status", ["draft", "published", "archived"]);

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    excerpt: text("excerpt"),
    content: text("content").notNull(),
    author: text("author").notNull().default("Admin"),
    imageUrl: text("image_url"),
    status: postStatus("status").notNull().default("draft"),
    featured: boolean("featured").notNull().default(false),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    likes: integer("likes").notNull().default(0),
    comments: integer("comments").notNull().default(0),
    views: integer("views").notNull().default(0),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("blog_posts_slug_key").on(t.slug),
    index("blog_posts_created_at_idx").on(t.createdAt.desc()),
    index("blog_posts_status_featured_created_at_idx").on(t.status, t.featured.desc(), t.createdAt.desc()),
    index("blog_posts_tags_idx").using("gin", t.tags),
  ],
);

/** One row per post, visitor and day: the view count rises once per visitor per day. */
export const blogPostViews = pgTable(
  "blog_post_views",
  {
    postId: uuid("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    visitorId: text("visitor_id").notNull(),
    day: date("day").notNull(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.visitorId, t.day] })],
);

/* ---------------------------------------------------------------- settings */

export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").$type<string | boolean | number | null>(),
  updatedAt: updatedAt(),
});

/* ---------------------------------------------------------------- projects and portal */

export const projectStatus = pgEnum("project_status", [
  "planning",
  "in_progress",
  "review",
  "completed",
  "on_hold",
]);

export const projects = pgTable(
  "projects",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    /** The client is a CRM contact; its portal account is contacts.user_id. */
    clientId: uuid("client_id").references(() => contacts.id, { onDelete: "set null" }),
    status: projectStatus("status").notNull().default("planning"),
    value: money("value"),
    startDate: date("start_date"),
    endDate: date("end_date"),
    description: text("description"),
    serviceType: text("service_type"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("projects_client_id_created_at_idx").on(t.clientId, t.createdAt.desc()),
    index("projects_created_at_idx").on(t.createdAt.desc()),
    index("projects_status_idx").on(t.status),
  ],
);

export const projectDeliverables = pgTable(
  "project_deliverables",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    fileName: text("file_name").notNull(),
    /** An external link; null when the file is stored by us (see storageKey). */
    fileUrl: text("file_url"),
    /** Where an uploaded file lives in storage (local disk or S3). */
    storageKey: text("storage_key"),
    description: text("description"),
    fileSize: bigint("file_size", { mode: "number" }).notNull().default(0),
    fileType: text("file_type").notNull().default("application/octet-stream"),
    uploadedBy: uuid("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("project_deliverables_project_id_uploaded_at_idx").on(t.projectId, t.uploadedAt.desc()),
    index("project_deliverables_uploaded_at_idx").on(t.uploadedAt.desc()),
  ],
);

export const transactionType = pgEnum("transaction_type", ["income", "expense"]);
export const transactionStatus = pgEnum("transaction_status", ["pending", "completed", "cancelled"]);

export const transactions = pgTable(
  "transactions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    contactId: uuid("contact_id").references(() => contacts.id, { onDelete: "set null" }),
    projectId: uuid("project_id").references(() => projects.id, { onDelete: "set null" }),
    amount: money("amount").notNull(),
    type: transactionType("type").notNull(),
    category: text("category"),
    description: text("description"),
    date: date("date").notNull().defaultNow(),
    status: transactionStatus("status").notNull().default("completed"),
    createdAt: createdAt(),
  },
  (t) => [
    index("transactions_date_idx").on(t.date.desc()),
    index("transactions_type_date_idx").on(t.type, t.date.desc()),
    index("transactions_project_id_idx").on(t.projectId),
    index("transactions_contact_id_idx").on(t.contactId),
    index("transactions_status_type_date_idx").on(t.status, t.type, t.date),
  ],
);

export const clientMessages = pgTable(
  "client_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    senderId: uuid("sender_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Null means the agency's shared inbox (the 'fixed admin recipient' of the specification). */
    recipientId: uuid("recipient_id").references(() => users.id, { onDelete: "cascade" }),
    projectId: uuid("project_id").references(() => projects.id, { onDelete: "set null" }),
    content: text("content").notNull(),
    isRead: boolean("is_read").notNull().default(false),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("client_messages_sender_id_sent_at_idx").on(t.senderId, t.sentAt),
    index("client_messages_recipient_id_sent_at_idx").on(t.recipientId, t.sentAt),
    index("client_messages_unread_idx").on(t.isRead).where(sql`${t.isRead} = false`),
  ],
);

/* ---------------------------------------------------------------- analytics */

export const pageViews = pgTable(
  "page_views",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    visitorId: text("visitor_id").notNull(),
    pagePath: text("page_path").notNull(),
    referrer: text("referrer"),
    device: text("device"),
    createdAt: createdAt(),
  },
  (t) => [
    index("page_views_created_at_idx").on(t.createdAt),
    index("page_views_page_path_created_at_idx").on(t.pagePath, t.createdAt),
  ],
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
    createdAt: createdAt(),
  },
  (t) => [index("web_vitals_name_created_at_idx").on(t.name, t.createdAt)],
);

/* ---------------------------------------------------------------- e-mail */

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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("email_campaigns_created_at_idx").on(t.createdAt.desc()),
    index("email_campaigns_status_idx").on(t.status),
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

export const mailStatus = pgEnum("mail_status", ["pending", "sent", "failed"]);

/** Every outgoing e-mail is written here first and delivered by the mail worker (DESIGN.md). */
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
