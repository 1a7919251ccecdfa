import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import type { AuthenticatedUser } from '../../shared/auth/authenticated-user';
import { Policy } from '../../shared/auth/policy';
import { InvalidInputError, NotFoundError } from '../../shared/domain/domain-error';
import { stableUuid } from '../../shared/domain/stable-id';
import { Clock } from '../../shared/time/clock';
import { ContentErrors } from '../domain/content-errors';
import { TRANSLATED_LANGS, type Translations } from '../domain/localized-text';
import { slugifyStateName, type IndianState } from '../domain/indian-state';
import {
  ALL_STATES,
  ALL_STATES_SLUG,
  Scheme,
  type AgricultureDepartment,
  type SchemeFields,
  type SchemeTexts,
} from '../domain/scheme';
import { IndianStatesService } from './indian-states.service';
import { ReferenceContentSource } from './ports/reference-content.source';
import { SchemeRepository } from './ports/scheme.repository';

export interface SchemeListing {
  schemes: Scheme[];
  /** The state asked for (null: every scheme; the central list for "all-states"). */
  state: { name: string; slug: string } | null;
  /** Its agriculture department, for schemes we do not list. */
  department: AgricultureDepartment | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@Injectable()
export class SchemesService {
  private readonly logger = new Logger(SchemesService.name);
  private departments = new Map<string, AgricultureDepartment>();

  constructor(
    private readonly schemes: SchemeRepository,
    private readonly states: IndianStatesService,
    private readonly source: ReferenceContentSource,
    private readonly clock: Clock,
  ) {}

  /** All schemes, or one state's plus the central ones ("Gujarat", "gujarat", "tamil-nadu"). */
  async list(state?: string): Promise<SchemeListing> {
    if (state === undefined || state.trim() === '') {
      return { schemes: await this.schemes.listAll(), state: null, department: null };
    }
    if (slugifyStateName(state) === ALL_STATES_SLUG) {
      return {
        schemes: await this.schemes.listForStateSlug(ALL_STATES_SLUG),
        state: { name: ALL_STATES, slug: ALL_STATES_SLUG },
        department: null,
      };
    }
    const found = await this.states.getByName(state);
    return {
      schemes: await this.schemes.listForStateSlug(found.slug),
      state: { name: found.name, slug: found.slug },
      department: this.departments.get(found.slug) ?? null,
    };
  }

  async create(
    actor: AuthenticatedUser,
    fields: SchemeFields,
    translations: Translations<SchemeTexts> = {},
  ): Promise<Scheme> {
    Policy.requireAdmin(actor);
    const state = await this.stateOf(fields.state);
    checkApplyLink(fields.applyLink);
    const now = this.clock.now();
    const scheme = new Scheme(
      randomUUID(),
      null,
      fields.name,
      state.name,
      state.slug,
      fields.description,
      fields.eligibility,
      fields.benefits,
      fields.applyLink,
      fields.lastVerified,
      fields.source,
      fields.audience,
      true,
      null,
      now,
      now,
      translations,
    );
    await this.schemes.save(scheme);
    return scheme;
  }

  async update(
    actor: AuthenticatedUser,
    id: string,
    changes: Partial<SchemeFields>,
    translations?: Translations<SchemeTexts>,
  ): Promise<Scheme> {
    Policy.requireAdmin(actor);
    const scheme = await this.find(id);
    if (changes.state !== undefined) {
      const state = await this.stateOf(changes.state);
      scheme.state = state.name;
      scheme.stateSlug = state.slug;
    }
    if (changes.applyLink !== undefined) checkApplyLink(changes.applyLink);
    const { state: _state, ...rest } = changes;
    Object.assign(scheme, rest, { editedByAdmin: true, updatedAt: this.clock.now() });
    // Given languages replace theirs; the others keep what they had.
    if (translations) scheme.translations = { ...scheme.translations, ...translations };
    await this.schemes.save(scheme);
    return scheme;
  }

  /** A shipped scheme is archived (so the next start does not bring it back); others deleted. */
  async remove(actor: AuthenticatedUser, id: string): Promise<void> {
    Policy.requireAdmin(actor);
    const scheme = await this.find(id);
    if (scheme.code === null) {
      await this.schemes.remove(scheme);
      return;
    }
    scheme.archivedAt = this.clock.now();
    scheme.editedByAdmin = true;
    await this.schemes.save(scheme);
  }

  /** Brings the shipped schemes into the database; running it again changes nothing. */
  async loadReferenceContent(): Promise<number> {
    const shipped = await this.source.schemes();
    const translated = await Promise.all(
      TRANSLATED_LANGS.map(async (lang) => [lang, await this.source.translation(lang)] as const),
    );
    const known = new Map((await this.states.listAll()).map((st) => [st.slug, st]));
    const now = this.clock.now();
    const schemes: Scheme[] = [];
    for (const s of shipped) {
      const slug = slugifyStateName(s.state);
      const state = slug === ALL_STATES_SLUG ? { name: ALL_STATES, slug } : known.get(slug);
      if (!state) throw new Error(`Shipped scheme ${s.code} names an unknown state: ${s.state}`);
      schemes.push(
        new Scheme(
          stableUuid('scheme', s.code),
          s.code,
          s.name,
          state.name,
          state.slug,
          s.description,
          s.eligibility,
          s.benefits,
          s.applyLink,
          s.lastVerified,
          s.source,
          s.audience,
          false,
          null,
          now,
          now,
          Object.fromEntries(
            translated.flatMap(([lang, t]) =>
              t.schemes[s.code] ? [[lang, t.schemes[s.code]]] : [],
            ),
          ),
        ),
      );
    }
    const written = await this.schemes.upsertShipped(schemes);
    this.departments = new Map(
      (await this.source.agricultureDepartments()).map((d) => [
        slugifyStateName(d.state),
        {
          ...d,
          translations: Object.fromEntries(
            translated.flatMap(([lang, t]) =>
              t.departments[d.state] ? [[lang, { name: t.departments[d.state] }]] : [],
            ),
          ),
        },
      ]),
    );
    this.logger.log(`Reference content: ${schemes.length} schemes (${written} written)`);
    return written;
  }

  private async find(id: string): Promise<Scheme> {
    const scheme = UUID.test(id) ? await this.schemes.findById(id) : null;
    if (!scheme) throw ContentErrors.schemeNotFound();
    return scheme;
  }

  private async stateOf(name: string): Promise<Pick<IndianState, 'name' | 'slug'>> {
    if (slugifyStateName(name) === ALL_STATES_SLUG)
      return { name: ALL_STATES, slug: ALL_STATES_SLUG };
    try {
      return await this.states.getByName(name);
    } catch (e) {
      if (!(e instanceof NotFoundError)) throw e;
      throw new InvalidInputError('SCHEME.STATE', { all: ALL_STATES });
    }
  }
}

function checkApplyLink(link: string): void {
  if (!/^https:\/\/[^\s/]+\.[^\s]+$/.test(link)) throw ContentErrors.badApplyLink();
}
