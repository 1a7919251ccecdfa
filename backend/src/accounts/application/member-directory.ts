import { Injectable } from '@nestjs/common';
import { DEFAULT_LANG, type Lang } from '../../i18n/language';
import { UserRepository, type MemberCard } from './ports/user.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type { MemberCard } from './ports/user.repository';

/**
 * What other contexts may know about a member: name, mobile, state and language, for display and
 * messaging. Their adapters call this rather than reading the `users` table (docs/architecture.md,
 * "Each context owns its tables").
 */
@Injectable()
export class MemberDirectory {
  constructor(private readonly users: UserRepository) {}

  /** The cards of these members, by id; unknown ids are left out. */
  async cards(ids: readonly string[]): Promise<Map<string, MemberCard>> {
    const unique = [...new Set(ids)].filter((id) => UUID.test(id));
    if (unique.length === 0) return new Map();
    const cards = await this.users.cardsByIds(unique);
    return new Map(cards.map((card) => [card.id, card]));
  }

  async card(id: string): Promise<MemberCard | null> {
    return (await this.cards([id])).get(id) ?? null;
  }

  /** The language the member chose in their profile; English for someone unknown. */
  async languageOf(id: string): Promise<Lang> {
    return (await this.card(id))?.lang ?? DEFAULT_LANG;
  }

  /** Everyone whose profile state has this slug ("uttar-pradesh"). */
  idsInState(stateSlug: string): Promise<string[]> {
    return this.users.idsInStateSlug(stateSlug);
  }
}
