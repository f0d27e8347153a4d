/**
 * Growth of the current period against the previous one, in percent with one decimal
 * (001 section 9): 100 when the previous is 0 and the current is above 0; 0 when both are 0.
 */
export function growthRate(current: number, previous: number): number {
  if (previous === 0) return current > 0 ? 100 : 0;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

/** '+12.5%' / '-3%' / '0%' for a growth figure. */
export function formatGrowth(growth: number): string {
  const sign = growth > 0 ? "+" : "";
  return `${sign}${growth}%`;
}
