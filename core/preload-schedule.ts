/**
 * Which pages load ahead of a click (000 section 2): after 2 s the services, showcase, blog and
 * about pages; 3 s after that the three service pages.
 */
export const PRELOAD_FIRST_DELAY_MS = 2000;
export const PRELOAD_SECOND_DELAY_MS = 3000;

export const preloadSchedule = [
  { afterMs: PRELOAD_FIRST_DELAY_MS, pages: ["/services", "/showcase", "/blog", "/about"] },
  {
    afterMs: PRELOAD_FIRST_DELAY_MS + PRELOAD_SECOND_DELAY_MS,
    pages: ["/services/media-production", "/services/marketing-strategy", "/services/brand-consulting"],
  },
] as const;

/** The pages due for preloading `elapsedMs` after the site became interactive. */
export function pagesDueAt(elapsedMs: number): string[] {
  return preloadSchedule.filter((step) => elapsedMs >= step.afterMs).flatMap((step) => step.pages);
}
