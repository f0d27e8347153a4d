import { countOf } from "./plural.ts";
import { truncate } from "./text.ts";

/** What the top bar's bell lists: new submissions and unread client messages, each linking to it. */
export type WaitingItem = {
  id: string;
  kind: "submission" | "message";
  title: string;
  detail: string;
  at: string;
  href: string;
};
export type WaitingList = { submissions: WaitingItem[]; messages: WaitingItem[] };

/** How many of each kind the bell lists; the links below them open the whole lists. */
export const WAITING_LIMIT = 8;
const DETAIL_LIMIT = 80;

/** A new submission: the list searched by its sender, scrolled to its card. */
export function submissionWaiting(s: {
  id: string;
  name: string;
  email: string;
  subject: string | null;
  projectDetails: string;
  at: Date;
}): WaitingItem {
  return {
    id: s.id,
    kind: "submission",
    title: `New submission: ${s.name}`,
    detail: truncate(s.subject || s.projectDetails, DETAIL_LIMIT),
    at: s.at.toISOString(),
    href: `/admin/submissions?q=${encodeURIComponent(s.email)}#sub-${s.id}`,
  };
}

/** A client's unread messages: their conversation. */
export function conversationWaiting(c: {
  clientId: string;
  name: string;
  unread: number;
  lastContent: string;
  at: Date;
}): WaitingItem {
  return {
    id: c.clientId,
    kind: "message",
    title: `${countOf(c.unread, "message")} from ${c.name}`,
    detail: truncate(c.lastContent, DETAIL_LIMIT),
    at: c.at.toISOString(),
    href: `/admin/client-portal?tab=messages&client=${c.clientId}`,
  };
}
