import { type ReactNode, useEffect, useSyncExternalStore } from "react";
import {
  getServerThemeSnapshot,
  getThemeSnapshot,
  resetToSystemTheme,
  setTheme,
  subscribeTheme,
  toggleTheme,
} from "./theme-store.ts";

/** The current theme and the actions on it; the server renders as 'light, following the system'. */
export function useTheme() {
  const { theme, followSystem } = useSyncExternalStore(
    subscribeTheme,
    getThemeSnapshot,
    getServerThemeSnapshot,
  );
  return { theme, followSystem, toggleTheme, setTheme, resetToSystemTheme };
}

/** Keeps the theme in step with the system on every page, whether or not a toggle is shown. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  useEffect(() => subscribeTheme(() => {}), []);
  return children;
}

const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia?.(REDUCED_MOTION_QUERY);
  query?.addEventListener("change", onChange);
  return () => query?.removeEventListener("change", onChange);
}

/** Follows the system's reduced-motion setting; false while server rendering. */
export function useReducedMotion() {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia?.(REDUCED_MOTION_QUERY).matches ?? false,
    () => false,
  );
}
