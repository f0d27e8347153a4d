import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * The specification returns scroll to the top on every route change (links to #sections aside).
 * Not on the first render: a visitor who scrolled before the page hydrated stays where they are,
 * and the click they were making lands where they aimed (docs/decisions/007-no-lost-clicks.md).
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const shownPathname = useRef(pathname);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new pathname only
  useEffect(() => {
    if (shownPathname.current === pathname) return;
    shownPathname.current = pathname;
    if (!hash) window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
