import { Injectable, Logger } from '@nestjs/common';
import { NotFoundError } from '../../shared/domain/domain-error';
import { slugifyStateName, type IndianState } from '../domain/indian-state';
import { IndianStateRepository } from './ports/indian-state.repository';
import { ReferenceContentSource } from './ports/reference-content.source';

@Injectable()
export class IndianStatesService {
  private readonly logger = new Logger(IndianStatesService.name);

  constructor(
    private readonly states: IndianStateRepository,
    private readonly source: ReferenceContentSource,
  ) {}

  listAll(): Promise<IndianState[]> {
    return this.states.listAll();
  }

  /** Finds a state by its name in any case or by its slug ("Tamil Nadu", "tamil-nadu"). */
  async getByName(name: string): Promise<IndianState> {
    const state = await this.states.findBySlug(slugifyStateName(name));
    if (!state) throw new NotFoundError('STATE.NOT_FOUND', { name });
    return state;
  }

  /** Brings the shipped list into the database; running it again changes nothing. */
  async loadReferenceContent(): Promise<number> {
    const records = await this.source.indianStates();
    const written = await this.states.upsertMany(records);
    this.logger.log(
      `Reference content: ${records.length} states and union territories (${written} written)`,
    );
    return written;
  }
}
