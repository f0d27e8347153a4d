import { useEffect } from "react";
import { useLocation } from "react-router";

/** The specification returns scroll to the top on every route change (links to #sections aside). */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new pathname only
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
