import { Moon, Sun } from "lucide-react";
import { iconButton } from "./styles.ts";

/**
 * Switches light/dark by hand: the `dark` class on <html>, stored as an explicit choice under the
 * keys theme-boot-script.ts reads ('theme' and 'theme-follow-system' = 'false').
 */
export function ThemeToggle() {
  const toggle = () => {
    const root = document.documentElement;
    const next = root.classList.contains("dark") ? "light" : "dark";
    root.classList.toggle("dark", next === "dark");
    root.style.colorScheme = next;
    document
      .querySelector("meta[name=theme-color]")
      ?.setAttribute("content", next === "dark" ? "#000000" : "#dc2626");
    try {
      localStorage.setItem("theme", next);
      localStorage.setItem("theme-follow-system", "false");
    } catch {
      // Storage can be unavailable (private mode); the page still switches.
    }
  };
  // The icon follows the class through CSS, so the server-rendered markup never mismatches.
  return (
    <button type="button" onClick={toggle} className={iconButton} aria-label="Toggle dark mode">
      <Moon className="size-5 dark:hidden" aria-hidden />
      <Sun className="hidden size-5 dark:block" aria-hidden />
    </button>
  );
}
