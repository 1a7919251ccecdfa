import { Injectable } from '@nestjs/common';
import { ReferenceContentSource } from '../application/ports/reference-content.source';
import type { IndianStateRecord } from '../application/ports/indian-state.repository';
import indianStates from './data/indian-states.json';

/** Reads the reference content that ships inside the repository (see data/ for sources). */
@Injectable()
export class FileReferenceContentSource extends ReferenceContentSource {
  indianStates(): Promise<IndianStateRecord[]> {
    return Promise.resolve(indianStates.records as IndianStateRecord[]);
  }
}
