import { desc, ilike, or, sql } from "drizzle-orm";
import {
  ADMIN_SEARCH_LIMIT,
  ADMIN_SEARCH_MIN,
  type AdminSearchResults,
  likePattern,
  normaliseSearch,
  SUBSCRIBER_SEARCH_MIN,
} from "../core/admin-search.ts";
import { contactStatusLabel } from "../core/crm/contact-status.ts";
import { SUBMISSION_STATUS_LABELS } from "../core/crm/submission-status.ts";
import { assertAdmin } from "./admin-access.ts";
import { getDb } from "./db/client.ts";
import {
  blogPosts,
  clientMessages,
  contactSubmissions,
  contacts,
  projectDeliverables,
  projects,
  subscribers,
} from "./db/schema.ts";
import type { SessionUser } from "./session.ts";
import { submissionMatches } from "./submissions.ts";

const link = (path: string, q: string) => `${path}?q=${encodeURIComponent(q)}`;
/** Client Portal Management's tab, searched for the hit. */
const portalLink = (tab: string, q: string) => `/admin/client-portal?tab=${tab}&q=${encodeURIComponent(q)}`;
const excerpt = (text: string) => (text.length > 60 ? `${text.slice(0, 59)}…` : text);

/** The top bar's search: a few newest matches of each kind, each linking to its filtered list. */
export async function searchAdmin(actor: SessionUser, rawQuery: string): Promise<AdminSearchResults> {
  assertAdmin(actor);
  const q = normaliseSearch(rawQuery);
  const empty: AdminSearchResults = {
    q,
    contacts: [],
    submissions: [],
    subscribers: [],
    posts: [],
    projects: [],
    deliverables: [],
    messages: [],
  };
  if (q.length < ADMIN_SEARCH_MIN) return empty;
  const db = getDb();
  const p = likePattern(q);
  const [crm, forms, subs, posts, work, files, notes] = await Promise.all([
    db
      .select({ id: contacts.id, name: contacts.name, email: contacts.email, status: contacts.status })
      .from(contacts)
      .where(or(ilike(contacts.name, p), ilike(contacts.email, p), ilike(contacts.company, p)))
      .orderBy(sql`${contacts.createdAt} desc nulls last`)
      .limit(ADMIN_SEARCH_LIMIT),
    db
      .select({
        id: contactSubmissions.id,
        name: contactSubmissions.name,
        email: contactSubmissions.email,
        subject: contactSubmissions.subject,
        status: contactSubmissions.status,
      })
      .from(contactSubmissions)
      .where(submissionMatches(p))
      .orderBy(sql`${contactSubmissions.submittedAt} desc nulls last`)
      .limit(ADMIN_SEARCH_LIMIT),
    q.length < SUBSCRIBER_SEARCH_MIN
      ? Promise.resolve([])
      : db
          .select({ id: subscribers.id, email: subscribers.email, isConfirmed: subscribers.isConfirmed })
          .from(subscribers)
          .where(ilike(subscribers.email, p))
          .orderBy(sql`${subscribers.createdAt} desc nulls last`)
          .limit(ADMIN_SEARCH_LIMIT),
    db
      .select({ id: blogPosts.id, title: blogPosts.title, status: blogPosts.status, slug: blogPosts.slug })
      .from(blogPosts)
      .where(or(ilike(blogPosts.title, p), ilike(blogPosts.author, p)))
      .orderBy(desc(blogPosts.createdAt))
      .limit(ADMIN_SEARCH_LIMIT),
    db
      .select({ id: projects.id, name: projects.name, status: projects.status, client: contacts.name })
      .from(projects)
      .leftJoin(contacts, sql`${contacts.id} = ${projects.clientId}`)
      .where(or(ilike(projects.name, p), ilike(projects.serviceType, p), ilike(contacts.name, p)))
      .orderBy(desc(projects.createdAt))
      .limit(ADMIN_SEARCH_LIMIT),
    db
      .select({ id: projectDeliverables.id, name: projectDeliverables.fileName, project: projects.name })
      .from(projectDeliverables)
      .leftJoin(projects, sql`${projects.id} = ${projectDeliverables.projectId}`)
      .where(or(ilike(projectDeliverables.fileName, p), ilike(projectDeliverables.description, p)))
      .orderBy(desc(projectDeliverables.uploadedAt))
      .limit(ADMIN_SEARCH_LIMIT),
    db
      .select({ id: clientMessages.id, content: clientMessages.content, sentAt: clientMessages.sentAt })
      .from(clientMessages)
      .where(ilike(clientMessages.content, p))
      .orderBy(desc(clientMessages.sentAt))
      .limit(ADMIN_SEARCH_LIMIT),
  ]);
  return {
    q,
    contacts: crm.map((c) => ({
      id: c.id,
      title: c.name,
      detail: `${c.email} · ${contactStatusLabel(c.status)}`,
      href: link("/admin/contacts", c.email),
    })),
    submissions: forms.map((s) => ({
      id: s.id,
      title: s.name,
      detail: [s.subject, s.email, SUBMISSION_STATUS_LABELS[s.status]].filter(Boolean).join(" · "),
      href: link("/admin/submissions", s.email),
    })),
    subscribers: subs.map((s) => ({
      id: s.id,
      title: s.email,
      detail: s.isConfirmed ? "Confirmed" : "Unconfirmed",
      href: link("/admin/subscribers", s.email),
    })),
    posts: posts.map((b) => ({
      id: b.id,
      title: b.title,
      detail: b.status.charAt(0).toUpperCase() + b.status.slice(1),
      href: link("/admin/blog-posts", b.title),
    })),
    projects: work.map((w) => ({
      id: w.id,
      title: w.name,
      detail: [w.client, w.status.replaceAll("_", " ")].filter(Boolean).join(" · "),
      href: portalLink("projects", w.name),
    })),
    deliverables: files.map((f) => ({
      id: f.id,
      title: f.name,
      detail: f.project ?? "Deliverable",
      href: portalLink("deliverables", f.name),
    })),
    messages: notes.map((m) => ({
      id: m.id,
      title: excerpt(m.content),
      detail: "Client message",
      href: portalLink("messages", q),
    })),
  };
}
