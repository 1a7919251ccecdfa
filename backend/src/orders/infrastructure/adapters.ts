import { Injectable } from '@nestjs/common';
import { MemberDirectory } from '../../accounts/index';
import { ListingsForOrders } from '../../crops/index';
import {
  OrderListings,
  PartyNames,
  type ListingForOrder,
  type PartyContact,
  type ListingForView,
} from '../application/ports/order.repository';

/** Buyers' and sellers' names from the accounts context's member directory. */
@Injectable()
export class DirectoryPartyNames extends PartyNames {
  constructor(private readonly members: MemberDirectory) {
    super();
  }

  async namesOf(userIds: readonly string[]): Promise<Map<string, string>> {
    const cards = await this.members.cards(userIds);
    return new Map([...cards.values()].map((card) => [card.id, card.name]));
  }

  async contactOf(userId: string): Promise<PartyContact | null> {
    const card = (await this.members.cards([userId])).get(userId);
    return card ? { name: card.name, mobile: card.mobile, state: card.state } : null;
  }

  async payeeOf(userId: string): Promise<{ name: string; upiId: string | null } | null> {
    const card = (await this.members.cards([userId])).get(userId);
    return card ? { name: card.name, upiId: card.upiId } : null;
  }
}

/** Listings and their stock through the crops context's public API, in the order's transaction. */
@Injectable()
export class CropsOrderListings extends OrderListings {
  constructor(private readonly crops: ListingsForOrders) {
    super();
  }

  holdForOrder(listingIdOrCropId: string): Promise<ListingForOrder | null> {
    return this.crops.holdForOrder(listingIdOrCropId);
  }

  takeStock(listingId: string, quantity: string): Promise<boolean> {
    return this.crops.take(listingId, quantity);
  }

  giveBackStock(listingId: string, quantity: string): Promise<boolean> {
    return this.crops.giveBack(listingId, quantity);
  }

  stockCommitted(): void {
    this.crops.stockChanged();
  }

  async forView(listingIds: readonly string[]): Promise<Map<string, ListingForView>> {
    const summaries = await this.crops.summaries(listingIds);
    return new Map(
      [...summaries.values()].map(({ id, name, unit, price, quantity }) => [
        id,
        { name, unit, price, quantity },
      ]),
    );
  }
}
