import { pgTable, text } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";

/**
 * One-time links to create the first admin (server/auth/first-admin.ts): a hash of each token a
 * server printed while no admin existed. Every instance prints its own; the first one used
 * removes them all.
 */
export const setupTokens = pgTable("setup_tokens", {
  tokenHash: text("token_hash").primaryKey(),
  createdAt: createdAt(),
});
