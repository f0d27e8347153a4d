import "./zod-jitless.ts";
import { z } from "zod";
import { fromSearchParams, pageNumber, searchTerm } from "./list-query.ts";

export const SUBSCRIBER_FILTERS = ["all", "confirmed", "unconfirmed", "unsubscribed", "bounced"] as const;
export type SubscriberFilter = (typeof SUBSCRIBER_FILTERS)[number];
export const SUBSCRIBER_FILTER_LABELS: Record<SubscriberFilter, string> = {
  all: "All",
  confirmed: "Confirmed",
  unconfirmed: "Unconfirmed",
  unsubscribed: "Unsubscribed",
  bounced: "Bounced",
};

/** The one status a row shows: active rows by confirmation, the kept records by what happened. */
export type SubscriberDisplayStatus = Exclude<SubscriberFilter, "all">;
export function subscriberDisplayStatus(row: {
  status: "active" | "unsubscribed" | "bounced";
  isConfirmed: boolean;
}): SubscriberDisplayStatus {
  if (row.status !== "active") return row.status;
  return row.isConfirmed ? "confirmed" : "unconfirmed";
}

export const SUBSCRIBERS_PAGE_SIZE = 50;

/**
 * A position in the newest-first list: the created_at and id of a row. Keyset pages stay fast at
 * any depth of a million rows, where an OFFSET would walk every row before the page.
 */
export type SubscriberCursor = { createdAt: string; id: string };

export function encodeCursor(cursor: SubscriberCursor): string {
  return `${cursor.createdAt}_${cursor.id}`;
}

export function decodeCursor(text: string | undefined | null): SubscriberCursor | null {
  const match =
    /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?Z)_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i.exec(
      text ?? "",
    );
  if (!match) return null;
  // A well-formed but impossible date (Feb 30) would otherwise reach the database.
  const time = Date.parse(match[1]);
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 19) !== match[1].slice(0, 19)) return null;
  return { createdAt: match[1], id: match[2].toLowerCase() };
}

export const subscriberListQuerySchema = z.object({
  q: searchTerm,
  filter: z.enum(SUBSCRIBER_FILTERS).catch("all").default("all"),
  /** Rows older than this cursor (the next page)... */
  after: z.string().optional().catch(undefined),
  /** ...or rows newer than this cursor (the previous page). */
  before: z.string().optional().catch(undefined),
  /** The page number: shown in the range ('Showing 51-100 of ...'), and opened by OFFSET when
      no cursor comes with it (a link to ?page=3). */
  page: pageNumber,
});
export type SubscriberListQuery = {
  q: string;
  filter: SubscriberFilter;
  after: SubscriberCursor | null;
  before: SubscriberCursor | null;
  page: number;
};

export function parseSubscriberListQuery(params: URLSearchParams): SubscriberListQuery {
  const raw = subscriberListQuerySchema.parse(fromSearchParams(params));
  const after = decodeCursor(raw.after);
  return {
    q: raw.q,
    filter: raw.filter,
    after,
    before: after ? null : decodeCursor(raw.before),
    page: raw.page,
  };
}
