import { Injectable, Logger } from '@nestjs/common';

type Listener = (memberId: string) => void;

/**
 * "This member's card (name, mobile, state, language, UPI ID, number privacy) changed", told
 * after the change is committed to whoever keeps cards in memory (the market's listing cache).
 * In this process only: a listener that caches across replicas tells the others itself.
 */
@Injectable()
export class MemberCardChanges {
  private readonly logger = new Logger(MemberCardChanges.name);
  private readonly listeners: Listener[] = [];

  subscribe(listener: Listener): void {
    this.listeners.push(listener);
  }

  /** A listener that fails is logged; the change is made and the others still hear of it. */
  changed(memberId: string): void {
    for (const listener of this.listeners) {
      try {
        listener(memberId);
      } catch (e) {
        this.logger.warn(`A member card listener failed: ${String(e)}`);
      }
    }
  }
}
