import { memo, useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { googleAnalyticsWanted, gtagScriptUrl } from "#core/google-analytics.ts";

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

function optedOut() {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return nav.doNotTrack === "1" || nav.globalPrivacyControl === true;
}

/** gtag's queue: Google's script reads the arguments objects pushed here. */
function gtag(..._args: unknown[]) {
  window.dataLayer = window.dataLayer ?? [];
  // biome-ignore lint/complexity/noArguments: gtag expects the arguments object itself, not an array
  window.dataLayer.push(arguments);
}

/**
 * Google Analytics (googleAnalyticsId setting). Loaded from the bundle once the page is
 * interactive (an effect runs after hydration), so it never delays the first paint, and with no
 * inline script for the Content-Security-Policy to allow. Page views follow client navigations.
 */
export const GoogleAnalytics = memo(function GoogleAnalytics(props: {
  measurementId: string;
  previewMode: boolean;
  isAdmin: boolean;
  respectDoNotTrack: boolean;
}) {
  const { pathname, search } = useLocation();
  const loadedId = useRef<string | null>(null);
  const { measurementId, previewMode, isAdmin, respectDoNotTrack } = props;

  useEffect(() => {
    if (
      !googleAnalyticsWanted({ measurementId, previewMode, isAdmin, respectDoNotTrack, optedOut: optedOut() })
    ) {
      return;
    }
    if (loadedId.current !== measurementId) {
      loadedId.current = measurementId;
      const script = document.createElement("script");
      script.async = true;
      script.src = gtagScriptUrl(measurementId);
      script.dataset.gaId = measurementId;
      document.head.append(script);
      gtag("js", new Date());
      // Page views are sent below, once per route, also for client-side navigations.
      gtag("config", measurementId, { send_page_view: false });
    }
    gtag("event", "page_view", { page_path: pathname + search, page_location: window.location.href });
  }, [measurementId, previewMode, isAdmin, respectDoNotTrack, pathname, search]);

  return null;
});
