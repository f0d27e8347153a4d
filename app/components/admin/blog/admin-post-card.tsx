import { Calendar, Eye, Heart, Pencil, Star, Trash2, User } from "lucide-react";
import { StatusBadge } from "#app/components/ui/status-badge.tsx";
import { formatPostDate } from "#core/blog/format.ts";
import type { PostStatus } from "#core/blog/post-schema.ts";
import { cardTags } from "#core/blog/tags.ts";

export type AdminPost = {
  id: string;
  title: string;
  excerpt: string | null;
  author: string;
  status: PostStatus;
  featured: boolean;
  tags: string[];
  views: number;
  likes: number;
  createdAt: string;
};

const iconButton =
  "inline-flex size-9 items-center justify-center rounded-md border border-neutral-300 hover:border-brand-600 hover:text-brand-700 dark:border-neutral-700 dark:hover:text-brand-500";

/** A post in the blog manager: title, star, excerpt, author, date, status, tags, views, likes, actions. */
export function AdminPostCard({
  post,
  onEdit,
  onDelete,
}: {
  post: AdminPost;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { shown, moreLabel } = cardTags(post.tags);
  return (
    <article
      aria-labelledby={`post-${post.id}`}
      className="flex flex-col gap-3 rounded-xl border border-neutral-200 bg-white p-5 dark:border-neutral-800 dark:bg-neutral-950"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="flex items-start gap-1.5">
          <h2 id={`post-${post.id}`} className="text-lg leading-snug font-semibold">
            {post.title}
          </h2>
          {post.featured && (
            <Star
              role="img"
              aria-label="Featured"
              className="mt-1 size-4 shrink-0 fill-yellow-400 text-yellow-600"
            />
          )}
        </div>
        <StatusBadge entity="post" status={post.status} />
      </div>
      <p
        className={
          post.excerpt
            ? "text-neutral-700 dark:text-neutral-300"
            : "text-neutral-600 italic dark:text-neutral-400"
        }
      >
        {post.excerpt || "No excerpt"}
      </p>
      <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-neutral-600 dark:text-neutral-400">
        <span className="inline-flex items-center gap-1">
          <User aria-hidden="true" className="size-4" /> {post.author}
        </span>
        <span className="inline-flex items-center gap-1">
          <Calendar aria-hidden="true" className="size-4" />
          <time dateTime={post.createdAt}>{formatPostDate(post.createdAt)}</time>
        </span>
      </p>
      {shown.length > 0 && (
        <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
          {shown.map((tag) => (
            <li
              key={tag}
              className="rounded-full bg-neutral-100 px-2.5 py-0.5 text-xs font-medium text-neutral-800 dark:bg-neutral-800 dark:text-neutral-200"
            >
              {tag}
            </li>
          ))}
          {moreLabel && (
            <li className="px-1 py-0.5 text-xs text-neutral-600 dark:text-neutral-400">{moreLabel}</li>
          )}
        </ul>
      )}
      <div className="mt-auto flex items-center justify-between border-t border-neutral-200 pt-3 dark:border-neutral-800">
        <p className="flex gap-4 text-sm text-neutral-600 dark:text-neutral-400">
          <span className="inline-flex items-center gap-1">
            <Eye aria-hidden="true" className="size-4" /> {post.views.toLocaleString("en-US")}
            <span className="sr-only">views</span>
          </span>
          <span className="inline-flex items-center gap-1">
            <Heart aria-hidden="true" className="size-4" /> {post.likes.toLocaleString("en-US")}
            <span className="sr-only">likes</span>
          </span>
        </p>
        <div className="flex gap-2">
          <button type="button" onClick={onEdit} className={iconButton} aria-label={`Edit "${post.title}"`}>
            <Pencil aria-hidden="true" className="size-4" />
          </button>
          <button
            type="button"
            onClick={onDelete}
            className={iconButton}
            aria-label={`Delete "${post.title}"`}
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </button>
        </div>
      </div>
    </article>
  );
}
