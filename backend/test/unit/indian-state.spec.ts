import { IndianState, slugifyStateName } from '../../src/content/domain/indian-state';

describe('state names', () => {
  it.each([
    ['Tamil Nadu', 'tamil-nadu'],
    ['  UTTAR PRADESH ', 'uttar-pradesh'],
    ['Dadra and Nagar Haveli and Daman and Diu', 'dadra-and-nagar-haveli-and-daman-and-diu'],
    ['Jammu & Kashmir', 'jammu-and-kashmir'],
    ['All States', 'all-states'],
  ])('turns %p into the link slug %p (lowercase, spaces to hyphens)', (name, slug) => {
    expect(slugifyStateName(name)).toBe(slug);
  });

  it('recognises a state by name in any case, by slug or by code', () => {
    const state = new IndianState('id', 'TN', 'Tamil Nadu', 'state');
    expect(state.isNamedBy('tamil nadu')).toBe(true);
    expect(state.isNamedBy('TAMIL-NADU')).toBe(true);
    expect(state.isNamedBy('tn')).toBe(true);
    expect(state.isNamedBy('Kerala')).toBe(false);
    expect(state.isNamedBy('   ')).toBe(false);
  });
});
