import type { IndianStateRecord } from './indian-state.repository';

/** Where the reference content shipped with the app comes from (files in the repo by default). */
export abstract class ReferenceContentSource {
  abstract indianStates(): Promise<IndianStateRecord[]>;
}
