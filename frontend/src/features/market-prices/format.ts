/** Rupees as Indians group them, without the symbol: 1,00,000 / 1,850.50 */
export { formatAmount } from '../../i18n/format';

/** YYYY-MM-DD as dd/mm/yyyy, the way mandi reports are dated. */
export function formatReportDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return y && m && d ? `${d}/${m}/${y}` : iso;
}
