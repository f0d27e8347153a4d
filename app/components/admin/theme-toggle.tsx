import { Moon, Sun } from "lucide-react";
import { toggleTheme } from "#app/components/theme/theme-store.ts";
import { buttonVariants } from "#app/components/ui/button.tsx";

/** Switches light/dark by hand, stored as an explicit choice (the site's theme store, one rule). */
export function ThemeToggle() {
  // The icon follows the class through CSS, so the server-rendered markup never mismatches.
  return (
    <button
      type="button"
      onClick={toggleTheme}
      className={buttonVariants({ variant: "ghost", size: "icon" })}
      aria-label="Toggle dark mode"
    >
      <Moon className="size-5 dark:hidden" aria-hidden />
      <Sun className="hidden size-5 dark:block" aria-hidden />
    </button>
  );
}
