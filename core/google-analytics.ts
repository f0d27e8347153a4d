/*
 * Google Analytics (Integrations tab, googleAnalyticsId): beside the first-party analytics on the
 * public pages, never in preview mode, never for admins (their visits would skew the numbers), and
 * not for visitors who ask not to be tracked while respectDoNotTrack is on.
 */

export const GA_ID_PATTERN = /^G-[A-Z0-9]{4,16}$/;

export function googleAnalyticsWanted(options: {
  measurementId: string;
  previewMode: boolean;
  isAdmin: boolean;
  respectDoNotTrack: boolean;
  /** navigator.doNotTrack === '1' or navigator.globalPrivacyControl. */
  optedOut: boolean;
}): boolean {
  if (!GA_ID_PATTERN.test(options.measurementId)) return false;
  if (options.previewMode || options.isAdmin) return false;
  return !(options.respectDoNotTrack && options.optedOut);
}

/** The one external script Google's gtag needs. */
export function gtagScriptUrl(measurementId: string) {
  return `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
}
