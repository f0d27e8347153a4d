import { Star } from "lucide-react";
import { Link } from "#app/components/site/links.tsx";
import { formatPostDate } from "#core/blog/format.ts";
import { PostTags } from "./post-tags.tsx";

export type PublicPostCard = {
  slug: string;
  title: string;
  excerpt: string | null;
  author: string;
  imageUrl: string | null;
  featured: boolean;
  tags: string[];
  publishedAt: string | null;
  createdAt: string;
};

/** Marks a card's link to its post (postLinkIntent). */
const POST_LINK_ATTRIBUTE = "data-post-link";

/**
 * A handler for the list around the cards: the pointer reaches a post's link, presses it or focus
 * reaches it, and `load` asks for the post page's code. On the list, not on each link: the list is
 * server HTML that the page's start does not hydrate (StaticHtml), and the events bubble to it.
 */
export function postLinkIntent(load: () => void) {
  return (event: { target: EventTarget }) => {
    if (event.target instanceof Element && event.target.closest(`[${POST_LINK_ATTRIBUTE}]`)) load();
  };
}

/**
 * One post in the public list: image, title, excerpt, author, date and tags. The image's box is
 * sized before it loads (no layout shift); only the first card's is in view at once, the others
 * load lazily.
 */
export function PostCard({ post, first = false }: { post: PublicPostCard; first?: boolean }) {
  const date = post.publishedAt ?? post.createdAt;
  return (
    <article className="flex flex-col overflow-hidden rounded-xl border border-neutral-200 bg-white dark:border-neutral-800 dark:bg-neutral-950">
      {post.imageUrl ? (
        <img
          src={post.imageUrl}
          alt=""
          loading={first ? "eager" : "lazy"}
          decoding="async"
          width={1200}
          height={630}
          className="aspect-video w-full bg-neutral-100 object-cover dark:bg-neutral-900"
        />
      ) : (
        <div
          aria-hidden="true"
          className="flex aspect-video items-end bg-gradient-to-br from-brand-700 via-neutral-900 to-black p-4 text-sm font-semibold tracking-widest text-white/80 uppercase"
        >
          {post.tags[0] ?? "Blog"}
        </div>
      )}
      <div className="flex flex-1 flex-col gap-3 p-5">
        {post.featured && (
          <p className="inline-flex items-center gap-1 text-xs font-semibold text-brand-700 uppercase dark:text-brand-500">
            <Star aria-hidden="true" className="size-3.5 fill-current" /> Featured
          </p>
        )}
        <h2 className="text-xl font-bold leading-snug">
          {/* Found by React Router once the app runs (one route-entry request for the list's
              posts, links.tsx), not on the click: the click then asks only for the post's data. */}
          <Link
            discover="render"
            {...{ [POST_LINK_ATTRIBUTE]: "" }}
            to={`/blog/${post.slug}`}
            className="hover:text-brand-700 dark:hover:text-brand-500"
          >
            {post.title}
          </Link>
        </h2>
        {post.excerpt && <p className="text-neutral-700 dark:text-neutral-300">{post.excerpt}</p>}
        <p className="mt-auto text-sm text-neutral-600 dark:text-neutral-400">
          By {post.author} · <time dateTime={date}>{formatPostDate(date)}</time>
        </p>
        <PostTags tags={post.tags} />
      </div>
    </article>
  );
}
