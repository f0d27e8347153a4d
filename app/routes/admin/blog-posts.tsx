import { data } from "react-router";
import { BlogPostsManager } from "#app/components/admin/blog/blog-posts-manager.tsx";
import { AdminErrorView } from "#app/components/admin/error-view.tsx";
import { useLiveRevalidation } from "#app/hooks/use-live-revalidation.ts";
import { keepFormOnFailure, skipRevalidationAfterFailure } from "#app/lib/keep-form-on-failure.ts";
import { routeComponent } from "#app/lib/route-component.ts";
import { BLOG_MESSAGES, type BlogActionResult } from "#core/blog/admin-results.ts";
import { STATUS_FILTERS, type StatusFilter } from "#core/blog/post-schema.ts";
import { unexpectedFailure } from "#server/action-result.ts";
import { runBlogAdminAction } from "#server/blog/admin-action.ts";
import { listPosts, postStats } from "#server/blog/admin-posts.ts";
import { userContext } from "#server/user-context.ts";
import type { Route } from "./+types/blog-posts";

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = context.get(userContext);
  const url = new URL(request.url);
  const q = url.searchParams.get("q")?.slice(0, 200) ?? "";
  const asked = url.searchParams.get("status");
  const status: StatusFilter = STATUS_FILTERS.includes(asked as StatusFilter)
    ? (asked as StatusFilter)
    : "all";
  try {
    const [posts, stats] = await Promise.all([listPosts(user, { q, status }), postStats(user)]);
    return { posts, stats, q, status, error: null };
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error("[blog] loading posts failed:", error);
    const stats = { total: 0, published: 0, drafts: 0, featured: 0 };
    return { posts: [], stats, q, status, error: BLOG_MESSAGES.loadFailed(errorMessage(error)) };
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = context.get(userContext);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data({ ok: false as const, intent: "", message: "The form could not be read." }, { status: 400 });
  }
  try {
    const { status, body } = await runBlogAdminAction(user, form);
    return data(body, { status });
  } catch (error) {
    if (error instanceof Response) throw error;
    const failed = form.get("intent") === "delete" ? BLOG_MESSAGES.deleteFailed : BLOG_MESSAGES.saveFailed;
    const message = failed("The server could not complete the request. Please try again.");
    return unexpectedFailure("[blog] saving", error, {
      ok: false as const,
      intent: String(form.get("intent")),
      message,
    });
  }
}

/* A request that never got an answer keeps the dialog and shows 'Failed to save post: {message}'. */
export const clientAction = keepFormOnFailure((form, reason): BlogActionResult => {
  const intent = String(form.get("intent") ?? "");
  const failed = intent === "delete" ? BLOG_MESSAGES.deleteFailed : BLOG_MESSAGES.saveFailed;
  return { ok: false, intent, message: failed(reason) };
});

export const shouldRevalidate = skipRevalidationAfterFailure;

export function meta() {
  return [{ title: "Blog Posts | Admin" }];
}

function BlogPostsRoute({ loaderData }: Route.ComponentProps) {
  // Live updates (001 section 4): what others change here appears without a reload.
  useLiveRevalidation(["blog_posts"]);
  return <BlogPostsManager {...loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorView error={error} fallback={BLOG_MESSAGES.loadFailed("unknown error")} />;
}

export default routeComponent(BlogPostsRoute);
