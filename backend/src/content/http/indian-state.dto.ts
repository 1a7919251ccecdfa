import type { IndianState, RegionKind } from '../domain/indian-state';

export class IndianStateDto {
  /** UUID */
  _id!: string;
  /** ISO 3166-2:IN code without the "IN-" prefix */
  code!: string;
  /** Official English name */
  name!: string;
  /** URL form used in /state-schemes/{slug} */
  slug!: string;
  kind!: RegionKind;

  static from(state: IndianState): IndianStateDto {
    return {
      _id: state.id,
      code: state.code,
      name: state.name,
      slug: state.slug,
      kind: state.kind,
    };
  }
}

export class IndianStateListDto {
  data!: IndianStateDto[];
}
