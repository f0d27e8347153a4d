import { eq } from "drizzle-orm";
import type { Db } from "../client.ts";
import { blogPosts } from "../schema.ts";
import { blogImagePath, DEMO_POSTS } from "./blog-posts.ts";
import { daysAgo } from "./dates.ts";
import type { Random } from "./random.ts";

/** A post that was published; page views of /blog/<slug> start at its publication. */
export type PublishedPost = {
  id: string;
  slug: string;
  /** Archived posts were public once: they keep their counters but get no new page views. */
  archived: boolean;
  publishedAt: Date;
  updatedAt: Date;
  earlierViews: number;
};

const POSTS = DEMO_POSTS;

/** Published (two featured), draft and archived posts with real-looking HTML. */
export async function seedBlogPosts(db: Db, rand: Random, now: Date) {
  const rows = POSTS.map((post) => {
    const live = post.status !== "draft";
    const publishedAt = live ? daysAgo(now, post.age, rand.int(13, 16)) : null;
    // Views from before the 90 days of page views the analytics seed writes.
    const earlierViews = live && post.age > 60 ? rand.int(250, 1400) : 0;
    return {
      slug: post.slug,
      title: post.title,
      excerpt: post.excerpt,
      content: post.content,
      author: post.author,
      status: post.status,
      featured: post.featured,
      tags: post.tags,
      // Made by the project, shipped in public/ (scripts/blog-images.ts).
      imageUrl: blogImagePath(post.slug),
      views: earlierViews,
      publishedAt,
      createdAt: daysAgo(now, post.age + rand.int(1, 5), rand.int(14, 22)),
      updatedAt: publishedAt ?? daysAgo(now, post.age),
    };
  });
  const inserted = await db
    .insert(blogPosts)
    .values(rows)
    .returning({ id: blogPosts.id, slug: blogPosts.slug });
  const published: PublishedPost[] = [];
  rows.forEach((row, i) => {
    if (!row.publishedAt) return;
    const { slug, publishedAt, updatedAt, views: earlierViews } = row;
    published.push({
      id: inserted[i].id,
      slug,
      archived: row.status === "archived",
      publishedAt,
      updatedAt,
      earlierViews,
    });
  });
  return { count: rows.length, published };
}

/** Adds the seeded page views to each post's counters; likes and comments follow the views. */
export async function recordPostViews(
  db: Db,
  rand: Random,
  posts: PublishedPost[],
  views: Map<string, number>,
) {
  for (const post of posts) {
    const total = post.earlierViews + (views.get(`/blog/${post.slug}`) ?? 0);
    await db
      .update(blogPosts)
      .set({
        views: total,
        likes: Math.round(total * rand.float(0.03, 0.09)),
        comments: Math.round(total * rand.float(0.002, 0.012)),
        // Set explicitly: the column's $onUpdate would stamp the wall-clock time instead of `now`'s.
        updatedAt: post.updatedAt,
      })
      .where(eq(blogPosts.id, post.id));
  }
}
