/** Display helpers of the analytics screen. */
export const n = (value: number) => value.toLocaleString("en-US");
export const percent = (value: number) => `${value}%`;

const compactDollars = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  notation: "compact",
  maximumFractionDigits: 1,
});
/** A money axis tick that fits its narrow column: $12K, $1.5M. */
export const moneyTick = (value: number) => compactDollars.format(value);

export function monthLabel(month: string): string {
  return new Date(`${month}-01T00:00:00Z`).toLocaleDateString("en-US", {
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
}

export function dayLabel(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });
}
