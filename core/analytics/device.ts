/** Device types of the device breakdown. */
export const DEVICE_TYPES = ["desktop", "mobile", "tablet"] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

export const DEVICE_LABELS: Record<DeviceType, string> = {
  desktop: "Desktop",
  mobile: "Mobile",
  tablet: "Tablet",
};

/**
 * From the Sec-CH-UA-Mobile client hint when the browser sends it, else the user agent; the screen
 * width breaks the tie for tablets that announce a desktop browser (iPadOS).
 */
export function deviceType(userAgent: string, mobileHint?: string | null, width?: number | null): DeviceType {
  if (/ipad|tablet|playbook|silk|kindle|(android(?!.*mobile))/i.test(userAgent)) return "tablet";
  if (mobileHint === "?1") return "mobile";
  if (/mobi|iphone|ipod|android.*mobile|windows phone|blackberry|opera mini/i.test(userAgent))
    return "mobile";
  if (mobileHint === "?0") return "desktop";
  if (width != null && width > 0 && width < 768) return "mobile";
  return "desktop";
}

/** Screen widths stored as buckets, so the exact width never helps to tell visitors apart. */
export const SCREEN_BUCKETS = [
  { key: "xs", max: 480 },
  { key: "sm", max: 768 },
  { key: "md", max: 1024 },
  { key: "lg", max: 1440 },
  { key: "xl", max: Number.POSITIVE_INFINITY },
] as const;

export function screenBucket(width: number | null | undefined): string | null {
  if (width == null || !Number.isFinite(width) || width <= 0) return null;
  return SCREEN_BUCKETS.find((bucket) => width < bucket.max)?.key ?? "xl";
}
