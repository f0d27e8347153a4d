import { desc, eq } from "drizzle-orm";
import { type Preferences, preferencesSchema, profileSchema } from "../../core/profile.ts";
import { getDb } from "../db/client.ts";
import { contacts, defaultNotificationPreferences, profiles } from "../db/schema.ts";
import type { Actor } from "./access.ts";
import { fieldErrorsOf, InputError } from "./errors.ts";

/* A user edits only their own profile: these functions take no id but the acting user's. */

/** The CRM contact linked to this account (decision 001), the latest edited when there are several. */
async function linkedContact(userId: string) {
  const [row] = await getDb()
    .select({ name: contacts.name, company: contacts.company, phone: contacts.phone })
    .from(contacts)
    .where(eq(contacts.userId, userId))
    .orderBy(desc(contacts.updatedAt))
    .limit(1);
  return row;
}

/**
 * The user's profile. A field the client never saved starts from their linked CRM contact (the
 * agency already knows 'Jordan Client' and the company), else empty; preferences default.
 */
export async function getProfile(user: Actor) {
  const [row] = await getDb().select().from(profiles).where(eq(profiles.id, user.id));
  const contact = row?.fullName && row.company && row.phone ? undefined : await linkedContact(user.id);
  return {
    email: user.email,
    fullName: row?.fullName ?? contact?.name ?? null,
    company: row?.company ?? contact?.company ?? null,
    phone: row?.phone ?? contact?.phone ?? null,
    avatarUrl: row?.avatarUrl ?? null,
    notificationPreferences: { ...defaultNotificationPreferences, ...row?.notificationPreferences },
  };
}

export type Profile = Awaited<ReturnType<typeof getProfile>>;

/** Upserts Full Name, Company and Phone (001 section 7). */
export async function updateProfile(user: Actor, raw: unknown) {
  const parsed = profileSchema.safeParse(raw);
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error.issues);
    throw new InputError(Object.values(fieldErrors)[0], fieldErrors);
  }
  const values = { ...parsed.data, updatedAt: new Date() };
  await getDb()
    .insert(profiles)
    .values({ id: user.id, ...values })
    .onConflictDoUpdate({ target: profiles.id, set: values });
  return getProfile(user);
}

/** Upserts the notification preferences (001 section 7). */
export async function updatePreferences(user: Actor, raw: unknown): Promise<Preferences> {
  const parsed = preferencesSchema.safeParse(raw);
  if (!parsed.success) throw new InputError("Invalid preferences", fieldErrorsOf(parsed.error.issues));
  const values = { notificationPreferences: parsed.data, updatedAt: new Date() };
  await getDb()
    .insert(profiles)
    .values({ id: user.id, ...values })
    .onConflictDoUpdate({ target: profiles.id, set: values });
  return parsed.data;
}
