import { Injectable } from '@nestjs/common';
import { MemberDirectory } from '../../accounts/index';
import type { SellerSummary } from '../application/ports/crop-listing.repository';
import { SellerDirectory } from '../application/ports/seller-directory';

/** Sellers as the accounts context's member directory knows them. */
@Injectable()
export class MemberSellerDirectory extends SellerDirectory {
  constructor(private readonly members: MemberDirectory) {
    super();
  }

  async cards(ids: readonly string[]): Promise<Map<string, SellerSummary>> {
    const cards = await this.members.cards(ids);
    return new Map(
      [...cards.values()].map(({ id, name, mobile, state, mobileToAcceptedBuyersOnly }) => [
        id,
        {
          id,
          name,
          // Hidden for every reader: the order page shows it to a buyer once accepted.
          mobile: mobileToAcceptedBuyersOnly ? '' : mobile,
          mobileHidden: mobileToAcceptedBuyersOnly,
          state,
        },
      ]),
    );
  }

  onSellerChanged(listener: (sellerId: string) => void): void {
    this.members.onCardChanged(listener);
  }

  idsInState(stateSlug: string): Promise<string[]> {
    return this.members.idsInState(stateSlug);
  }
}
