import type { MouseEvent, ReactNode } from "react";
import { useEffect } from "react";
import { useLocation } from "react-router";
import { Link } from "#app/components/site/links.tsx";
import { navigateInApp } from "#app/lib/app-links.ts";
import { type NavTarget, navAction, navHref, SECTION_SCROLL_DELAY_MS } from "#core/site-nav.ts";

type SectionScrollState = { scrollTo: string };

/** Scrolls a home page section into view and moves keyboard focus there. */
export function scrollToSection(id: string) {
  const section = document.getElementById(id);
  if (!section) return;
  // Lay out every section first (app.css, .below-fold), so that the scroll ends exactly on it.
  document.documentElement.dataset.renderAll = "true";
  const reduced = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
  section.scrollIntoView({ behavior: reduced ? "auto" : "smooth", block: "start" });
  if (!section.hasAttribute("tabindex")) section.setAttribute("tabindex", "-1");
  section.focus({ preventScroll: true });
}

/**
 * After a section link brought the visitor to the home page, scrolls to the section about 100 ms
 * after the page rendered (000 section 2).
 */
export function useSectionScrollOnArrival() {
  const location = useLocation();
  const section = (location.state as Partial<SectionScrollState> | null)?.scrollTo;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per arrival (location.key)
  useEffect(() => {
    if (!section) return;
    const timer = window.setTimeout(() => scrollToSection(section), SECTION_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [location.key]);
}

function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * A header or footer link (core/site-nav.ts decides): a page link, a scroll on the home page, or
 * a trip home followed by a scroll about 100 ms later. Works as a plain link before hydration.
 */
export function SiteNavLink({
  target,
  children,
  className,
  onSelect,
}: {
  target: NavTarget;
  children: ReactNode;
  className?: string;
  onSelect?: () => void;
}) {
  const { pathname } = useLocation();
  const action = navAction(target, pathname);
  const current = action.type === "navigate" && pathname === action.to;

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (!isPlainClick(event)) return;
    onSelect?.();
    if (action.type === "navigate") return;
    event.preventDefault();
    if (action.type === "scroll") return scrollToSection(action.section);
    // The home page scrolls once it has rendered (useSectionScrollOnArrival).
    navigateInApp(action.to, { state: { scrollTo: action.section } satisfies SectionScrollState });
  }

  return (
    <Link
      to={navHref(target, pathname)}
      onClick={onClick}
      className={className}
      aria-current={current ? "page" : undefined}
    >
      {children}
    </Link>
  );
}
