import { Injectable } from '@nestjs/common';
import { DEFAULT_LANG, type Lang } from '../../i18n/language';
import { MemberCardChanges } from './member-card-changes';
import { UserRepository, type MemberCard } from './ports/user.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type { MemberCard } from './ports/user.repository';

/**
 * What other contexts may know about a member: name, mobile, state, language, UPI ID and whether
 * they show their mobile only to buyers whose order they accepted, for display, messaging and
 * payment. Their adapters call this rather than reading the `users` table (docs/architecture.md,
 * "Each context owns its tables").
 */
@Injectable()
export class MemberDirectory {
  constructor(
    private readonly users: UserRepository,
    private readonly changes: MemberCardChanges,
  ) {}

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

  /**
   * Calls `listener` with the member's id after a change to their card is committed (in this
   * process): for those who keep cards in memory.
   */
  onCardChanged(listener: (memberId: string) => void): void {
    this.changes.subscribe(listener);
  }

  /** Everyone whose profile state has this slug ("uttar-pradesh"). */
  idsInState(stateSlug: string): Promise<string[]> {
    return this.users.idsInStateSlug(stateSlug);
  }
}
