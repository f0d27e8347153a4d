/** Average deal size: total income divided by the number of income transactions (001 section 9). */
export function averageDealSize(totalIncome: number, incomeTransactions: number): number {
  if (incomeTransactions <= 0) return 0;
  return Math.round((totalIncome / incomeTransactions) * 100) / 100;
}

const wholeFormats = new Map<string, Intl.NumberFormat>();

/** Whole units of the agency's currency, as the dashboard cards show them ('$1,235'). */
export function formatMoney(amount: number, currency = "USD"): string {
  let format = wholeFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat("en-US", { style: "currency", currency, maximumFractionDigits: 0 });
    wholeFormats.set(currency, format);
  }
  return format.format(amount);
}
