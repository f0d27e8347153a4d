/* The database schema, one module per domain under ./schema/. Import tables from here. */

export * from "./schema/analytics.ts";
export * from "./schema/approvals.ts";
export * from "./schema/auth.ts";
export * from "./schema/blog.ts";
export * from "./schema/booking.ts";
export * from "./schema/calendar.ts";
export * from "./schema/crm.ts";
export * from "./schema/email.ts";
export * from "./schema/newsletter.ts";
export * from "./schema/projects.ts";
export * from "./schema/revenue.ts";
export * from "./schema/settings.ts";
export * from "./schema/setup.ts";
