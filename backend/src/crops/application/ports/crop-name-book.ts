/** A crop's names in the three languages the app speaks. */
export interface CropNamesByLanguage {
  en: string;
  hi: string;
  gu: string;
}

/**
 * The crops farmers grow, by their names in English, Hindi and Gujarati: a listing written in one
 * language shows the crop's name in the reader's, and a search in one finds listings in another.
 */
export abstract class CropNameBook {
  /** The crop a listing's own name names ("Sharbati wheat" -> Wheat, गेहूं, ઘઉં), or null. */
  abstract namesOf(listingName: string): CropNamesByLanguage | null;
  /** Every name of the crops a search word names ("gehu" -> wheat, गेहूं, ઘઉં, ...), or []. */
  abstract wordsFor(query: string): string[];
}
