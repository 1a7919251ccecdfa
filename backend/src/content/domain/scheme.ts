import type { Translations } from './localized-text';

/** The `state` of a central scheme: it is shown under every state. */
export const ALL_STATES = 'All States';
export const ALL_STATES_SLUG = 'all-states';

export const FARMER_CATEGORIES = [
  'all',
  /** Any farmer who owns land, whatever its size. */
  'landholder',
  'small',
  'marginal',
  'tenant',
  'landless',
  'women',
] as const;
export type FarmerCategory = (typeof FARMER_CATEGORIES)[number];

export const SCHEME_CROPS = ['horticulture', 'paddy', 'millets', 'organic', 'all-crops'] as const;
export type SchemeCrop = (typeof SCHEME_CROPS)[number];

/** Who a scheme is for, as far as the eligibility filter on the state page can tell. */
export interface SchemeAudience {
  /** ['all'] when every farmer may apply. */
  farmerCategories: FarmerCategory[];
  /** A land ceiling in hectares, or null. */
  maxLandHectares: number | null;
  /** Tied to these crops, or null for any crop. */
  crops: SchemeCrop[] | null;
}

export interface SchemeFields {
  name: string;
  /** ALL_STATES, or the name of a state or union territory. */
  state: string;
  description: string;
  eligibility: string;
  benefits: string;
  applyLink: string;
  /** The day the facts were last checked against the official source (YYYY-MM-DD). */
  lastVerified: string;
  source: string;
  audience: SchemeAudience;
}

/** The texts of a scheme a reader reads; the rest (links, dates, audience) is the same in all. */
export type SchemeTexts = Pick<
  SchemeFields,
  'name' | 'description' | 'eligibility' | 'benefits' | 'source'
>;
export const SCHEME_TEXT_FIELDS = [
  'name',
  'description',
  'eligibility',
  'benefits',
  'source',
] as const;

/** A government scheme a farmer can apply for. */
export class Scheme implements SchemeFields {
  constructor(
    readonly id: string,
    /** Set for schemes shipped with the app; null for schemes an administrator added. */
    readonly code: string | null,
    public name: string,
    public state: string,
    public stateSlug: string,
    public description: string,
    public eligibility: string,
    public benefits: string,
    public applyLink: string,
    public lastVerified: string,
    public source: string,
    public audience: SchemeAudience,
    /** An administrator changed (or removed) it: the shipped version no longer overwrites it. */
    public editedByAdmin: boolean,
    public archivedAt: Date | null,
    readonly createdAt: Date,
    public updatedAt: Date,
    /** Its texts in Hindi and Gujarati. */
    public translations: Translations<SchemeTexts> = {},
  ) {}
}

/** A central scheme is shown under every state. */
export function isCentral(scheme: Pick<Scheme, 'state'>): boolean {
  return scheme.state === ALL_STATES;
}

/** A state's agriculture department: where a farmer goes when we list no scheme of its own. */
export interface AgricultureDepartment {
  state: string;
  name: string;
  url: string;
  /** Its name in Hindi and Gujarati. */
  translations?: Translations<{ name: string }>;
}
