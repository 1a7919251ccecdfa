import { describe, expect, it } from 'vitest';
import { findRouteForQuery, headerKeywordRoutes, navbarKeywordRoutes } from './keyword-routes';

describe('navbar keyword search', () => {
  it.each([
    ['home', '/'],
    ['about', '/About'],
    ['contact', '/ContactUs'],
    ['feature', '/Feature'],
    ['features', '/Feature'],
    ['dashboard', '/dashboard'],
    ['government', '/features/government-schemes'],
    ['market', '/features/MarketAccess'],
    ['expert', '/features/expert'],
    ['resource', '/features/resources'],
    ['setting', '/Setting'],
    ['support', '/QuickSupport'],
    ['report', '/Reports'],
    ['routine', '/Routine'],
    ['sell', '/CropSell'],
    ['product', '/product'],
    ['order', '/OrderHistory'],
  ])('sends %s to %s', (keyword, path) => {
    expect(findRouteForQuery(navbarKeywordRoutes, keyword)).toBe(path);
    expect(findRouteForQuery(navbarKeywordRoutes, `  ${keyword.toUpperCase()}  `)).toBe(path);
  });

  it('has exactly the sixteen navigation bar keywords, in order', () => {
    expect(navbarKeywordRoutes.map(([keyword]) => keyword)).toEqual([
      'home',
      'about',
      'contact',
      'feature',
      'dashboard',
      'government',
      'market',
      'expert',
      'resource',
      'setting',
      'support',
      'report',
      'routine',
      'sell',
      'product',
      'order',
    ]);
  });

  it('matches a keyword anywhere in the query', () => {
    expect(findRouteForQuery(navbarKeywordRoutes, 'Government Schemes')).toBe(
      '/features/government-schemes',
    );
    expect(findRouteForQuery(navbarKeywordRoutes, 'my settings')).toBe('/Setting');
  });

  it('lets the earlier keyword win: order report goes to reports', () => {
    expect(findRouteForQuery(navbarKeywordRoutes, 'order report')).toBe('/Reports');
    expect(findRouteForQuery(navbarKeywordRoutes, 'market home')).toBe('/');
  });

  it('finds nothing for an unknown or empty query', () => {
    expect(findRouteForQuery(navbarKeywordRoutes, 'weather')).toBeNull();
    expect(findRouteForQuery(navbarKeywordRoutes, '   ')).toBeNull();
  });
});

describe('header keyword search', () => {
  it.each([
    ['report', '/Reports'],
    ['profile', '/Setting'],
    ['history', '/OrderHistory'],
    ['sell', '/CropSell'],
    ['bookmark', '/Bookmarks'],
    ['routine', '/Routine'],
    ['dash', '/Dashboard'],
    ['home', '/Home'],
    ['about', '/About'],
    ['contact', '/ContactUs'],
    ['feature', '/Feature'],
    ['government', '/features/government-schemes'],
    ['market', '/features/MarketAccess'],
    ['expert', '/features/expert'],
    ['resource', '/features/resources'],
    ['support', '/QuickSupport'],
    ['product', '/product'],
    ['order', '/OrderHistory'],
  ])('sends %s to %s', (keyword, path) => {
    expect(findRouteForQuery(headerKeywordRoutes, keyword)).toBe(path);
    expect(findRouteForQuery(headerKeywordRoutes, `  ${keyword.toUpperCase()}  `)).toBe(path);
  });

  it('has exactly the eighteen dashboard header keywords, in order', () => {
    expect(headerKeywordRoutes.map(([keyword]) => keyword)).toEqual([
      'report',
      'profile',
      'history',
      'sell',
      'bookmark',
      'routine',
      'dash',
      'home',
      'about',
      'contact',
      'feature',
      'government',
      'market',
      'expert',
      'resource',
      'support',
      'product',
      'order',
    ]);
  });

  it('lets the earlier keyword win: market report goes to reports', () => {
    expect(findRouteForQuery(headerKeywordRoutes, 'market report')).toBe('/Reports');
    expect(findRouteForQuery(headerKeywordRoutes, 'order history')).toBe('/OrderHistory');
    expect(findRouteForQuery(headerKeywordRoutes, 'Dashboard')).toBe('/Dashboard');
  });

  it('finds nothing for an unknown query', () => {
    expect(findRouteForQuery(headerKeywordRoutes, 'weather')).toBeNull();
    expect(findRouteForQuery(headerKeywordRoutes, 'settings')).toBeNull();
  });
});

describe('Hindi, Gujarati and romanised words', () => {
  it.each([
    ['मंडी भाव', '/LiveCropPricing'],
    ['ઘઉંનો ભાવ', '/LiveCropPricing'],
    ['mandi bhav', '/LiveCropPricing'],
    ['सरकारी योजना', '/features/government-schemes'],
    ['ખેડૂત યોજના', '/features/government-schemes'],
    ['फसल बेचना', '/CropSell'],
    ['પાક વેચવો', '/CropSell'],
    ['बाज़ार', '/features/MarketAccess'],
    ['बाजार', '/features/MarketAccess'],
    ['મારા ઓર્ડર', '/OrderHistory'],
    ['ट्रैक्टर', '/features/resources'],
    ['पत्ती का रोग', '/features/crop-detection'],
    ['મદદ', '/QuickSupport'],
  ])('sends %s to %s from both boxes', (query, path) => {
    expect(findRouteForQuery(navbarKeywordRoutes, query)).toBe(path);
    expect(findRouteForQuery(headerKeywordRoutes, query)).toBe(path);
  });

  it('lets an English keyword of the box win', () => {
    expect(findRouteForQuery(navbarKeywordRoutes, 'market भाव')).toBe('/features/MarketAccess');
  });

  it('matches a decomposed spelling (NFD) as well', () => {
    expect(findRouteForQuery(navbarKeywordRoutes, 'बाज़ार'.normalize('NFD'))).toBe(
      '/features/MarketAccess',
    );
  });
});
