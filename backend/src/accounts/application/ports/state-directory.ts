/** The states and union territories users may live in (owned by the content context). */
export abstract class StateDirectory {
  /** The official name for a state written in any case or as a slug; null when unknown. */
  abstract canonicalName(name: string): Promise<string | null>;
}
