import { Injectable } from '@nestjs/common';
import { IndianStatesService } from '../../content/index';
import { NotFoundError } from '../../shared/domain/domain-error';
import { StateDirectory } from '../application/ports/state-directory';

/** Asks the content context, which owns the list of states and union territories. */
@Injectable()
export class ContentStateDirectory extends StateDirectory {
  constructor(private readonly states: IndianStatesService) {
    super();
  }

  async canonicalName(name: string): Promise<string | null> {
    try {
      return (await this.states.getByName(name)).name;
    } catch (e) {
      if (e instanceof NotFoundError) return null;
      throw e;
    }
  }
}
