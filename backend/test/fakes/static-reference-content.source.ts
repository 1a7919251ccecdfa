import { ReferenceContentSource } from '../../src/content/application/ports/reference-content.source';
import type { IndianStateRecord } from '../../src/content/application/ports/indian-state.repository';

export class StaticReferenceContentSource extends ReferenceContentSource {
  constructor(private readonly states: IndianStateRecord[]) {
    super();
  }

  indianStates(): Promise<IndianStateRecord[]> {
    return Promise.resolve(this.states);
  }
}
