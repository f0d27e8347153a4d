import { RouteErrorBoundary } from "#app/components/layout/route-error-boundary.tsx";
import { BlogBanner } from "#app/components/site/blog/blog-banner.tsx";
import { blogMeta } from "#app/components/site/blog/blog-meta.ts";
import { BlogPagination } from "#app/components/site/blog/blog-pagination.tsx";
import { PostCard, postLinkIntent } from "#app/components/site/blog/post-card.tsx";
import { Link } from "#app/components/site/links.tsx";
import { NewsletterForm } from "#app/components/site/newsletter/newsletter-form.tsx";
import { blogSite, prefetchTags, siteSocialImage } from "#app/components/site/seo.ts";
import { useSiteSettings } from "#app/components/site/site-settings.ts";
import { StaticHtml } from "#app/components/site/static-html.tsx";
import { useCodeAhead } from "#app/lib/code-ahead.ts";
import { routeComponent } from "#app/lib/route-component.ts";
import { pageFromQuery } from "#core/blog/format.ts";
import type { NewsletterHandle } from "#core/footer-newsletter.ts";
import { countOf } from "#core/plural.ts";
import { listPublishedPosts, listPublishedTags } from "#server/blog/public-posts.ts";
import { getEnv } from "#server/env.ts";
import { requireFeature } from "#server/feature-flags.ts";
import { preloadPlanContext } from "#server/preload-plan.ts";
import type { Route } from "./+types/blog";

const DESCRIPTION =
  "Ideas, case studies and practical advice on video production, marketing strategy and brand building.";

/* This page places its own newsletter form, so the footer leaves its one out. */
export const handle: NewsletterHandle = { newsletterOnPage: true };

/** The post page's route: what a click on a post in the list opens. */
const POST_ROUTE_ID = "routes/site/blog-post";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireFeature("enableBlog");
  const url = new URL(request.url);
  const [list, tags] = await Promise.all([
    listPublishedPosts({
      tag: url.searchParams.get("tag"),
      page: pageFromQuery(url.searchParams.get("page")),
    }),
    listPublishedTags(),
  ]);
  // The posts shown open without a wait: their route entries, data and code are fetched when idle
  // (before or without the app's start); once it runs, the post route's code is evaluated too.
  const plan = context.get(preloadPlanContext);
  const ahead = plan.linksAhead(
    POST_ROUTE_ID,
    list.posts.map((post) => `/blog/${post.slug}`),
  );
  const postCode = list.posts.length > 0 ? plan.routeCode(POST_ROUTE_ID) : [];
  return { ...list, tags, baseUrl: getEnv().BASE_URL, ahead, postCode };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [{ title: "Blog" }];
  const { tag, page, baseUrl } = loaderData;
  const query = new URLSearchParams();
  if (tag) query.set("tag", tag);
  if (page > 1) query.set("page", String(page));
  const suffix = query.size ? `?${query}` : "";
  const title = [tag ? `Posts tagged ${tag}` : "Blog", page > 1 ? `page ${page}` : ""]
    .filter(Boolean)
    .join(", ");
  return [
    ...blogMeta({
      title,
      description: DESCRIPTION,
      url: `${baseUrl}/blog${suffix}`,
      fallbackImage: siteSocialImage(matches),
      site: blogSite(matches),
    }),
    ...prefetchTags(loaderData.ahead),
  ];
}

const chip = (active: boolean) =>
  `inline-block rounded-full border px-3 py-1 text-sm font-medium ${
    active
      ? "border-brand-600 bg-brand-600 text-white"
      : "border-neutral-300 hover:border-brand-600 dark:border-neutral-700 dark:hover:border-brand-500"
  }`;

/** Everything the list shows. */
const listKey = ({ tag, page, pageCount, total, tags, posts }: Route.ComponentProps["loaderData"]) =>
  JSON.stringify([tag, page, pageCount, total, tags, posts]);

function BlogPage({ loaderData }: Route.ComponentProps) {
  const { posts, page, pageCount, tag, tags, total, postCode } = loaderData;
  const onPostIntent = postLinkIntent(useCodeAhead(postCode));
  const { enableNewsletter } = useSiteSettings();
  return (
    <main id="main">
      <BlogBanner>
        <p className="text-sm font-semibold tracking-widest text-brand-500 uppercase">Blog</p>
        <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">
          Insights &amp; Stories
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-neutral-300">{DESCRIPTION}</p>
      </BlogBanner>

      {/* Links and copy only: the page's start leaves it server HTML (StaticHtml), its links
          working as app links; a post link's intent bubbles up to the handlers here. Another
          list (a tag, a page, a post changed) mounts it anew: StaticHtml would keep the first. */}
      <StaticHtml
        key={listKey(loaderData)}
        className="mx-auto max-w-6xl px-6 py-12"
        onPointerOver={onPostIntent}
        onPointerDown={onPostIntent}
        onFocus={onPostIntent}
      >
        {tags.length > 0 && (
          <nav aria-label="Filter posts by tag" className="mb-10">
            <ul className="flex flex-wrap gap-2">
              <li>
                <Link to="/blog" className={chip(!tag)} aria-current={!tag ? "page" : undefined}>
                  All posts
                </Link>
              </li>
              {tags.map(({ tag: name }) => (
                <li key={name}>
                  <Link
                    to={`/blog?tag=${encodeURIComponent(name)}`}
                    className={chip(tag === name)}
                    aria-current={tag === name ? "page" : undefined}
                  >
                    {name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}

        {tag && (
          <p className="mb-6 text-neutral-700 dark:text-neutral-300">
            {countOf(total, "post")} tagged <strong>{tag}</strong>.{" "}
            <Link to="/blog" className="text-brand-700 underline dark:text-brand-500">
              Show all posts
            </Link>
          </p>
        )}

        {posts.length === 0 ? (
          <p className="py-16 text-center text-lg text-neutral-600 dark:text-neutral-400">
            {tag ? `No posts tagged "${tag}" yet.` : "No posts yet. Check back soon."}
          </p>
        ) : (
          <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
            {posts.map((post, i) => (
              <PostCard key={post.id} post={post} first={i === 0} />
            ))}
          </div>
        )}

        <BlogPagination page={page} pageCount={pageCount} tag={tag} />
      </StaticHtml>

      {enableNewsletter && (
        <section
          aria-labelledby="blog-newsletter"
          className="border-t border-neutral-200 px-6 py-16 dark:border-neutral-800"
        >
          <div className="mx-auto max-w-2xl text-center">
            <h2 id="blog-newsletter" className="text-2xl font-bold">
              Get new posts by e-mail
            </h2>
            <p className="mt-2 mb-6 text-neutral-700 dark:text-neutral-300">
              One short newsletter with our latest articles. Unsubscribe at any time.
            </p>
            <NewsletterForm source="blog" />
          </div>
        </section>
      )}
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}

export default routeComponent(BlogPage);
