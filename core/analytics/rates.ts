/** A share in percent with one decimal; 0 when there is nothing to divide by. */
export function percent(part: number, whole: number): number {
  if (!whole) return 0;
  return Math.round((part / whole) * 1000) / 10;
}

/** Open rate in analytics: opened divided by delivered (001 section 9). */
export const openRate = (opened: number, delivered: number) => percent(opened, delivered);

/** Click rate: clicked divided by opened (001 section 9). */
export const clickRate = (clicked: number, opened: number) => percent(clicked, opened);

/** Each part's share of the total, in percent; the shares of a split add up to about 100. */
export function shares<T extends { value: number }>(parts: T[]): (T & { share: number })[] {
  const total = parts.reduce((sum, p) => sum + p.value, 0);
  return parts.map((p) => ({ ...p, share: percent(p.value, total) }));
}

/** '2m 30s' for an average visit duration. */
export function formatDuration(seconds: number): string {
  const s = Math.round(seconds);
  if (s < 60) return `${s}s`;
  return `${Math.floor(s / 60)}m ${String(s % 60).padStart(2, "0")}s`;
}
