import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { trackLanding, trackPageView } from "#app/lib/tracker.ts";
import { whenIdle } from "#app/lib/when-idle.ts";

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
      sendSoon(() => trackPageView(pathname));
    }
  }, [pathname, disabled]);
  return null;
}

/**
 * When the browser is next idle rather than in the frames that show the new page (issue 37), and
 * at once if the visitor leaves first: a view is never lost to the wait.
 */
function sendSoon(send: () => void) {
  let sent = false;
  const once = () => {
    if (sent) return;
    sent = true;
    removeEventListener("pagehide", once);
    send();
  };
  addEventListener("pagehide", once);
  whenIdle(once);
}
