import { paths } from '../../app/paths';

// The keyword tables of the two search boxes: the navigation bar's and the dashboard header's.
// Order matters: the first keyword found in the query wins, so 'market report' goes to /Reports
// in the header table.
export type KeywordRoute = readonly [keyword: string, path: string];

export const navbarKeywordRoutes: readonly KeywordRoute[] = [
  ['home', paths.home],
  ['about', paths.about],
  ['contact', paths.contact],
  ['feature', paths.featureCatalog],
  ['dashboard', paths.dashboard],
  ['government', paths.schemes.list],
  ['market', paths.market.list],
  ['expert', paths.expert],
  ['resource', paths.resources.list],
  ['setting', paths.settings],
  ['support', paths.quickSupport],
  ['report', paths.reports],
  ['routine', paths.routine],
  ['sell', paths.cropSell],
  ['product', paths.products],
  ['order', paths.orderHistory],
];

export const headerKeywordRoutes: readonly KeywordRoute[] = [
  ['report', paths.reports],
  ['profile', paths.settings],
  ['history', paths.orderHistory],
  ['sell', paths.cropSell],
  ['bookmark', paths.bookmarks],
  ['routine', paths.routine],
  ['dash', paths.dashboardSidebar],
  ['home', paths.homeAlias],
  ['about', paths.about],
  ['contact', paths.contact],
  ['feature', paths.featureCatalog],
  ['government', paths.schemes.list],
  ['market', paths.market.list],
  ['expert', paths.expert],
  ['resource', paths.resources.list],
  ['support', paths.quickSupport],
  ['product', paths.products],
  ['order', paths.orderHistory],
];

/**
 * Words farmers type in Hindi and Gujarati, and common romanised spellings, for the same pages.
 * Tried after the table of the box, so an English keyword keeps its place. Both spellings of a
 * word with and without the nukta (बाज़ार, बाजार) are listed; queries are NFC-normalised first.
 */
export const localKeywordRoutes: readonly KeywordRoute[] = [
  // Mandi prices: "मंडी भाव", "ભાવ", "mandi", "bhav".
  ['मंडी', paths.liveCropPricing],
  ['भाव', paths.liveCropPricing],
  ['दाम', paths.liveCropPricing],
  ['મંડી', paths.liveCropPricing],
  ['ભાવ', paths.liveCropPricing],
  ['mandi', paths.liveCropPricing],
  ['bhav', paths.liveCropPricing],
  ['price', paths.liveCropPricing],
  // Government schemes.
  ['योजना', paths.schemes.list],
  ['सरकारी', paths.schemes.list],
  ['યોજના', paths.schemes.list],
  ['સરકારી', paths.schemes.list],
  ['yojana', paths.schemes.list],
  ['sarkari', paths.schemes.list],
  // Selling and buying.
  ['बेच', paths.cropSell],
  ['વેચ', paths.cropSell],
  ['bech', paths.cropSell],
  ['vech', paths.cropSell],
  ['बाज़ार', paths.market.list],
  ['बाजार', paths.market.list],
  ['ખરીદ', paths.market.list],
  ['खरीद', paths.market.list],
  ['બજાર', paths.market.list],
  ['bazar', paths.market.list],
  ['bajar', paths.market.list],
  ['ऑर्डर', paths.orderHistory],
  ['ओर्डर', paths.orderHistory],
  ['ઓર્ડર', paths.orderHistory],
  ['रिपोर्ट', paths.reports],
  ['રિપોર્ટ', paths.reports],
  // Advice and help.
  ['विशेषज्ञ', paths.expert],
  ['सलाह', paths.expert],
  ['નિષ્ણાત', paths.expert],
  ['સલાહ', paths.expert],
  ['salah', paths.expert],
  ['रोग', paths.cropDetection],
  ['बीमारी', paths.cropDetection],
  ['રોગ', paths.cropDetection],
  ['મશીન', paths.resources.list],
  ['ટ્રેક્ટર', paths.resources.list],
  ['સાધન', paths.resources.list],
  ['मशीन', paths.resources.list],
  ['ट्रैक्टर', paths.resources.list],
  ['यंत्र', paths.resources.list],
  ['औज़ार', paths.resources.list],
  ['औजार', paths.resources.list],
  ['दिनचर्या', paths.routine],
  ['દિનચર્યા', paths.routine],
  ['मदद', paths.quickSupport],
  ['सहायता', paths.quickSupport],
  ['મદદ', paths.quickSupport],
  ['madad', paths.quickSupport],
  ['संपर्क', paths.contact],
  ['સંપર્ક', paths.contact],
  ['प्रोफ़ाइल', paths.settings],
  ['प्रोफाइल', paths.settings],
  ['સેટિંગ', paths.settings],
  ['પ્રોફાઇલ', paths.settings],
  ['सेटिंग', paths.settings],
];

/**
 * The path of the first keyword contained in the query (trimmed, case-insensitive, NFC), from the
 * box's own table, else from the Hindi, Gujarati and romanised words; else null.
 */
export function findRouteForQuery(table: readonly KeywordRoute[], query: string): string | null {
  const needle = query.normalize('NFC').trim().toLowerCase();
  const hit =
    table.find(([keyword]) => needle.includes(keyword)) ??
    localKeywordRoutes.find(([keyword]) => needle.includes(keyword.normalize('NFC')));
  return hit ? hit[1] : null;
}
