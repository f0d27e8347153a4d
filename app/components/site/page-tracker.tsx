import { useEffect } from "react";
import { useLocation } from "react-router";
import { trackPageView } from "#app/lib/tracker.ts";

/** Counts a page view on load and on every client-side navigation (app/lib/tracker.ts). */
export function PageTracker({ disabled }: { disabled: boolean }) {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!disabled) trackPageView(pathname);
  }, [pathname, disabled]);
  return null;
}
