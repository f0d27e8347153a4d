/**
 * The theme rule of 000 section 4, pure so that the browser provider, the inline first-paint
 * script and the tests agree on it.
 */
export type Theme = "light" | "dark";

/** localStorage keys: the explicit choice and the 'follow the system' flag. */
export const THEME_STORAGE_KEY = "theme";
export const FOLLOW_SYSTEM_STORAGE_KEY = "theme-follow-system";

export const SYSTEM_CHECK_INTERVAL_MS = 60_000;
export const DAY_START_HOUR = 6;
export const DAY_END_HOUR = 18;

export const THEME_COLORS: Record<Theme, string> = { dark: "#000000", light: "#dc2626" };

/** The stored value counts only if it is light or dark and the follow-system flag is not true. */
export function acceptStoredTheme(stored: string | null, followSystemFlag: string | null): Theme | null {
  if (followSystemFlag === "true") return null;
  return stored === "light" || stored === "dark" ? stored : null;
}

/** When the system gives no preference: light from 06:00 up to 18:00, dark otherwise. */
export function clockTheme(now: Date): Theme {
  const hour = now.getHours();
  return hour >= DAY_START_HOUR && hour < DAY_END_HOUR ? "light" : "dark";
}

/** The system preference, or null when the browser reports neither light nor dark. */
export function systemPreference(prefersDark: boolean, prefersLight: boolean): Theme | null {
  if (prefersDark) return "dark";
  if (prefersLight) return "light";
  return null;
}

export type ThemeInputs = {
  stored: string | null;
  followSystemFlag: string | null;
  prefersDark: boolean;
  prefersLight: boolean;
  now: Date;
};

export type ThemeDecision = { theme: Theme; followSystem: boolean };

/** Explicit choice first; otherwise follow the system, and the clock when the system is silent. */
export function decideTheme(inputs: ThemeInputs): ThemeDecision {
  const explicit = acceptStoredTheme(inputs.stored, inputs.followSystemFlag);
  if (explicit) return { theme: explicit, followSystem: false };
  return { theme: followSystemTheme(inputs), followSystem: true };
}

export function followSystemTheme(inputs: Pick<ThemeInputs, "prefersDark" | "prefersLight" | "now">): Theme {
  return systemPreference(inputs.prefersDark, inputs.prefersLight) ?? clockTheme(inputs.now);
}

export function oppositeTheme(theme: Theme): Theme {
  return theme === "dark" ? "light" : "dark";
}

/** What toggling writes: an explicit choice that stops following the system. */
export function toggledStorage(current: Theme) {
  return { [THEME_STORAGE_KEY]: oppositeTheme(current), [FOLLOW_SYSTEM_STORAGE_KEY]: "false" } as const;
}
