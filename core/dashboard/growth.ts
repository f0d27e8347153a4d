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

/**
 * A rate (a percentage such as the bounce or open rate) against its previous value, in percentage
 * points with one decimal: 62.5% against 22.2% is +40.3 points, not +181.5%.
 */
export function pointChange(current: number, previous: number): number {
  return Math.round((current - previous) * 10) / 10;
}

/** '+2.1 pts' / '−40.3 pts' (a true minus sign) / '0 pts'. */
export function formatPoints(points: number): string {
  const sign = points > 0 ? "+" : points < 0 ? "\u2212" : "";
  return `${sign}${Math.abs(points)} pts`;
}
