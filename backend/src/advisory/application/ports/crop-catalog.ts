export interface CatalogCrop {
  id: string;
  scientificName: string;
  en: string;
  hi: string;
  gu: string;
  category: string;
  /** Common romanised spellings farmers type ("gehu", "ghau"), lower case. */
  aliases?: string[];
}

/** The curated list of crops grown in India, with names in English, Hindi and Gujarati. */
export abstract class CropCatalog {
  abstract list(): CatalogCrop[];
}
