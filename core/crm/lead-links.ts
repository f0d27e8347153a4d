import { countOf } from "../plural.ts";
/**
 * A brief from the contact form is kept twice (a submission and a CRM contact, as the
 * specification wants), linked by contact_submissions.contact_id. These are the addresses that
 * lead from one record to the other: a brief to its contact's detail view (which shows the brief
 * with the contact), a contact to the Submissions list searched by its e-mail.
 */
/** A contact's detail view, where its briefs are shown with it as one lead. */
export function contactHref(id: string): string {
  return `/admin/contacts/${id}`;
}

export function briefsOfContactHref(email: string): string {
  return `/admin/submissions?q=${encodeURIComponent(email)}`;
}

export function briefsLabel(count: number): string {
  return count === 1 ? "View brief" : `View ${countOf(count, "brief")}`;
}
