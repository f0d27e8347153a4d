const UNITS = ["Bytes", "KB", "MB", "GB"] as const;

/**
 * A file size for people: 1024-based units Bytes, KB, MB, GB (001 section 9), at most two decimals
 * ("1.5 MB", "0 Bytes"). Sizes beyond the gigabytes stay in GB.
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return "0 Bytes";
  const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), UNITS.length - 1);
  const value = bytes / 1024 ** exponent;
  return `${Number.parseFloat(value.toFixed(2))} ${UNITS[exponent]}`;
}
