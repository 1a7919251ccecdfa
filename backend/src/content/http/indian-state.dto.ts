import type { IndianState, RegionKind } from '../domain/indian-state';

export class IndianStateDto {
  /** UUID */
  _id!: string;
  /** ISO 3166-2:IN code without the "IN-" prefix */
  code!: string;
  /** Official English name (the value other calls take) */
  name!: string;
  /** The name in the request's language (Accept-Language, else the caller's profile) */
  label!: string;
  /** URL form used in /state-schemes/{slug} */
  slug!: string;
  kind!: RegionKind;

  static from(state: IndianState, label: string): IndianStateDto {
    return {
      _id: state.id,
      code: state.code,
      name: state.name,
      label,
      slug: state.slug,
      kind: state.kind,
    };
  }
}

export class IndianStateListDto {
  data!: IndianStateDto[];
}
