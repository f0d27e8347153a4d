import { type SQL, sql } from "drizzle-orm";

/*
 * What a backup leaves out (issue 35): whatever is valid only for a moment and lets its holder act
 * as someone. A restored database works without it; everyone signs in again.
 */

/** Tables left out whole: sessions (live for days), verification and reset tokens, the counters
 *  of rate limits and failed sign-ins, the first admin's setup links (a standing offer of admin
 *  rights; a restored server without an admin prints a new one). */
export const LEFT_OUT_TABLES: ReadonlySet<string> = new Set([
  "sessions",
  "setup_tokens",
  "verifications",
  "rate_limits",
  "app_rate_limits",
  "sign_in_failures",
]);

/** Mails whose text carries a link that signs someone in or grants a right while it is valid. */
export const TOKEN_MAIL_KINDS = ["password-reset", "signup-confirmation", "admin-invitation"] as const;

type RowRule = {
  /** Only the rows this condition keeps are written. */
  keep?: SQL;
  /** Columns written as null: tokens of another service held in a row that must stay. */
  blank?: readonly string[];
};

/** Tables kept in part. */
export const ROW_RULES: Readonly<Record<string, RowRule>> = {
  // An invitation not yet accepted is a standing offer of admin rights.
  admin_invitations: { keep: sql`accepted_at is not null` },
  mail_outbox: {
    keep: sql`kind not in (${sql.join(
      TOKEN_MAIL_KINDS.map((kind) => sql`${kind}`),
      sql`, `,
    )})`,
  },
  // The link between a Google account and its user stays; Google's own tokens do not.
  accounts: {
    blank: [
      "access_token",
      "refresh_token",
      "id_token",
      "access_token_expires_at",
      "refresh_token_expires_at",
    ],
  },
};

/** The SELECT of one table's rows as one JSON array, with its rule applied. */
export function tableRowsQuery(table: string): SQL {
  const rule = ROW_RULES[table];
  const blanked = rule?.blank?.length
    ? sql`to_jsonb(t) || jsonb_build_object(${sql.join(
        rule.blank.map((column) => sql`${column}::text, null`),
        sql`, `,
      )})`
    : sql`to_jsonb(t)`;
  const where = rule?.keep ? sql` where ${rule.keep}` : sql``;
  return sql`select coalesce(jsonb_agg(${blanked}), '[]'::jsonb) as rows from ${sql.identifier(table)} t${where}`;
}
