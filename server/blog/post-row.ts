import type { PostStatus } from "../../core/blog/post-schema.ts";
import { blogPosts } from "../db/schema.ts";

/** A post as the pages receive it: plain values, dates as ISO strings. */
export type BlogPost = {
  id: string;
  slug: string;
  title: string;
  excerpt: string | null;
  content: string;
  author: string;
  imageUrl: string | null;
  status: PostStatus;
  featured: boolean;
  tags: string[];
  likes: number;
  comments: number;
  views: number;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
};

/** A post in a list: everything but the body. */
export type BlogPostSummary = Omit<BlogPost, "content">;

export const summaryColumns = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  author: blogPosts.author,
  imageUrl: blogPosts.imageUrl,
  status: blogPosts.status,
  featured: blogPosts.featured,
  tags: blogPosts.tags,
  likes: blogPosts.likes,
  comments: blogPosts.comments,
  views: blogPosts.views,
  publishedAt: blogPosts.publishedAt,
  createdAt: blogPosts.createdAt,
  updatedAt: blogPosts.updatedAt,
};

export const postColumns = { ...summaryColumns, content: blogPosts.content };

type Dated = { publishedAt: Date | null; createdAt: Date; updatedAt: Date };

export function toPlain<T extends Dated>(row: T) {
  return {
    ...row,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
