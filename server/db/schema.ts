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
 * Our own fixed-window counters (contact form, newsletter: server/rate-limit.ts). Not in
 * `rate_limits`: Better Auth prunes that table's rows older than its own 60 s window, which lifted
 * our 10-minute limits after a minute (issue 19).
 */
export const appRateLimits = pgTable("app_rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
});

/**
 * Failed password sign-ins per account and client address, for the per-account lock
 * (server/auth/account-limit.ts, docs/decisions/004-account-lock.md): a stranger's failures lock
 * the account for the stranger's address only, so they cannot keep the owner out.
 */
export const signInFailures = pgTable(
  "sign_in_failures",
  {
    email: text("email").notNull(),
    address: text("address").notNull().default(""),
    failures: integer("failures").notNull(),
    windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.email, t.address] })],
);

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
    /** The link's token, kept so a re-used link can say the address is already off the list. */
    unsubscribeToken: text("unsubscribe_token"),
    createdAt: createdAt(),
  },
  (t) => [
    index("unsubscribe_feedback_created_at_idx").on(t.createdAt.desc()),
    index("unsubscribe_feedback_token_idx").on(t.unsubscribeToken),
  ],
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
    // A contact's briefs (the lead seen from the CRM side).
    index("contact_submissions_contact_id_idx").on(t.contactId),
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

/** Who changed what in the back office, and when (server/audit.ts). */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    actorId: uuid("actor_id"),
    actorEmail: text("actor_email").notNull(),
    action: text("action").notNull(),
    target: text("target"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index("audit_log_created_idx").on(t.createdAt), index("audit_log_action_idx").on(t.action)],
);

/** An invitation to become an admin: only the SHA-256 of the token is kept (server/admin-users). */
export const adminInvitations = pgTable(
  "admin_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull(),
    invitedBy: uuid("invited_by").references(() => users.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("admin_invitations_token_key").on(t.tokenHash),
    index("admin_invitations_email_idx").on(t.email),
  ],
);

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
    /** Set when the transaction is a payment recorded against an invoice. */
    invoiceId: uuid("invoice_id").references(() => invoices.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    // The list's order, "date desc nulls last, id desc nulls last": deep pages walk the index
    // alone and join only the 25 rows shown.
    index("transactions_date_id_idx").on(t.date.desc(), t.id.desc()),
    index("transactions_type_date_id_idx").on(t.type, t.date.desc(), t.id.desc()),
    index("transactions_project_id_idx").on(t.projectId),
    index("transactions_contact_id_idx").on(t.contactId),
    index("transactions_status_type_date_idx").on(t.status, t.type, t.date),
    // What clients still owe, on every overview range: pending income read from the index alone.
    index("transactions_pending_income_idx")
      .on(t.date, t.amount)
      .where(sql`${t.type} = 'income' and ${t.status} = 'pending'`),
    index("transactions_invoice_id_idx").on(t.invoiceId),
    // Case-insensitive search on descriptions over 200,000 rows (issue 16).
    index("transactions_description_trgm_idx").using("gin", t.description.op("gin_trgm_ops")),
  ],
);

/**
 * Counted (not cancelled) transactions summed per calendar month, type, category and whether
 * they are recurring, kept exact by statement triggers (migration 0010, decision 008): the
 * overview reads whole months here and only the partial months at the window's ends from
 * transactions. `rows` tells an empty group (every row moved away) from a group summing to 0.
 */
export const transactionMonthlySums = pgTable(
  "transaction_monthly_sums",
  {
    month: date("month").notNull(),
    type: transactionType("type").notNull(),
    /** Null categories are stored as 'Uncategorised', as the overview shows them. */
    category: text("category").notNull(),
    recurring: boolean("recurring").notNull(),
    amount: numeric("amount").notNull(),
    rows: integer("rows").notNull(),
  },
  (t) => [primaryKey({ columns: [t.month, t.type, t.category, t.recurring] })],
);

/**
 * Counted income per client over all time (the zero UUID stands for 'no client'), for the
 * all-time top clients; kept exact by the same triggers.
 */
export const transactionClientSums = pgTable("transaction_client_sums", {
  contactKey: uuid("contact_key").primaryKey(),
  amount: numeric("amount").notNull(),
  rows: integer("rows").notNull(),
});

/* ---------------------------------------------------------------- invoices */

/** 'overdue' is not stored: it is derived from the due date (core/revenue/invoice.ts). */
export const invoiceStatus = pgEnum("invoice_status", ["draft", "sent", "partially_paid", "paid", "void"]);

/** One counter per year; invoice numbers are taken from it inside the creating transaction. */
export const invoiceNumberCounters = pgTable("invoice_number_counters", {
  year: integer("year").primaryKey(),
  last: integer("last").notNull(),
});

export const invoices = pgTable(
  "invoices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** INV-2026-0001: unique and never reused (a void invoice keeps it). */
    number: text("number").notNull(),
    contactId: uuid("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "restrict" }),
    projectId: uuid("project_id").references(() => projects.id, { onDelete: "set null" }),
    status: invoiceStatus("status").notNull().default("draft"),
    issueDate: date("issue_date").notNull(),
    dueDate: date("due_date").notNull(),
    /** Percent, such as 8.25. */
    taxRate: numeric("tax_rate", { precision: 5, scale: 2 }).notNull().default("0"),
    discount: money("discount").notNull().default("0"),
    subtotal: money("subtotal").notNull(),
    tax: money("tax").notNull(),
    total: money("total").notNull(),
    amountPaid: money("amount_paid").notNull().default("0"),
    notes: text("notes"),
    currency: text("currency").notNull().default("USD"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("invoices_number_idx").on(t.number),
    index("invoices_contact_id_idx").on(t.contactId, t.issueDate.desc()),
    index("invoices_project_id_idx").on(t.projectId),
    index("invoices_issue_date_idx").on(t.issueDate.desc(), t.id.desc()),
    index("invoices_status_due_date_idx").on(t.status, t.dueDate),
  ],
);

export const invoiceItems = pgTable(
  "invoice_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    description: text("description").notNull(),
    quantity: numeric("quantity", { precision: 12, scale: 2 }).notNull(),
    unitPrice: money("unit_price").notNull(),
    amount: money("amount").notNull(),
  },
  (t) => [index("invoice_items_invoice_id_idx").on(t.invoiceId, t.position)],
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
    createdAt: createdAt(),
  },
  // As page_views: read by a span of created_at only (no (name, created_at) index).
  (t) => [index("web_vitals_created_at_idx").on(t.createdAt)],
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
 * foreign key to subscribers: unsubscribing deletes the subscriber, its results stay.
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
