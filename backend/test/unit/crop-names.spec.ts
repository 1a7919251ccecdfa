import { CropNames } from '../../src/advisory/application/crop-names';
import { FileCropCatalog } from '../../src/advisory/infrastructure/crop-catalog';
import { DictionaryMandiNames } from '../../src/market-prices/infrastructure/dictionary-mandi-names';

describe('crop names in three languages (the crop catalogue)', () => {
  const names = new CropNames(new FileCropCatalog());

  it.each([
    ['Sharbati wheat', 'wheat'],
    ['ઘઉં લોકવન', 'wheat'],
    ['देसी गेहूँ', 'wheat'],
    ['કેસર કેરી', 'mango'],
    ['Guntur chilli', 'chilli'],
    ['Sona Masuri rice', 'rice'],
    ['Desi Tomatoes', 'tomato'],
    ['Nashik onions', 'onion'],
    ['Kesar Mangoes', 'mango'],
    ['મગફળી (જાડી)', 'groundnut'],
  ])('finds the crop "%s" names', (listing, crop) => {
    expect(names.find(listing)?.id).toBe(crop);
  });

  it('finds nothing in a name that names no crop, and no crop inside another word', () => {
    expect(names.find('Mixed farm produce')).toBeNull();
    expect(names.find('Small tractor trolley')).toBeNull();
  });

  it('gives every name of the crop a search word names, in any language or spelling', () => {
    for (const word of ['gehu', 'GEHU', 'ghau', 'गेहूं', 'ઘઉં', 'wheat']) {
      expect(names.wordsFor(word)).toEqual(expect.arrayContaining(['wheat', 'गेहू', 'ઘઉ']));
    }
    expect(names.wordsFor('dhan')).not.toContain('ધાણા');
    expect(names.wordsFor('x')).toEqual([]);
    expect(names.wordsFor('tractor')).toEqual([]);
  });
});

describe('mandi names (the reviewed dictionary)', () => {
  const mandi = new DictionaryMandiNames();

  it('says a feed name in Hindi or Gujarati, any case, and leaves unknown names as the feed wrote them', () => {
    expect(mandi.nameIn('commodity', 'Onion', 'hi')).toBe('प्याज');
    expect(mandi.nameIn('commodity', 'onion', 'gu')).toBe('ડુંગળી');
    expect(mandi.nameIn('state', 'Gujarat', 'gu')).toBe('ગુજરાત');
    expect(mandi.nameIn('commodity', 'Onion', 'en')).toBe('Onion');
    expect(mandi.nameIn('market', 'Nowhere Mandi', 'hi')).toBe('Nowhere Mandi');
  });

  it('lists the words that find a commodity', () => {
    expect(mandi.searchWords('Wheat')).toEqual(
      expect.arrayContaining(['wheat', 'gehu', 'ghau', 'गेहूँ', 'ઘઉં']),
    );
    expect(mandi.searchWords('Unknown crop')).toEqual(['unknown crop']);
  });
});
