import { inArray } from "drizzle-orm";
import type { Db } from "./db/client.ts";
import { appSettings } from "./db/schema.ts";
import { getEnv } from "./env.ts";

/* The few app_settings the contact form and newsletter need (001 section 3). Booleans are stored
   as true/false or the text 'true'; a key never saved keeps its default. */

const keys = ["contactEmail", "notificationEmail", "notifyNewContact", "notifyNewSubscriber"] as const;

function flag(value: unknown, fallback: boolean) {
  if (typeof value === "boolean") return value;
  if (typeof value === "string") return value.trim().toLowerCase() === "true";
  return fallback;
}

function text(value: unknown) {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}

export type AgencyMailSettings = {
  /** The public address visitors may write to. */
  contactEmail: string | null;
  /** Where the agency wants notifications: notificationEmail, else contactEmail, else an owner. */
  notificationEmail: string | null;
  notifyNewContact: boolean;
  notifyNewSubscriber: boolean;
};

export async function getAgencyMailSettings(db: Db): Promise<AgencyMailSettings> {
  const rows = await db
    .select()
    .from(appSettings)
    .where(inArray(appSettings.key, [...keys]));
  const stored = Object.fromEntries(rows.map((row) => [row.key, row.value]));
  const contactEmail = text(stored.contactEmail);
  return {
    contactEmail,
    notificationEmail: text(stored.notificationEmail) ?? contactEmail ?? getEnv().ADMIN_EMAILS[0] ?? null,
    notifyNewContact: flag(stored.notifyNewContact, true),
    notifyNewSubscriber: flag(stored.notifyNewSubscriber, true),
  };
}
