/**
 * Amounts arrive from the database as numeric strings ("1234.50"). Sums are done in whole cents
 * (integers) so that no floating-point error creeps into a total; only display uses Number.
 */
export function toCents(amount: string | number | null | undefined): number {
  if (amount === null || amount === undefined || amount === "") return 0;
  const text = typeof amount === "number" ? amount.toFixed(2) : amount.trim();
  const match = /^(-)?(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match) return 0;
  const [, sign, whole, fraction = ""] = match;
  const cents = Number(whole || "0") * 100 + Number(`${fraction}00`.slice(0, 2));
  return sign ? -cents : cents;
}

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** "$1,234.50" from cents. */
export function formatCents(cents: number): string {
  return usd.format(cents / 100);
}

/** "$1,234.50" from a numeric string or number. */
export function formatUsd(amount: string | number | null | undefined): string {
  return formatCents(toCents(amount));
}

/** A project value, or 'TBD' when none was set (001 section 3). */
export function formatProjectValue(value: string | null | undefined): string {
  return value === null || value === undefined || value === "" ? "TBD" : formatUsd(value);
}
