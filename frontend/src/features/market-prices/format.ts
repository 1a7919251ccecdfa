const grouping = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** Rupees as Indians group them, without the symbol: 1,00,000 / 1,850.5 */
export function formatAmount(amount: number): string {
  return grouping.format(amount);
}

/** YYYY-MM-DD as dd/mm/yyyy, the way mandi reports are dated. */
export function formatReportDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return y && m && d ? `${d}/${m}/${y}` : iso;
}
