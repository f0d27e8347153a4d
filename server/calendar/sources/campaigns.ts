import { and, gte, inArray, lt, or } from "drizzle-orm";
import type { CalendarItem } from "../../../core/calendar/calendar-item.ts";
import { instantWindow, itemDay } from "../../../core/calendar/rules.ts";
import { emailCampaigns } from "../../db/schema.ts";
import { type CalendarSource, iso, wants } from "../source.ts";

/**
 * E-mail campaigns at their minute: a scheduled one when it will start, a sent one (done) when it
 * went out, a sending one when it started.
 */
export const campaigns: CalendarSource = async (range, ctx) => {
  if (!wants(ctx, "campaign")) return [];
  const { after, before } = instantWindow(range.from, range.to);
  const rows = await ctx.db
    .select({
      id: emailCampaigns.id,
      name: emailCampaigns.name,
      subject: emailCampaigns.subject,
      status: emailCampaigns.status,
      scheduledFor: emailCampaigns.scheduledFor,
      sentAt: emailCampaigns.sentAt,
      startedAt: emailCampaigns.startedAt,
      updatedAt: emailCampaigns.updatedAt,
    })
    .from(emailCampaigns)
    .where(
      and(
        inArray(emailCampaigns.status, ["scheduled", "sending", "sent"]),
        or(
          and(gte(emailCampaigns.scheduledFor, after), lt(emailCampaigns.scheduledFor, before)),
          and(gte(emailCampaigns.sentAt, after), lt(emailCampaigns.sentAt, before)),
          and(gte(emailCampaigns.startedAt, after), lt(emailCampaigns.startedAt, before)),
        ),
      ),
    );
  const items: CalendarItem[] = [];
  for (const c of rows) {
    const when =
      c.status === "sent"
        ? c.sentAt
        : c.status === "sending"
          ? (c.startedAt ?? c.scheduledFor)
          : c.scheduledFor;
    if (!when) continue;
    const item: CalendarItem = {
      id: `campaign:${c.id}`,
      kind: "campaign",
      title: c.status === "sent" ? `Sent: ${c.name}` : c.name,
      allDay: false,
      start: iso(when),
      href: `/admin/messages?campaign=${c.id}`,
      overdue: false,
      done: c.status === "sent",
      detail: c.subject,
      updatedAt: iso(c.updatedAt),
    };
    const day = itemDay(item, ctx.timeZone);
    if (day >= range.from && day <= range.to) items.push(item);
  }
  return items;
};
