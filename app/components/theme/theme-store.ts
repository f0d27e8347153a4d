import {
  decideTheme,
  FOLLOW_SYSTEM_STORAGE_KEY,
  oppositeTheme,
  SYSTEM_CHECK_INTERVAL_MS,
  THEME_COLORS,
  THEME_STORAGE_KEY,
  type Theme,
  type ThemeDecision,
} from "#core/theme.ts";

/**
 * The browser side of the theme (000 section 4): one store that reads the stored choice and the
 * system, applies the result to <html>, and re-decides when the system preference changes, when
 * the page becomes visible again and every 60 seconds while anything listens.
 */
export type ThemeSnapshot = ThemeDecision;

const DARK_QUERY = "(prefers-color-scheme: dark)";
const LIGHT_QUERY = "(prefers-color-scheme: light)";
const serverSnapshot: ThemeSnapshot = { theme: "light", followSystem: true };

let snapshot: ThemeSnapshot | null = null;
const listeners = new Set<() => void>();
let stopWatching: (() => void) | null = null;

function read(key: string) {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage may be unavailable (private mode); the choice then lasts for this page only.
  }
}

function matches(query: string) {
  return typeof window.matchMedia === "function" && window.matchMedia(query).matches;
}

function decide(): ThemeSnapshot {
  return decideTheme({
    stored: read(THEME_STORAGE_KEY),
    followSystemFlag: read(FOLLOW_SYSTEM_STORAGE_KEY),
    prefersDark: matches(DARK_QUERY),
    prefersLight: matches(LIGHT_QUERY),
    now: new Date(),
  });
}

function apply(next: ThemeSnapshot) {
  const root = document.documentElement;
  // Only what differs: each write to <html>'s style restyles the whole page, and the boot script
  // (theme-boot-script.ts) has usually set all of it already.
  root.classList.toggle("dark", next.theme === "dark");
  if (root.style.colorScheme !== next.theme) root.style.colorScheme = next.theme;
  const meta = document.querySelector('meta[name="theme-color"]');
  if (meta && meta.getAttribute("content") !== THEME_COLORS[next.theme])
    meta.setAttribute("content", THEME_COLORS[next.theme]);
  const changed = !snapshot || snapshot.theme !== next.theme || snapshot.followSystem !== next.followSystem;
  snapshot = next;
  if (changed) for (const listener of listeners) listener();
}

/** Decides again from storage, system and clock. */
export function refreshTheme() {
  apply(decide());
}

/** Stores an explicit choice of the other theme and stops following the system. */
export function toggleTheme() {
  // Decided afresh: the toggle may have answered before the app started (app/lib/early-events.ts).
  setTheme(oppositeTheme(decide().theme));
}

export function setTheme(theme: Theme) {
  write(THEME_STORAGE_KEY, theme);
  write(FOLLOW_SYSTEM_STORAGE_KEY, "false");
  refreshTheme();
}

/** Clears the stored choice and adopts the system theme. */
export function resetToSystemTheme() {
  write(THEME_STORAGE_KEY, null);
  write(FOLLOW_SYSTEM_STORAGE_KEY, "true");
  refreshTheme();
}

export function getThemeSnapshot(): ThemeSnapshot {
  snapshot ??= decide();
  return snapshot;
}

export function getServerThemeSnapshot(): ThemeSnapshot {
  return serverSnapshot;
}

function startWatching() {
  const onSystemChange = () => refreshTheme();
  const onVisible = () => {
    if (document.visibilityState === "visible") refreshTheme();
  };
  const queries = [DARK_QUERY, LIGHT_QUERY].map((q) => window.matchMedia?.(q)).filter(Boolean);
  for (const q of queries) q?.addEventListener("change", onSystemChange);
  document.addEventListener("visibilitychange", onVisible);
  // Another tab changed the choice.
  window.addEventListener("storage", onSystemChange);
  // Catches the clock passing 06:00 or 18:00 and systems that change without an event.
  const timer = window.setInterval(refreshTheme, SYSTEM_CHECK_INTERVAL_MS);
  return () => {
    for (const q of queries) q?.removeEventListener("change", onSystemChange);
    document.removeEventListener("visibilitychange", onVisible);
    window.removeEventListener("storage", onSystemChange);
    window.clearInterval(timer);
  };
}

export function subscribeTheme(listener: () => void) {
  listeners.add(listener);
  if (!stopWatching) {
    stopWatching = startWatching();
    refreshTheme();
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && stopWatching) {
      stopWatching();
      stopWatching = null;
    }
  };
}
