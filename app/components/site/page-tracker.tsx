import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { trackLanding, trackPageView } from "#app/lib/tracker.ts";

/**
 * Counts a view on every client-side navigation and measures the web vitals (app/lib/tracker.ts);
 * the landing page's view is the start script's (app/lib/app-start.ts), sent with or without the app.
 */
export function PageTracker({ disabled }: { disabled: boolean }) {
  const { pathname } = useLocation();
  const landing = useRef(pathname);
  useEffect(() => {
    if (disabled) return;
    if (pathname === landing.current) trackLanding();
    else {
      landing.current = "";
      trackPageView(pathname);
    }
  }, [pathname, disabled]);
  return null;
}
