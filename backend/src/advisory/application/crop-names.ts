import { Injectable } from '@nestjs/common';
import { CropCatalog, type CatalogCrop } from './ports/crop-catalog';

/** A crop of the catalogue by its names in English, Hindi and Gujarati. */
export interface CropNamesInThreeLanguages {
  id: string;
  en: string;
  hi: string;
  gu: string;
}

/** Lower case, without marks spellings differ in (accents, nukta, chandrabindu/anusvara). */
export function foldName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f\u0901\u0902\u093c\u0a81\u0a82\u0abc]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Words in the catalogue's brackets that qualify a crop rather than name it ("Cardamom (small)"). */
const QUALIFIERS = new Set(['small', 'large', 'fodder', 'greens', 'common', 'hot', 'sweet']);

/** The names a catalogue entry goes by: "Rice (paddy)" -> rice, paddy; "धान / चावल" -> धान, चावल. */
function namesOf(crop: CatalogCrop): string[] {
  return [crop.en, crop.hi, crop.gu, ...(crop.aliases ?? [])]
    .flatMap((name) => name.split(/[/(),]/))
    .map(foldName)
    .filter((n) => n.length >= 2 && !QUALIFIERS.has(n));
}

/**
 * Whether `phrase` appears in `text` as whole words (Devanagari and Gujarati letters count), an
 * English plural too ("Nashik onions", "Desi tomatoes").
 */
function containsWords(text: string, phrase: string): boolean {
  const letter = /[\p{L}\p{M}\p{N}]/u;
  for (let at = text.indexOf(phrase); at >= 0; at = text.indexOf(phrase, at + 1)) {
    const before = at === 0 ? '' : text[at - 1]!;
    if (before && letter.test(before)) continue;
    let end = at + phrase.length;
    if (/[a-z]$/.test(phrase))
      end += /^(es|s)(?![\p{L}\p{M}\p{N}])/u.exec(text.slice(end))?.[1]?.length ?? 0;
    const after = text[end] ?? '';
    if (!after || !letter.test(after)) return true;
  }
  return false;
}

/**
 * Which catalogue crop a seller's crop name or a buyer's search word names, in any of the three
 * languages or a common romanised spelling ("Sharbati wheat", "ઘઉં", "gehu" -> wheat).
 */
@Injectable()
export class CropNames {
  private index: { crop: CatalogCrop; names: string[] }[] | null = null;

  constructor(private readonly catalog: CropCatalog) {}

  private entries() {
    this.index ??= this.catalog.list().map((crop) => ({ crop, names: namesOf(crop) }));
    return this.index;
  }

  /** The crop a listing's name names (the longest name found wins), or null. */
  find(text: string): CropNamesInThreeLanguages | null {
    const folded = foldName(text);
    let best: { crop: CatalogCrop; length: number } | null = null;
    for (const { crop, names } of this.entries()) {
      for (const name of names) {
        if (name.length > (best?.length ?? 0) && containsWords(folded, name)) {
          best = { crop, length: name.length };
        }
      }
    }
    return best ? { id: best.crop.id, en: best.crop.en, hi: best.crop.hi, gu: best.crop.gu } : null;
  }

  /**
   * Every name of the crops a search names ("gehu" -> wheat, गेहूं, ઘઉં, gehu, ...), so a search in
   * one language finds listings written in another; empty when it names no crop.
   */
  wordsFor(query: string): string[] {
    const folded = foldName(query);
    if (folded.length < 2) return [];
    const words = new Set<string>();
    for (const { names } of this.entries()) {
      // A whole name, or the start of a long one ("tomat" -> tomato); short words only whole, so
      // "dhan" (paddy) does not also find "dhaniya" (coriander).
      if (names.some((n) => n === folded || (folded.length >= 5 && n.startsWith(folded)))) {
        for (const n of names) words.add(n);
      }
    }
    return [...words];
  }
}
