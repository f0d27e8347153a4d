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

/* ---------------------------------------------------------------- exact money (BigInt cents)
   The revenue tracker and invoices add many amounts and multiply by quantities and tax rates:
   BigInt cents keep every step exact whatever the size; strings carry amounts across the wire. */

const DECIMAL = /^(-)?(\d+)(?:\.(\d{1,2})\d*)?$/;

/** Exact cents from a numeric string such as "1234.5" (more than two decimals are cut). */
export function parseCents(amount: string | null | undefined): bigint {
  const match = DECIMAL.exec((amount ?? "").trim());
  if (!match) return 0n;
  const [, sign, whole, fraction = ""] = match;
  const cents = BigInt(whole) * 100n + BigInt(`${fraction}00`.slice(0, 2));
  return sign ? -cents : cents;
}

/** "1234.50" for the database and the wire, from cents. */
export function centsToDecimal(cents: bigint): string {
  const sign = cents < 0n ? "-" : "";
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, "0")}`;
}

export function sumCents(amounts: Iterable<string | bigint>): bigint {
  let total = 0n;
  for (const a of amounts) total += typeof a === "bigint" ? a : parseCents(a);
  return total;
}

/** value × numerator / denominator, rounded half away from zero, all in integers. */
export function mulDivRound(value: bigint, numerator: bigint, denominator: bigint): bigint {
  const product = value * numerator;
  const negative = product < 0n !== denominator < 0n;
  const abs = (product < 0n ? -product : product) * 2n + (denominator < 0n ? -denominator : denominator);
  const q = abs / (2n * (denominator < 0n ? -denominator : denominator));
  return negative ? -q : q;
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * An amount in the agency's currency. Intl formats a decimal string exactly (no conversion
 * through a float), so "0.30" stays $0.30 and 9,007,199,254,740.99 keeps its cents.
 */
export function formatMoney(amount: bigint | string, currency = "USD", locale = "en-US"): string {
  const key = `${locale}:${currency}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: "currency", currency });
    formatters.set(key, format);
  }
  const text = typeof amount === "bigint" ? centsToDecimal(amount) : centsToDecimal(parseCents(amount));
  return format.format(text as unknown as number);
}

/** A signed amount: '+$10.00' for income, '-$10.00' for an expense. */
export function formatSigned(amount: string, type: "income" | "expense", currency = "USD"): string {
  return `${type === "income" ? "+" : "-"}${formatMoney(parseCents(amount) < 0n ? -parseCents(amount) : parseCents(amount), currency)}`;
}
