// Blog posts and their views.
import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns.ts";

export const postStatus = pgEnum("post_status", ["draft", "published", "archived"]);

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    excerpt: text("excerpt"),
    content: text("content").notNull(),
    author: text("author").notNull().default("Admin"),
    imageUrl: text("image_url"),
    status: postStatus("status").notNull().default("draft"),
    featured: boolean("featured").notNull().default(false),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    likes: integer("likes").notNull().default(0),
    comments: integer("comments").notNull().default(0),
    views: integer("views").notNull().default(0),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("blog_posts_slug_key").on(t.slug),
    index("blog_posts_created_at_idx").on(t.createdAt.desc()),
    index("blog_posts_status_featured_created_at_idx").on(t.status, t.featured.desc(), t.createdAt.desc()),
    index("blog_posts_tags_idx").using("gin", t.tags),
  ],
);

/** One row per post, visitor and day: the view count rises once per visitor per day. */
export const blogPostViews = pgTable(
  "blog_post_views",
  {
    postId: uuid("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    visitorId: text("visitor_id").notNull(),
    day: date("day").notNull(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.visitorId, t.day] })],
);
