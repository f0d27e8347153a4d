import { pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { createdAt } from "./columns.ts";

/**
 * Each admin's private iCalendar feed (/calendar/feed/<token>.ics, issue 30 item 5). Only the
 * SHA-256 of the token is stored: the URL is shown once a token is made, and a copy of this table
 * (a backup, a log) does not open anyone's calendar. One row per admin; renewing replaces it,
 * revoking deletes it.
 */
export const calendarFeedTokens = pgTable("calendar_feed_tokens", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  tokenHash: text("token_hash").notNull().unique(),
  /** The token's last characters, so the screen can tell which URL is current without storing it. */
  hint: text("hint").notNull(),
  createdAt: createdAt(),
  lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
});
