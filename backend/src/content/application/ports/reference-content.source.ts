import type { TranslatedLang } from '../../domain/localized-text';
import type { MachineryResourceTexts } from '../../domain/machinery-resource';
import type { AgricultureDepartment, SchemeAudience, SchemeTexts } from '../../domain/scheme';
import type { IndianStateRecord } from './indian-state.repository';

export interface ShippedScheme {
  code: string;
  name: string;
  state: string;
  description: string;
  eligibility: string;
  benefits: string;
  applyLink: string;
  lastVerified: string;
  source: string;
  audience: SchemeAudience;
}

export interface ShippedResource {
  code: string;
  name: string;
  /** File name of its picture among the shipped images. */
  image: string;
  description: string;
  purpose: string;
  popularbrand: string;
  advantages: string;
  link: string;
  howtouse: string;
}

/** The shipped content's texts in one of the other languages, by record code. */
export interface ShippedTranslation {
  schemes: Record<string, SchemeTexts>;
  /** Agriculture departments' names, by the state's English name. */
  departments: Record<string, string>;
  resources: Record<string, MachineryResourceTexts>;
}

/** Where the reference content shipped with the app comes from (files in the repo by default). */
export abstract class ReferenceContentSource {
  abstract indianStates(): Promise<IndianStateRecord[]>;
  abstract schemes(): Promise<ShippedScheme[]>;
  abstract agricultureDepartments(): Promise<AgricultureDepartment[]>;
  abstract resources(): Promise<ShippedResource[]>;
  /** The Hindi or Gujarati texts of the shipped schemes, departments and machinery guides. */
  abstract translation(lang: TranslatedLang): Promise<ShippedTranslation>;
  /** The bytes of a shipped resource picture (WebP). */
  abstract resourceImage(fileName: string): Promise<Buffer>;
}
