import { and, count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import {
  type PostValues,
  postErrors,
  postInputSchema,
  REQUIRED_FIELD_TEXT,
  REQUIRED_FIELDS_MESSAGE,
  SLUG_TAKEN_MESSAGE,
  type StatusFilter,
} from "../../core/blog/post-schema.ts";
import { recordAudit } from "../audit.ts";
import { getDb } from "../db/client.ts";
import { blogPosts } from "../db/schema.ts";
import type { SessionUser } from "../session.ts";
import { type BlogPost, postColumns, toPlain } from "./post-row.ts";
import { sanitizePostHtml } from "./sanitize.ts";

/** Blog management is for admins only; the admin layout checks too, this is the authority. */
function assertAdmin(actor: SessionUser) {
  if (!actor.isAdmin) throw Response.json({ reason: "forbidden" }, { status: 403 });
}

export type PostStats = { total: number; published: number; drafts: number; featured: number };

/** The stat tiles: Total, Published, Drafts, Featured (over all posts, whatever the filter). */
export async function postStats(actor: SessionUser): Promise<PostStats> {
  assertAdmin(actor);
  const [stats] = await getDb()
    .select({
      total: count(),
      published: sql<number>`count(*) filter (where ${blogPosts.status} = 'published')`.mapWith(Number),
      drafts: sql<number>`count(*) filter (where ${blogPosts.status} = 'draft')`.mapWith(Number),
      featured: sql<number>`count(*) filter (where ${blogPosts.featured})`.mapWith(Number),
    })
    .from(blogPosts);
  return stats;
}

/** `%` and `_` typed in the search box are literal characters, not wildcards. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The admin list, newest first: search over title, author and tags, and the status filter. */
export async function listPosts(
  actor: SessionUser,
  options: { q?: string; status?: StatusFilter } = {},
): Promise<BlogPost[]> {
  assertAdmin(actor);
  const conditions: SQL[] = [];
  const q = options.q?.trim();
  if (q) {
    const pattern = likePattern(q);
    conditions.push(
      or(
        ilike(blogPosts.title, pattern),
        ilike(blogPosts.author, pattern),
        sql`exists (select 1 from unnest(${blogPosts.tags}) as t(tag) where t.tag ilike ${pattern})`,
      ) as SQL,
    );
  }
  if (options.status && options.status !== "all") conditions.push(eq(blogPosts.status, options.status));
  const rows = await getDb()
    .select(postColumns)
    .from(blogPosts)
    .where(and(...conditions))
    .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id));
  return rows.map(toPlain);
}

export type SaveResult =
  | { ok: true; post: BlogPost }
  | { ok: false; message: string; fields: Partial<Record<keyof PostValues, string>> };

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** An id that is not a UUID names no post (and must not reach Postgres, which would reject it). */
export const isPostId = (id: unknown): id is string => typeof id === "string" && uuidPattern.test(id);

function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === "23505") return true;
  }
  return false;
}

export const NOT_FOUND_MESSAGE = "This post no longer exists.";

const slugTaken = (): SaveResult => ({
  ok: false,
  message: SLUG_TAKEN_MESSAGE,
  fields: { slug: SLUG_TAKEN_MESSAGE },
});

/** Validates the payload and sanitises the HTML; the result is what gets stored. */
function prepare(input: unknown): SaveResult | { ok: true; values: PostValues } {
  const parsed = postInputSchema.safeParse(input);
  if (!parsed.success) return { ok: false, ...postErrors(parsed.error) };
  const content = sanitizePostHtml(parsed.data.content);
  // Content made only of what the sanitiser removes counts as no content.
  if (content === "") {
    return { ok: false, message: REQUIRED_FIELDS_MESSAGE, fields: { content: REQUIRED_FIELD_TEXT } };
  }
  return { ok: true, values: { ...parsed.data, content } };
}

async function slugInUse(slug: string, exceptId?: string) {
  const [row] = await getDb().select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.slug, slug));
  return row !== undefined && row.id !== exceptId;
}

/** Creates a post; likes, comments and views start at 0. */
export async function createPost(actor: SessionUser, input: unknown): Promise<SaveResult> {
  assertAdmin(actor);
  const prepared = prepare(input);
  if (!("values" in prepared)) return prepared;
  const { values } = prepared;
  if (await slugInUse(values.slug)) return slugTaken();
  try {
    const [row] = await getDb()
      .insert(blogPosts)
      .values({
        ...values,
        likes: 0,
        comments: 0,
        views: 0,
        publishedAt: values.status === "published" ? new Date() : null,
      })
      .returning(postColumns);
    return { ok: true, post: toPlain(row) };
  } catch (error) {
    // Two saves racing for one slug: the unique index decides.
    if (isUniqueViolation(error)) return slugTaken();
    throw error;
  }
}

/** Updates a post's fields; likes, comments and views are kept as they are. */
export async function updatePost(actor: SessionUser, id: string, input: unknown): Promise<SaveResult> {
  assertAdmin(actor);
  const prepared = prepare(input);
  if (!("values" in prepared)) return prepared;
  const { values } = prepared;
  if (!isPostId(id)) return { ok: false, message: NOT_FOUND_MESSAGE, fields: {} };
  const [existing] = await getDb()
    .select({ id: blogPosts.id, publishedAt: blogPosts.publishedAt })
    .from(blogPosts)
    .where(eq(blogPosts.id, id));
  if (!existing) return { ok: false, message: NOT_FOUND_MESSAGE, fields: {} };
  if (await slugInUse(values.slug, id)) return slugTaken();
  try {
    const [row] = await getDb()
      .update(blogPosts)
      .set({
        ...values,
        // The first publication is remembered; archiving or re-publishing keeps it.
        publishedAt: existing.publishedAt ?? (values.status === "published" ? new Date() : null),
      })
      .where(eq(blogPosts.id, id))
      .returning(postColumns);
    return { ok: true, post: toPlain(row) };
  } catch (error) {
    if (isUniqueViolation(error)) return slugTaken();
    throw error;
  }
}

/** Deletes a post (its view records go with it). False when there was no such post. */
export async function deletePost(actor: SessionUser, id: string): Promise<boolean> {
  assertAdmin(actor);
  if (!isPostId(id)) return false;
  const deleted = await getDb()
    .delete(blogPosts)
    .where(eq(blogPosts.id, id))
    .returning({ id: blogPosts.id, title: blogPosts.title });
  if (deleted.length > 0) await recordAudit(actor, "post.delete", deleted[0].title, { postId: id });
  return deleted.length > 0;
}
