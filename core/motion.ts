/** Timings and switches of the site's motion (000 sections 2, 4 and 9). */
export const HERO_WORD_INTERVAL_MS = 3000;
export const VIDEO_VISIBILITY_THRESHOLD = 0.3;
export const THEME_TOGGLE_HIDE_AT_PX = 150;
export const THEME_TOGGLE_DEBOUNCE_MS = 16;

/** How long a hero word takes to slide in (and the one before it to slide out). */
export const HERO_WORD_SLIDE_MS = 500;
const SLIDE_EASING = "cubic-bezier(0.4, 0, 0.2, 1)";

/**
 * The hero's rotating words as CSS animations, so that they turn from the first paint with or
 * without the app's code (decision 018). Word i slides in from below during the 500 ms before
 * i × 3 s, stays, and slides down out of view as the next one comes in; the cycle repeats every
 * count × 3 s. The first word is in place from the start (its slide-in is half a second before it).
 * One animation per word, of `transform` only: Chrome runs it on the compositor, so the page's main
 * thread does nothing while the words turn (a second animation on the first word, tried for its
 * first showing, kept all of them on the main thread: a style recalculation every frame).
 * `css` holds the keyframes; `animation(i)` is word i's `animation` property.
 */
export function heroWordAnimations(
  count: number,
  interval = HERO_WORD_INTERVAL_MS,
  slide = HERO_WORD_SLIDE_MS,
) {
  if (count < 2) return { name: "", css: "", animation: (_i: number) => "none" };
  const cycle = count * interval;
  const at = (ms: number) => `${Number(((ms / cycle) * 100).toFixed(3))}%`;
  const name = `hero-word-${count}`;
  const hidden = "transform:translateY(120%)";
  const css =
    `@keyframes ${name}{0%{${hidden};animation-timing-function:${SLIDE_EASING}}${at(slide)}{transform:none}` +
    `${at(interval)}{transform:none;animation-timing-function:${SLIDE_EASING}}${at(interval + slide)},100%{${hidden}}}`;
  const animation = (i: number) => `${name} ${cycle}ms linear ${i * interval - slide}ms infinite both`;
  return { name, css, animation };
}

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
