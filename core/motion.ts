/** Timings and switches of the site's motion (000 sections 2, 4 and 9). */
export const HERO_WORD_INTERVAL_MS = 3000;
export const VIDEO_VISIBILITY_THRESHOLD = 0.3;
export const THEME_TOGGLE_HIDE_AT_PX = 150;
export const THEME_TOGGLE_DEBOUNCE_MS = 16;

/** The next item of a list that wraps around (rotating words, carousel). */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/** The floating theme toggle hides once the page is scrolled down past 150 px. */
export function themeToggleHidden(scrollY: number) {
  return scrollY > THEME_TOGGLE_HIDE_AT_PX;
}

/* Pages where the custom cursor and trail stay off: video-heavy service pages and the booking
   calendar, where they would cover what the visitor watches or clicks; the admin area too. */
const cursorFreePaths = [
  "/services/media-production",
  "/media-production",
  "/services/marketing-strategy",
  "/marketing-strategy",
  "/book",
  "/schedule",
  "/calendly",
];

export function cursorEffectsEnabled(pathname: string, prefersReducedMotion: boolean) {
  if (prefersReducedMotion) return false;
  const path = pathname.replace(/\/+$/, "") || "/";
  if (path === "/admin" || path.startsWith("/admin/")) return false;
  return !cursorFreePaths.includes(path);
}
