import { getEnv } from "#server/env.ts";

/* /robots.txt: the public site may be crawled; the private areas and one-time links may not. */
export function loader() {
  const lines = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /client-portal",
    "Disallow: /api/",
    "Disallow: /auth-callback",
    "Disallow: /reset-password",
    "Disallow: /confirm-subscription",
    "Disallow: /unsubscribe",
    "",
    `Sitemap: ${getEnv().BASE_URL}/sitemap.xml`,
    "",
  ];
  return new Response(lines.join("\n"), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
