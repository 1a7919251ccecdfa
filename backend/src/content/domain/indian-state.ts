export type RegionKind = 'state' | 'union_territory';

/**
 * Turns a state name into its URL form, as in the /state-schemes links: "Tamil Nadu" ->
 * "tamil-nadu".
 */
export function slugifyStateName(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A state or union territory of India, as farmers and schemes refer to it. */
export class IndianState {
  constructor(
    readonly id: string,
    /** ISO 3166-2:IN subdivision code without the country prefix, e.g. "GJ". */
    readonly code: string,
    readonly name: string,
    readonly kind: RegionKind,
    readonly slug: string = slugifyStateName(name),
  ) {}

  /** True when `text` names this state: case-insensitive, by name or by slug ("tamil-nadu"). */
  isNamedBy(text: string): boolean {
    const wanted = slugifyStateName(text);
    return wanted !== '' && (wanted === this.slug || text.trim().toUpperCase() === this.code);
  }
}
