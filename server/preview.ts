import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { getDb } from "./db/client.ts";
import { users } from "./db/schema.ts";
import { isDatabaseEmpty, seedDemoData } from "./db/seed/index.ts";
import type { SessionUser } from "./session.ts";
import { createVerifiedUser } from "./users.ts";

/** The demo admin that preview mode signs in for every visitor (DESIGN.md, preview mode). */
export const previewAdminEmail = "demo-admin@preview.local";

const slot = Symbol.for("agency.preview-admin");
type Slot = { [slot]?: SessionUser };

/** Prepares a preview: demo data on an empty database, and the demo admin account. */
export async function preparePreview() {
  const db = getDb();
  if (await isDatabaseEmpty(db)) await seedDemoData(db);
  let [admin] = await db.select().from(users).where(eq(users.email, previewAdminEmail));
  if (!admin) {
    await createVerifiedUser({
      email: previewAdminEmail,
      password: randomBytes(24).toString("base64url"),
      name: "Demo Admin",
      admin: true,
    });
    [admin] = await db.select().from(users).where(eq(users.email, previewAdminEmail));
  }
  (globalThis as Slot)[slot] = {
    id: admin.id,
    email: admin.email,
    name: admin.name,
    emailVerified: true,
    isAdmin: true,
  };
}

/** The demo admin, once preparePreview has run in this process. */
export function previewAdmin(): SessionUser | undefined {
  return (globalThis as Slot)[slot];
}
