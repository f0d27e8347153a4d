import { Monitor, Moon, Sun } from "lucide-react";
import { type MouseEvent, memo, useEffect, useRef, useState } from "react";
import { THEME_TOGGLE_ATTRIBUTE } from "#app/lib/early-events.ts";
import { THEME_TOGGLE_DEBOUNCE_MS, themeToggleHidden } from "#core/motion.ts";
import { resetToSystemTheme, toggleTheme } from "../theme/theme-store.ts";

/* Both icons are rendered and CSS shows the right one, so the server HTML matches any theme. */
function ThemeIcon() {
  return (
    <>
      <Moon aria-hidden="true" className="size-5 dark:hidden" />
      <Sun aria-hidden="true" className="hidden size-5 dark:block" />
    </>
  );
}

export function ThemeToggleButton({
  withLabel = false,
  onContextMenu,
  className = "",
}: {
  withLabel?: boolean;
  onContextMenu?: (event: MouseEvent<HTMLButtonElement>) => void;
  className?: string;
}) {
  // The action only: subscribing to the theme would re-render the button once hydration is over.
  return (
    <button
      type="button"
      // Answers before the app starts too (app/lib/early-events.ts, decision 026).
      {...{ [THEME_TOGGLE_ATTRIBUTE]: "" }}
      onClick={toggleTheme}
      onContextMenu={onContextMenu}
      aria-label={withLabel ? undefined : "Toggle dark mode"}
      className={`inline-flex items-center justify-center gap-2 rounded-full border border-neutral-300 p-3 dark:border-neutral-700 ${className}`}
    >
      <ThemeIcon />
      {withLabel && <span className="font-semibold">Toggle dark mode</span>}
    </button>
  );
}

function useHiddenPast150() {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let timer: number | undefined;
    const onScroll = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setHidden(themeToggleHidden(window.scrollY)), THEME_TOGGLE_DEBOUNCE_MS);
    };
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.clearTimeout(timer);
    };
  }, []);
  return hidden;
}

/**
 * The floating toggle: hides once the page is scrolled past 150 px (16 ms debounce); a right-click
 * (or the context-menu key) offers 'Use System Setting'.
 */
export const FloatingThemeToggle = memo(function FloatingThemeToggle() {
  const hidden = useHiddenPast150();

  const [menuOpen, setMenuOpen] = useState(false);
  const menuItem = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    menuItem.current?.focus();
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent) {
        // Escape closes from anywhere, the focused menu item included (focus starts there).
        if (event.key !== "Escape") return;
      } else if (event.target instanceof Node && menuItem.current?.contains(event.target)) {
        return;
      }
      setMenuOpen(false);
    };
    document.addEventListener("pointerdown", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("pointerdown", close);
      document.removeEventListener("keydown", close);
    };
  }, [menuOpen]);

  return (
    <div
      data-testid="floating-theme-toggle"
      data-hidden={hidden ? "true" : "false"}
      className={`fixed right-4 bottom-4 z-30 transition-[opacity,transform,visibility] duration-300 ${
        hidden ? "invisible translate-y-4 opacity-0" : "visible opacity-100"
      }`}
    >
      {menuOpen && (
        <div
          role="menu"
          aria-label="Theme"
          className="absolute right-0 bottom-full mb-2 w-52 rounded-lg border border-neutral-200 bg-white p-1 shadow-lg dark:border-neutral-800 dark:bg-neutral-950"
        >
          <button
            ref={menuItem}
            type="button"
            role="menuitem"
            className="flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm hover:bg-neutral-100 focus:bg-neutral-100 dark:hover:bg-neutral-900 dark:focus:bg-neutral-900"
            onClick={() => {
              resetToSystemTheme();
              setMenuOpen(false);
            }}
          >
            <Monitor aria-hidden="true" className="size-4" />
            Use System Setting
          </button>
        </div>
      )}
      <ThemeToggleButton
        className="bg-white shadow-lg dark:bg-neutral-950"
        onContextMenu={(event) => {
          event.preventDefault();
          setMenuOpen(true);
        }}
      />
    </div>
  );
});
