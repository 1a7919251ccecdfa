import { Injectable, Logger } from '@nestjs/common';
import type { Lang } from '../../i18n/language';
import { translate } from '../../i18n/translate';
import { NotFoundError } from '../../shared/domain/domain-error';
import { ALL_STATES_SLUG } from '../domain/scheme';
import { slugifyStateName, type IndianState } from '../domain/indian-state';
import { IndianStateRepository } from './ports/indian-state.repository';
import { ReferenceContentSource } from './ports/reference-content.source';

@Injectable()
export class IndianStatesService {
  private readonly logger = new Logger(IndianStatesService.name);
  /** Names in Hindi and Gujarati by slug, from the shipped list. */
  private names = new Map<string, { hi?: string; gu?: string }>();

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

  /**
   * A state's name for a reader of `lang` ("Gujarat" -> "ગુજરાત"), from its English name or
   * slug; "All States" too. A name we do not know comes back as given.
   */
  nameIn(name: string, lang: Lang): string {
    const slug = slugifyStateName(name);
    if (slug === ALL_STATES_SLUG) return translate(lang, 'STATE.ALL');
    if (lang === 'en') return name;
    return this.names.get(slug)?.[lang] ?? name;
  }

  /** Brings the shipped list into the database; running it again changes nothing. */
  async loadReferenceContent(): Promise<number> {
    const records = await this.source.indianStates();
    const written = await this.states.upsertMany(records);
    this.names = new Map(records.map((r) => [slugifyStateName(r.name), { hi: r.hi, gu: r.gu }]));
    this.logger.log(
      `Reference content: ${records.length} states and union territories (${written} written)`,
    );
    return written;
  }
}
