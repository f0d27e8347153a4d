import { isTimeZone } from "../../core/booking/zoned.ts";
import { todayIn } from "../../core/revenue/range.ts";
import type { Db } from "../db/client.ts";
import { getDb } from "../db/client.ts";
import { getSettings } from "../settings.ts";

const keys = [
  "siteName",
  "contactEmail",
  "contactPhone",
  "businessAddress",
  "currency",
  "timeZone",
  "invoiceDueDays",
  "invoiceNotes",
  "paymentInstructions",
  "reminderDaysBefore",
  "reminderOnDueDate",
  "reminderDaysAfter",
] as const;

function validCurrency(code: string) {
  try {
    new Intl.NumberFormat("en-US", { style: "currency", currency: code });
    return code.toUpperCase();
  } catch {
    return "USD";
  }
}

export type RevenueSettings = Awaited<ReturnType<typeof getRevenueSettings>>;

/** The agency's currency, time zone and invoice details; a bad stored value falls back safely. */
export async function getRevenueSettings(db: Db = getDb(), now = new Date()) {
  const s = await getSettings(keys, db);
  const timeZone = isTimeZone(s.timeZone) ? s.timeZone : "UTC";
  const dueDays = Number.parseInt(s.invoiceDueDays, 10);
  return {
    ...s,
    currency: validCurrency(s.currency),
    timeZone,
    invoiceDueDays: Number.isFinite(dueDays) && dueDays >= 0 && dueDays <= 365 ? dueDays : 30,
    today: todayIn(timeZone, now),
  };
}
