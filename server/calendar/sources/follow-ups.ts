import { and, gte, lt } from "drizzle-orm";
import { agencyDayOf, instantWindow } from "../../../core/calendar/rules.ts";
import { contacts } from "../../db/schema.ts";
import { type CalendarSource, iso, wants } from "../source.ts";

/** Contacts' next follow-up, on the agency's day; one whose day has passed is overdue. */
export const followUps: CalendarSource = async (range, ctx) => {
  if (!wants(ctx, "follow-up")) return [];
  const { after, before } = instantWindow(range.from, range.to);
  const rows = await ctx.db
    .select({
      id: contacts.id,
      name: contacts.name,
      company: contacts.company,
      nextFollowUp: contacts.nextFollowUp,
      updatedAt: contacts.updatedAt,
    })
    .from(contacts)
    .where(and(gte(contacts.nextFollowUp, after), lt(contacts.nextFollowUp, before)));
  return rows.flatMap((c) => {
    const day = agencyDayOf(c.nextFollowUp as Date, ctx.timeZone, { typedDay: true });
    if (day < range.from || day > range.to) return [];
    return [
      {
        id: `follow-up:${c.id}`,
        kind: "follow-up" as const,
        title: `Follow up: ${c.name}`,
        allDay: true,
        start: day,
        href: `/admin/contacts/${c.id}`,
        overdue: day < ctx.today,
        done: false,
        detail: c.company ?? undefined,
        updatedAt: iso(c.updatedAt),
      },
    ];
  });
};
