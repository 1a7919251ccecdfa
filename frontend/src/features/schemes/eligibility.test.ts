import { describe, expect, it } from 'vitest';
import type { Scheme } from '../../api/schemes';
import {
  answersFromSearch,
  answersToSearch,
  landHectares,
  mayApply,
  noAnswers,
} from './eligibility';

function scheme(audience: Partial<Scheme['audience']>): Scheme {
  return {
    _id: 's',
    name: 'A scheme',
    state: 'All States',
    stateName: 'All States',
    language: 'en',
    description: '',
    eligibility: '',
    benefits: '',
    applyLink: 'https://example.gov.in',
    lastVerified: '2026-01-01',
    source: '',
    audience: { farmerCategories: ['all'], maxLandHectares: null, crops: null, ...audience },
  };
}

describe('which schemes may apply', () => {
  it('hides nothing before the farmer answers', () => {
    expect(
      mayApply(
        scheme({ farmerCategories: ['tenant'], maxLandHectares: 1, crops: ['paddy'] }),
        noAnswers,
      ),
    ).toBe(true);
  });

  it('counts small and marginal farmers and other landholders as landholders, and nobody else', () => {
    const forLandholders = scheme({ farmerCategories: ['landholder'] });
    for (const category of ['small', 'marginal', 'landholder'] as const)
      expect(mayApply(forLandholders, { ...noAnswers, category })).toBe(true);
    for (const category of ['tenant', 'landless', 'women'] as const)
      expect(mayApply(forLandholders, { ...noAnswers, category })).toBe(false);
  });

  it('keeps a scheme for every farmer, or for the chosen category', () => {
    expect(mayApply(scheme({}), { ...noAnswers, category: 'landless' })).toBe(true);
    expect(
      mayApply(scheme({ farmerCategories: ['women'] }), { ...noAnswers, category: 'women' }),
    ).toBe(true);
    expect(
      mayApply(scheme({ farmerCategories: ['small'] }), { ...noAnswers, category: 'marginal' }),
    ).toBe(false);
  });

  it('keeps a land ceiling the farm stays within, up to and including it', () => {
    const upToTwo = scheme({ maxLandHectares: 2 });
    expect(mayApply(upToTwo, { ...noAnswers, land: '2' })).toBe(true);
    expect(mayApply(upToTwo, { ...noAnswers, land: '2,5' })).toBe(false);
    expect(mayApply(upToTwo, { ...noAnswers, land: 'two' })).toBe(true);
  });

  it('keeps schemes for any crop, all crops or the chosen crop', () => {
    expect(mayApply(scheme({ crops: null }), { ...noAnswers, crop: 'millets' })).toBe(true);
    expect(mayApply(scheme({ crops: ['all-crops'] }), { ...noAnswers, crop: 'millets' })).toBe(
      true,
    );
    expect(mayApply(scheme({ crops: ['millets'] }), { ...noAnswers, crop: 'millets' })).toBe(true);
    expect(mayApply(scheme({ crops: ['organic'] }), { ...noAnswers, crop: 'millets' })).toBe(false);
  });
});

describe('answers in the address', () => {
  it('reads known answers and drops unknown ones', () => {
    expect(answersFromSearch(new URLSearchParams('category=giant&land=1.5&crop=paddy'))).toEqual({
      category: '',
      land: '1.5',
      crop: 'paddy',
    });
    expect(answersToSearch({ category: 'small', land: ' ', crop: '' }).toString()).toBe(
      'category=small',
    );
  });

  it('reads a land size with a decimal point or comma, never a negative one', () => {
    expect(landHectares('1.5')).toBe(1.5);
    expect(landHectares('0,75')).toBe(0.75);
    expect(landHectares('-1')).toBeNull();
    expect(landHectares('')).toBeNull();
  });
});
