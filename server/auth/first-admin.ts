import { createHash, randomBytes } from "node:crypto";
import { eq, inArray, or, sql } from "drizzle-orm";
import { SETUP_USED_MESSAGE } from "#core/first-admin-schema.ts";
import { type Db, getDb } from "../db/client.ts";
import { setupTokens, users } from "../db/schema.ts";
import { getEnv } from "../env.ts";
import { createVerifiedUser } from "../users.ts";

/*
 * The first admin without a terminal (as Ghost and Plausible do it): while no admin exists, the
 * server prints a one-time setup link when it starts. Its token is random and only its hash is
 * stored, so a stranger who reaches the site first cannot claim the back office; it stays valid
 * until used (or until an admin exists some other way). `npm run user:create` stays for scripts.
 */

export const SETUP_PATH = "/setup";

const hash = (token: string) => createHash("sha256").update(token).digest("hex");
const tokenShape = /^[A-Za-z0-9_-]{43}$/;

/* Once an admin exists, one stays: the check then costs nothing. */
let adminKnown = false;

/** Whether any account is an admin: by its role, or by an owner e-mail of ADMIN_EMAILS. */
export async function adminExists(db: Db = getDb()): Promise<boolean> {
  if (adminKnown) return true;
  const env = getEnv();
  // Preview mode signs every visitor in as the demo admin.
  if (env.PREVIEW_MODE) return true;
  const owners = env.ADMIN_EMAILS;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      owners.length
        ? or(eq(users.role, "admin"), inArray(sql`lower(${users.email})`, owners))
        : eq(users.role, "admin"),
    )
    .limit(1);
  adminKnown = Boolean(row);
  return adminKnown;
}

/** For tests: forget that an admin was seen. */
export function forgetAdminSeen() {
  adminKnown = false;
}

/**
 * At start: while no admin exists, stores a new token's hash and returns the link to print;
 * otherwise removes any tokens left and returns null.
 */
export async function prepareFirstAdminLink(baseUrl: string, db: Db = getDb()): Promise<string | null> {
  if (await adminExists(db)) {
    await db.delete(setupTokens);
    return null;
  }
  const token = randomBytes(32).toString("base64url");
  await db.insert(setupTokens).values({ tokenHash: hash(token) });
  return `${baseUrl.replace(/\/$/, "")}${SETUP_PATH}/${token}`;
}

/** The lines the server prints (server/start-server.ts). */
export function firstAdminNotice(link: string): string {
  return [
    "",
    "No admin account yet. Create the owner account with this one-time link:",
    `  ${link}`,
    "(It works once. Anyone who has it can claim the back office: keep it to yourself.)",
    "",
  ].join("\n");
}

/** Whether a setup link's token may still create the first admin. */
export async function setupTokenValid(token: string, db: Db = getDb()): Promise<boolean> {
  if (!tokenShape.test(token) || (await adminExists(db))) return false;
  const [row] = await db
    .select({ tokenHash: setupTokens.tokenHash })
    .from(setupTokens)
    .where(eq(setupTokens.tokenHash, hash(token)));
  return Boolean(row);
}

export class SetupRefused extends Error {}

/**
 * Uses the link: creates the verified owner account, an admin. One statement removes every
 * token, and only if this one is among them, so two people cannot both succeed.
 */
export async function createFirstAdmin(
  token: string,
  input: { email: string; password: string; name?: string },
  db: Db = getDb(),
) {
  if (!(await setupTokenValid(token, db))) throw new SetupRefused(SETUP_USED_MESSAGE);
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email));
  if (taken) throw new SetupRefused("An account with this email already exists.");
  const used = await db
    .delete(setupTokens)
    .where(sql`exists (select 1 from ${setupTokens} where ${setupTokens.tokenHash} = ${hash(token)})`)
    .returning({ tokenHash: setupTokens.tokenHash });
  if (!used.some((row) => row.tokenHash === hash(token))) throw new SetupRefused(SETUP_USED_MESSAGE);
  try {
    const user = await createVerifiedUser({ ...input, admin: true });
    adminKnown = true;
    return user;
  } catch (error) {
    // Nothing was created: the links printed stay usable.
    await db.insert(setupTokens).values(used).onConflictDoNothing();
    throw error;
  }
}
