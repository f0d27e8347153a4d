import { X } from "lucide-react";
import { type KeyboardEvent, useEffect, useRef } from "react";
import { Link } from "#app/components/site/links.tsx";
import { MENU_CLOSE_ATTRIBUTE } from "#app/lib/early-events.ts";
import { enabledNav, headerNav } from "#core/site-nav.ts";
import { useTheme } from "../theme/use-theme.tsx";
import { Logo } from "./logo.tsx";
import { SiteNavLink } from "./nav-link.tsx";
import { SessionSlot } from "./session-slot.tsx";
import { useSiteSettings } from "./site-settings.ts";
import { ThemeToggleButton } from "./theme-toggle.tsx";

/** Keeps Tab inside the open menu. */
function trapFocus(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== "Tab") return;
  const focusable = event.currentTarget.querySelectorAll<HTMLElement>("a[href], button:not([disabled])");
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first?.focus();
  }
}

/**
 * The full-screen mobile menu: locks page scrolling while open, closes on an item click, on
 * Escape and when the theme changes. `early`: the copy the server sends hidden for the start
 * script to show before the app runs (app/lib/early-events.ts); it has no effects of its own.
 */
export function MobileMenu({
  onClose,
  onMembersOnly,
  early = false,
}: {
  onClose: () => void;
  onMembersOnly: () => void;
  early?: boolean;
}) {
  const settings = useSiteSettings();
  const { theme } = useTheme();
  const openedWith = useRef(theme);
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (early) return;
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = "hidden";
    closeButton.current?.focus();
    return () => {
      root.style.overflow = previous;
    };
  }, [early]);

  useEffect(() => {
    if (!early && theme !== openedWith.current) onClose();
  }, [early, theme, onClose]);

  return (
    <div
      id={early ? undefined : "mobile-menu"}
      role="dialog"
      aria-modal="true"
      aria-label="Menu"
      className="fixed inset-0 z-50 flex flex-col overflow-y-auto bg-white px-6 pt-5 pb-10 dark:bg-black"
      onKeyDown={(event) => {
        if (event.key === "Escape") onClose();
        trapFocus(event);
      }}
    >
      <div className="flex items-center justify-between">
        <Logo />
        <button
          ref={closeButton}
          type="button"
          className="rounded-md p-2"
          aria-label="Close menu"
          onClick={onClose}
          {...{ [MENU_CLOSE_ATTRIBUTE]: "" }}
        >
          <X aria-hidden="true" className="size-6" />
        </button>
      </div>
      <nav aria-label="Mobile" className="mt-10">
        <ul className="flex flex-col gap-2">
          {enabledNav(headerNav, settings).map((item) => (
            <li key={item.label}>
              <SiteNavLink
                target={item.target}
                onSelect={onClose}
                className="block py-2 text-3xl font-bold tracking-tight hover:text-brand-700 dark:hover:text-brand-500"
              >
                {item.label}
              </SiteNavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-auto flex flex-col gap-4 pt-10">
        <Link
          to="/book"
          onClick={onClose}
          className="rounded-full bg-brand-600 px-5 py-3 text-center font-semibold text-white hover:bg-brand-700"
        >
          Let's Talk
        </Link>
        <SessionSlot onMembersOnly={onMembersOnly} className="w-full py-3" />
        <ThemeToggleButton withLabel />
      </div>
    </div>
  );
}
