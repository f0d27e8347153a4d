import { createHash } from "node:crypto";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "./db/client.ts";
import { rowsOf } from "./db/rows.ts";
import { suppressedAddresses } from "./db/schema.ts";

/*
 * The suppression list (docs/decisions/025-suppression-list.md). An unsubscribed or bounced
 * address stays a subscribers row with that status; an address someone asked to be forgotten is
 * kept only as the SHA-256 of its lower-cased form, here. Neither is ever mailed by a campaign or
 * added back by an import; subscribing again through the website's double opt-in lifts it.
 */

/** One-way: the same address always gives the same hash, and the hash never gives the address. */
export function emailHash(email: string): string {
  return createHash("sha256").update(email.trim().toLowerCase(), "utf8").digest("hex");
}

/** The same hash computed by PostgreSQL, for a column or expression holding an address. */
export function emailHashSql(email: SQL): SQL {
  return sql`encode(sha256(convert_to(lower(trim(${email})), 'UTF8')), 'hex')`;
}

export async function suppressHash(db: Db, email: string, reason: string) {
  await db
    .insert(suppressedAddresses)
    .values({ emailHash: emailHash(email), reason })
    .onConflictDoNothing();
}

/** Lifted only by the person's own confirmation of a new subscription (double opt-in). */
export async function liftSuppression(db: Db, email: string) {
  await db.execute(sql`delete from suppressed_addresses where email_hash = ${emailHash(email)}`);
}

/** The hashes of these addresses that are on the list. */
export async function suppressedAmong(db: Db, emails: readonly string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const hashes = emails.map(emailHash);
  const result = await db.execute<{ email_hash: string }>(
    sql`select email_hash from suppressed_addresses where email_hash = any(${sql`array[${sql.join(
      hashes.map((h) => sql`${h}`),
      sql`, `,
    )}]::text[]`})`,
  );
  return new Set(rowsOf<{ email_hash: string }>(result).map((r) => r.email_hash));
}
