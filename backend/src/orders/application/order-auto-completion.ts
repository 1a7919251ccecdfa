import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { AppConfig } from '../../shared/config/app-config';
import { DatabaseContext } from '../../shared/database/database-context';
import { OrdersService } from './orders.service';

/** How often the job looks for orders handed over 72 hours ago (a few minutes late is fine). */
export const AUTO_COMPLETION_EVERY_MS = 10 * 60_000;

/**
 * The scheduled job of the order's life (issue #21): every few minutes, and once soon after start,
 * completes the orders the seller handed over 72 hours ago or more that the buyer neither
 * confirmed nor called off. Every replica runs it; the conditional update in
 * OrdersService.completeHandedOver completes each order once, and a run cut short (kill -9)
 * commits whole batches or nothing, so the next run picks up what is left.
 */
@Injectable()
export class OrderAutoCompletion implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(OrderAutoCompletion.name);
  private timer: NodeJS.Timeout | undefined;
  private first: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | null = null;

  constructor(
    private readonly orders: OrdersService,
    private readonly context: DatabaseContext,
    private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    // 30 s after start unless ORDER_AUTO_COMPLETION_FIRST_RUN_MS says otherwise (the kill -9 test).
    const firstRunMs = this.config.orderAutoCompletionFirstRunMs;
    this.first = setTimeout(() => void this.tick(), firstRunMs).unref();
    this.timer = setInterval(() => void this.tick(), AUTO_COMPLETION_EVERY_MS).unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearTimeout(this.first);
    clearInterval(this.timer);
    await this.running;
  }

  /** One run; a run still going is not overlapped. Resolves with how many orders it completed. */
  async tick(): Promise<number> {
    if (this.running) return 0;
    const run = this.context.run(() => this.orders.completeHandedOver());
    this.running = run;
    try {
      const done = await run;
      if (done > 0) this.logger.log(`Completed ${done} order(s) handed over 72 hours ago`);
      return done;
    } catch (e) {
      this.logger.warn(`Automatic completion failed, tried again later: ${(e as Error).message}`);
      return 0;
    } finally {
      this.running = null;
    }
  }
}
