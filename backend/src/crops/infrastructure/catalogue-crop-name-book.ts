import { Injectable } from '@nestjs/common';
import { CropNames } from '../../advisory/index';
import { CropNameBook, type CropNamesByLanguage } from '../application/ports/crop-name-book';

/** The crop catalogue of the advisory context (113 crops with Hindi and Gujarati names). */
@Injectable()
export class CatalogueCropNameBook extends CropNameBook {
  private readonly found = new Map<string, CropNamesByLanguage | null>();

  constructor(private readonly crops: CropNames) {
    super();
  }

  namesOf(listingName: string): CropNamesByLanguage | null {
    // The market page asks for the same few names all day.
    if (!this.found.has(listingName)) {
      if (this.found.size > 5000) this.found.clear();
      const crop = this.crops.find(listingName);
      this.found.set(listingName, crop && { en: crop.en, hi: crop.hi, gu: crop.gu });
    }
    return this.found.get(listingName) ?? null;
  }

  wordsFor(query: string): string[] {
    return this.crops.wordsFor(query);
  }
}
