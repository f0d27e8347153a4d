/** Average deal size: total income divided by the number of income transactions (001 section 9). */
export function averageDealSize(totalIncome: number, incomeTransactions: number): number {
  if (incomeTransactions <= 0) return 0;
  return Math.round((totalIncome / incomeTransactions) * 100) / 100;
}

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

/** Whole dollars, as the dashboard cards show them. */
export function formatMoney(amount: number): string {
  return usd.format(amount);
}
