import { Injectable } from '@nestjs/common';
import { MemberDirectory } from '../../accounts/index';
import { ListingsForOrders } from '../../crops/index';
import { OrderHistory } from '../../orders/index';
import { BuyerOrders } from '../application/ports/buyer-orders';
import { MemberNames } from '../application/ports/member-names';

/** Names from the accounts context's member directory. */
@Injectable()
export class DirectoryMemberNames extends MemberNames {
  constructor(private readonly members: MemberDirectory) {
    super();
  }

  async nameOf(userId: string): Promise<string | null> {
    return (await this.members.card(userId))?.name ?? null;
  }
}

/** Crops and orders through their contexts' public APIs. */
@Injectable()
export class ContextBuyerOrders extends BuyerOrders {
  constructor(
    private readonly listings: ListingsForOrders,
    private readonly history: OrderHistory,
  ) {
    super();
  }

  sellerOf(idOrCropId: string): Promise<{ listingId: string; sellerId: string } | null> {
    return this.listings.sellerOf(idOrCropId);
  }

  hasOrdered(buyerId: string, listingId: string): Promise<boolean> {
    return this.history.hasOrdered(buyerId, listingId);
  }

  placedSince(
    parties: { buyerId: string; sellerId: string; listingId: string },
    since: Date,
  ): Promise<string | null> {
    return this.history.placedSince(parties, since);
  }
}
