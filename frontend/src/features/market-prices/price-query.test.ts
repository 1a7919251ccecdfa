import { describe, expect, it } from 'vitest';
import { farmerProfile } from '../../testing/fixtures';
import {
  activeFilterCount,
  firstPriceQuery,
  nearPlaceOf,
  noFilters,
  priceQuery,
} from './price-query';

const maharashtra = { state: 'Maharashtra' };
const nashik = { state: 'Maharashtra', district: 'Nashik' };

describe("the prices query, the member's own place first", () => {
  it('asks for the first page without a place when none is known', () => {
    expect(firstPriceQuery()).toEqual({ page: 1, limit: 40 });
  });

  it("puts the member's state, and their district when known, first", () => {
    expect(firstPriceQuery(maharashtra)).toEqual({ page: 1, limit: 40, nearState: 'Maharashtra' });
    expect(priceQuery({ ...noFilters, commodity: 'Onion', sort: 'modal_desc' }, 3, nashik)).toEqual(
      {
        page: 3,
        limit: 40,
        commodity: 'Onion',
        sort: 'modal_desc',
        nearState: 'Maharashtra',
        nearDistrict: 'Nashik',
      },
    );
  });

  it('lets a state the member picks win', () => {
    const gujarat = { ...noFilters, state: 'Gujarat' };
    expect(priceQuery(gujarat, 1, nashik)).toEqual({ page: 1, limit: 40, state: 'Gujarat' });
    // Their own state picked: only their district is still worth putting first.
    const own = { ...noFilters, state: 'Maharashtra' };
    expect(priceQuery(own, 1, maharashtra)).toEqual({ page: 1, limit: 40, state: 'Maharashtra' });
    expect(priceQuery(own, 1, nashik)).toEqual({
      page: 1,
      limit: 40,
      state: 'Maharashtra',
      nearState: 'Maharashtra',
      nearDistrict: 'Nashik',
    });
  });

  it("takes the place from the member's profile (a state; profiles hold no district)", () => {
    expect(nearPlaceOf({ ...farmerProfile, state: 'Maharashtra' })).toEqual(maharashtra);
    expect(nearPlaceOf({ ...farmerProfile, state: '  ' })).toBeUndefined();
    expect(nearPlaceOf(undefined)).toBeUndefined();
  });

  it('counts the filters in force', () => {
    expect(activeFilterCount(noFilters)).toBe(0);
    expect(activeFilterCount({ state: 'Gujarat', commodity: '', sort: 'modal_asc' })).toBe(2);
  });
});
