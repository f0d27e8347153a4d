/** A page that places its own newsletter form says so in its route handle. */
export type NewsletterHandle = { newsletterOnPage?: boolean };

/**
 * Whether the footer shows its newsletter sign-up: one form per page. The sign-in screens keep one
 * e-mail field (a second confuses password managers); the blog pages have their own form.
 */
export function footerShowsNewsletter(routeId: string | undefined, handle: unknown): boolean {
  if (routeId?.startsWith("routes/auth/")) return false;
  return !(handle as NewsletterHandle | undefined)?.newsletterOnPage;
}
