import { and, count, desc, eq, sql } from "drizzle-orm";
import { BLOG_PAGE_SIZE } from "../../core/blog/format.ts";
import { getDb } from "../db/client.ts";
import { blogPosts } from "../db/schema.ts";
import type { BlogPost, BlogPostSummary } from "./post-row.ts";
import { postColumns, summaryColumns, toPlain } from "./post-row.ts";
import { sanitizePostHtml } from "./sanitize.ts";

const published = eq(blogPosts.status, "published");

export type PublishedPage = {
  posts: BlogPostSummary[];
  page: number;
  pageCount: number;
  total: number;
  tag: string | null;
};

/** Published posts for /blog: featured first, then newest first; optionally those with one tag. */
export async function listPublishedPosts(
  options: { tag?: string | null; page?: number; pageSize?: number } = {},
): Promise<PublishedPage> {
  const tag = options.tag?.trim() || null;
  const pageSize = options.pageSize ?? BLOG_PAGE_SIZE;
  const where = tag ? and(published, sql`${blogPosts.tags} @> array[${tag}]::text[]`) : published;
  const db = getDb();
  const [{ total }] = await db.select({ total: count() }).from(blogPosts).where(where);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, options.page ?? 1), pageCount);
  const rows = await db
    .select(summaryColumns)
    .from(blogPosts)
    .where(where)
    .orderBy(desc(blogPosts.featured), desc(blogPosts.createdAt), desc(blogPosts.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { posts: rows.map(toPlain), page, pageCount, total, tag };
}

/** The tags used by published posts, most used first, for the tag filter. */
export async function listPublishedTags(limit = 30): Promise<{ tag: string; count: number }[]> {
  const tag = sql<string>`t.tag`;
  const rows = await getDb()
    .select({ tag, count: count() })
    .from(sql`${blogPosts}, unnest(${blogPosts.tags}) as t(tag)`)
    .where(published)
    .groupBy(tag)
    .orderBy(desc(count()), tag)
    .limit(limit);
  return rows.map((r) => ({ tag: r.tag, count: Number(r.count) }));
}

/**
 * One published post by slug, its HTML sanitised again on the way out (an older row, or one
 * written by other means, never reaches the page unfiltered). Drafts, archived posts and unknown
 * slugs give null.
 */
export async function getPublishedPost(slug: string): Promise<BlogPost | null> {
  const [row] = await getDb()
    .select(postColumns)
    .from(blogPosts)
    .where(and(published, eq(blogPosts.slug, slug)))
    .limit(1);
  if (!row) return null;
  return { ...toPlain(row), content: sanitizePostHtml(row.content) };
}

/** Every published post, newest first, for the feed and the sitemap. */
export async function listFeedPosts() {
  const rows = await getDb()
    .select({
      slug: blogPosts.slug,
      title: blogPosts.title,
      excerpt: blogPosts.excerpt,
      author: blogPosts.author,
      tags: blogPosts.tags,
      publishedAt: sql<Date>`coalesce(${blogPosts.publishedAt}, ${blogPosts.createdAt})`.mapWith(
        blogPosts.createdAt,
      ),
      updatedAt: blogPosts.updatedAt,
    })
    .from(blogPosts)
    .where(published)
    .orderBy(desc(blogPosts.createdAt));
  return rows;
}
