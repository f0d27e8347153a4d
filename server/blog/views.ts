import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { isbot } from "isbot";
import { getDb } from "../db/client.ts";
import { blogPosts, blogPostViews } from "../db/schema.ts";
import { getEnv } from "../env.ts";

export const VISITOR_COOKIE = "blog_visitor";
const ONE_YEAR = 60 * 60 * 24 * 365;

/** The UTC day a view belongs to, as Postgres `date` text. */
export const viewDay = (now = new Date()) => now.toISOString().slice(0, 10);

/**
 * Counts one view of a post by a visitor on a day: true the first time, false on every repeat the
 * same day. The row in blog_post_views and the counter change together.
 */
export async function recordPostView(postId: string, visitorId: string, day = viewDay()): Promise<boolean> {
  return getDb().transaction(async (tx) => {
    const inserted = await tx
      .insert(blogPostViews)
      .values({ postId, visitorId, day })
      .onConflictDoNothing()
      .returning({ postId: blogPostViews.postId });
    if (inserted.length === 0) return false;
    await tx
      .update(blogPosts)
      // A view is not an edit: updated_at (the sitemap's lastmod) stays.
      .set({ views: sql`${blogPosts.views} + 1`, updatedAt: sql`${blogPosts.updatedAt}` })
      .where(eq(blogPosts.id, postId));
    return true;
  });
}

function readCookie(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return undefined;
}

export type Visitor = { id: string; setCookie: string | null };

/**
 * Who is reading, first-party only: our own cookie when the browser has it; otherwise a keyed hash
 * of address, browser and day (so a visitor without cookies still counts once a day), which then
 * becomes the cookie. No third party sees anything.
 */
export function visitorOf(request: Request, now = new Date()): Visitor {
  const cookie = readCookie(request, VISITOR_COOKIE);
  if (cookie && /^[\w-]{16,64}$/.test(cookie)) return { id: cookie, setCookie: null };
  const address = request.headers.get("x-forwarded-for")?.split(",")[0].trim() ?? "";
  const agent = request.headers.get("user-agent") ?? "";
  const id = createHash("sha256")
    .update(`${getEnv().AUTH_SECRET}|${address}|${agent}|${viewDay(now)}`)
    .digest("base64url")
    .slice(0, 32);
  const secure = new URL(request.url).protocol === "https:" ? "; Secure" : "";
  return {
    id,
    setCookie: `${VISITOR_COOKIE}=${id}; Path=/; Max-Age=${ONE_YEAR}; HttpOnly; SameSite=Lax${secure}`,
  };
}

/** Crawlers, scripts without a user agent and link prefetches are not readers. */
export function isCountableView(request: Request): boolean {
  const purpose = `${request.headers.get("sec-purpose") ?? ""} ${request.headers.get("purpose") ?? ""}`;
  if (/prefetch|prerender/i.test(purpose)) return false;
  const agent = request.headers.get("user-agent") ?? "";
  return agent !== "" && !isbot(agent);
}

/** Counts the request's view of a post when it is a reader's; returns the cookie to set, if any. */
export async function countView(
  request: Request,
  postId: string,
): Promise<{ counted: boolean; setCookie: string | null }> {
  if (!isCountableView(request)) return { counted: false, setCookie: null };
  const visitor = visitorOf(request);
  const counted = await recordPostView(postId, visitor.id);
  return { counted, setCookie: visitor.setCookie };
}
