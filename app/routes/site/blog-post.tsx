import { ArrowLeft } from "lucide-react";
import { data } from "react-router";
import { RouteErrorBoundary } from "#app/components/layout/route-error-boundary.tsx";
import { blogMeta } from "#app/components/site/blog/blog-meta.ts";
import { PostTags } from "#app/components/site/blog/post-tags.tsx";
import { Link } from "#app/components/site/links.tsx";
import { NewsletterForm } from "#app/components/site/newsletter/newsletter-form.tsx";
import { blogSite, siteSocialImage } from "#app/components/site/seo.ts";
import { useSiteSettings } from "#app/components/site/site-settings.ts";
import { StaticHtml } from "#app/components/site/static-html.tsx";
import { routeComponent } from "#app/lib/route-component.ts";
import { formatCount, formatPostDate, postSummary } from "#core/blog/format.ts";
import type { NewsletterHandle } from "#core/footer-newsletter.ts";
import { pluralWord } from "#core/plural.ts";
import { getPublishedPost } from "#server/blog/public-posts.ts";
import { getEnv } from "#server/env.ts";
import { requireFeature } from "#server/feature-flags.ts";
import type { Route } from "./+types/blog-post";

/* This page places its own newsletter form, so the footer leaves its one out. */
export const handle: NewsletterHandle = { newsletterOnPage: true };

export async function loader({ params }: Route.LoaderArgs) {
  await requireFeature("enableBlog");
  const post = await getPublishedPost(params.slug);
  // Drafts, archived posts and unknown slugs are not found, with a real 404 status.
  if (!post) throw data(null, { status: 404 });
  // Views are counted from the analytics beacon (server/blog/views.ts countPostViews), not here.
  return { post, baseUrl: getEnv().BASE_URL };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [{ title: "Page not found" }];
  const { post, baseUrl } = loaderData;
  return blogMeta({
    title: post.title,
    description: postSummary(post),
    url: `${baseUrl}/blog/${post.slug}`,
    image: post.imageUrl,
    fallbackImage: siteSocialImage(matches),
    site: blogSite(matches),
    article: {
      publishedTime: post.publishedAt ?? post.createdAt,
      modifiedTime: post.updatedAt,
      author: post.author,
      tags: post.tags,
    },
  });
}

function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { post } = loaderData;
  const { enableNewsletter } = useSiteSettings();
  const date = post.publishedAt ?? post.createdAt;
  return (
    <main id="main" className="px-6 py-12 sm:py-16">
      {/* Nothing to hydrate in the post itself (StaticHtml); keyed, so that another post's page
          renders in full after a client-side navigation between posts. */}
      <StaticHtml as="article" key={post.slug} className="mx-auto max-w-3xl">
        <Link
          to="/blog"
          className="inline-flex items-center gap-1.5 text-sm font-medium text-neutral-700 hover:text-brand-700 dark:text-neutral-300 dark:hover:text-brand-500"
        >
          <ArrowLeft aria-hidden="true" className="size-4" /> Back to Blog
        </Link>
        <header className="mt-8 space-y-4">
          <PostTags tags={post.tags} />
          <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{post.title}</h1>
          {post.excerpt && <p className="text-xl text-neutral-700 dark:text-neutral-300">{post.excerpt}</p>}
          <p className="text-sm text-neutral-600 dark:text-neutral-400">
            By {post.author} · <time dateTime={date}>{formatPostDate(date)}</time> · {formatCount(post.views)}{" "}
            {pluralWord(post.views, "view")}
          </p>
        </header>
        {post.imageUrl && (
          // At the top of the post, in view at once: fetched early; its box is sized before it loads.
          <img
            src={post.imageUrl}
            alt=""
            width={1200}
            height={630}
            decoding="async"
            fetchPriority="high"
            className="mt-10 aspect-[1200/630] w-full rounded-xl bg-neutral-100 object-cover dark:bg-neutral-900"
          />
        )}
        <div
          className="post-content mt-10"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on save and again in the loader (server/blog/sanitize.ts)
          dangerouslySetInnerHTML={{ __html: post.content }}
        />
      </StaticHtml>

      {enableNewsletter && (
        <section
          aria-labelledby="post-newsletter"
          className="mx-auto mt-16 max-w-3xl rounded-xl border border-neutral-200 p-8 dark:border-neutral-800"
        >
          <h2 id="post-newsletter" className="text-2xl font-bold">
            Enjoyed this post?
          </h2>
          <p className="mt-2 mb-6 text-neutral-700 dark:text-neutral-300">
            Subscribe and get our next articles in your inbox.
          </p>
          <NewsletterForm source="blog" />
        </section>
      )}
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}

export default routeComponent(BlogPostPage);
