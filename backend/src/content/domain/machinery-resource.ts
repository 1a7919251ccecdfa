import type { Translations } from './localized-text';

/** A category of farm machinery with practical guidance (a "resource" in the API). */
export interface MachineryResourceFields {
  name: string;
  description: string;
  purpose: string;
  popularBrand: string;
  advantages: string;
  /** A video link (https). */
  link: string;
  howToUse: string;
}

/** The texts of a machinery guide a reader reads. */
export type MachineryResourceTexts = Pick<
  MachineryResourceFields,
  'name' | 'description' | 'purpose' | 'popularBrand' | 'advantages' | 'howToUse'
>;
export const RESOURCE_TEXT_FIELDS = [
  'name',
  'description',
  'purpose',
  'popularBrand',
  'advantages',
  'howToUse',
] as const;

export class MachineryResource implements MachineryResourceFields {
  constructor(
    readonly id: string,
    /** Set for categories shipped with the app; null for ones an administrator added. */
    readonly code: string | null,
    /** Order on the list page: shipped categories in their order, administrators' after. */
    public position: number,
    public name: string,
    /** Key in ImageStorage, or null without a picture. */
    public imageKey: string | null,
    public description: string,
    public purpose: string,
    public popularBrand: string,
    public advantages: string,
    public link: string,
    public howToUse: string,
    public editedByAdmin: boolean,
    public archivedAt: Date | null,
    readonly createdAt: Date,
    public updatedAt: Date,
    /** Its texts in Hindi and Gujarati. */
    public translations: Translations<MachineryResourceTexts> = {},
  ) {}
}

export const REVIEW_LIMITS = { name: 80, title: 120, comment: 1000 } as const;

/** A farmer's review of a machinery category ("Our Happy Clients"). */
export class ResourceReview {
  constructor(
    readonly id: string,
    readonly resourceId: string,
    readonly userId: string,
    readonly name: string,
    readonly title: string,
    readonly comment: string,
    readonly createdAt: Date,
  ) {}
}
