import { isTimeZone } from "../core/booking/zoned.ts";
import { todayIn } from "../core/revenue/range.ts";
import { coerceSetting } from "../core/settings-defaults.ts";
import type { Db } from "./db/client.ts";
import { getSettings, readStoredSettings } from "./settings.ts";

/* Where the agency hears of what arrives (001 section 3, Notifications tab): the one rule for the
   contact form's notice and for notifyAgency's. With `db` (the caller's transaction) read from it,
   so a notice follows the settings of the moment it is queued; without, from the settings held in
   memory. */

const keys = [
  "contactEmail",
  "notificationEmail",
  "notifyNewContact",
  "notifyNewSubscriber",
  "notifyNewProject",
] as const;

export type AgencyMailSettings = {
  /** The public address visitors may write to (its default until an admin saves one). */
  contactEmail: string;
  /** Where notifications go: the saved notificationEmail, else contactEmail. */
  notificationEmail: string;
  notifyNewContact: boolean;
  notifyNewSubscriber: boolean;
  notifyNewProject: boolean;
};

export async function getAgencyMailSettings(db?: Db): Promise<AgencyMailSettings> {
  const stored = await readStoredSettings(keys, db);
  const contactEmail = coerceSetting("contactEmail", stored.get("contactEmail"));
  const notificationEmail = stored.get("notificationEmail");
  return {
    contactEmail,
    notificationEmail:
      typeof notificationEmail === "string" && notificationEmail.trim() !== ""
        ? notificationEmail.trim()
        : contactEmail,
    notifyNewContact: coerceSetting("notifyNewContact", stored.get("notifyNewContact")),
    notifyNewSubscriber: coerceSetting("notifyNewSubscriber", stored.get("notifyNewSubscriber")),
    notifyNewProject: coerceSetting("notifyNewProject", stored.get("notifyNewProject")),
  };
}

/** The agency's time zone (the timeZone setting): the one reading of it; a bad value is UTC. */
export async function agencyTimeZone(db?: Db): Promise<string> {
  const { timeZone } = await getSettings(["timeZone"], db);
  return isTimeZone(timeZone) ? timeZone : "UTC";
}

/** The agency's day today (YYYY-MM-DD) in its time zone, as the revenue screens count days. */
export async function agencyToday(db?: Db, now = new Date()): Promise<string> {
  return todayIn(await agencyTimeZone(db), now);
}
