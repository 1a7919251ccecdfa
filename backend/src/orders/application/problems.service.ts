import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { AuthenticatedUser } from '../../shared/auth/authenticated-user';
import { Policy } from '../../shared/auth/policy';
import { UnitOfWork } from '../../shared/database/unit-of-work';
import { DomainEvents } from '../../shared/events/domain-events';
import { ImageProcessor, ImageStorage } from '../../shared/images/image-storage';
import { detectImageType } from '../../shared/images/image-type';
import { Clock } from '../../shared/time/clock';
import { orderNotFound } from '../domain/order-errors';
import { Order, OrderStep, type OrderParty } from '../domain/order';
import type { OrderEvent } from '../domain/order-events';
import {
  OrderProblem,
  PROBLEM_STATUSES,
  parseProblemReport,
  problemAlreadyOpen,
  problemAlreadyResolved,
  problemNotFound,
  problemNotReportable,
  problemPhotoType,
  problemPhotoUnreadable,
} from '../domain/problem';
import { OrderListings, OrderRepository, PartyNames } from './ports/order.repository';
import {
  ProblemRepository,
  type ProblemOrder,
  type ProblemStatusFilter,
} from './ports/problem.repository';

/** A problem as the screens show it: with the crop, both sides' names and the photo's URL. */
export interface ProblemView {
  problem: OrderProblem;
  cropName: string;
  reporterName: string;
  /** The other party of the order (the one the problem is reported to). */
  otherPartyName: string;
  /** Where the photo is served (a path under /api/images, or the bucket's URL); null without one. */
  photoUrl: string | null;
}

export interface ReportProblemCommand {
  reason: string;
  text?: string | null;
  /** The photo's bytes as uploaded (JPEG, PNG or WebP); re-encoded to WebP before it is kept. */
  photo?: Buffer;
}

function partyOf(order: Order, userId: string): OrderParty | null {
  return order.sellerId === userId ? 'seller' : order.buyerId === userId ? 'buyer' : null;
}

/**
 * Problems reported on orders (issue #21). Either party of an Accepted or Completed order reports
 * one (one open at a time); the other party is told, and the order stops completing by itself
 * while it is open. An administrator lists them (ops) and resolves each with a note; both parties
 * are told, and a handed-over order's 72-hour clock then runs again from the resolution.
 */
@Injectable()
export class ProblemsService {
  constructor(
    private readonly problems: ProblemRepository,
    private readonly orders: OrderRepository,
    private readonly listings: OrderListings,
    private readonly names: PartyNames,
    private readonly storage: ImageStorage,
    private readonly images: ImageProcessor,
    private readonly events: DomainEvents,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  /**
   * A party reports a problem: 404 for anyone else, 409 when the order is not Accepted or
   * Completed or a problem is open already, 400 for a bad reason, text or photo. The photo is
   * re-encoded and stored first; the problem, its timeline step and the other side's notice
   * commit together (the order row is locked, so two reports race one after the other), and a
   * failed commit removes the stored photo again.
   */
  async report(
    actor: AuthenticatedUser,
    orderId: string,
    cmd: ReportProblemCommand,
  ): Promise<ProblemView> {
    const report = parseProblemReport(cmd);
    // Cheap refusals before any photo is decoded or stored; checked again under the lock.
    const seen = await this.orders.findById(orderId);
    if (!seen || !partyOf(seen, actor.id)) throw orderNotFound();
    if (!PROBLEM_STATUSES.includes(seen.status)) throw problemNotReportable(seen.status);
    if ((await this.problems.ofOrder(orderId)).some((p) => p.isOpen())) throw problemAlreadyOpen();

    const id = randomUUID();
    let photoKey: string | null = null;
    if (cmd.photo) {
      if (!detectImageType(cmd.photo)) throw problemPhotoType();
      const { detail } = await this.images
        .toVariants(cmd.photo)
        .catch(() => Promise.reject(problemPhotoUnreadable()));
      photoKey = `problems/${orderId}/${id}.webp`;
      await this.storage.put(photoKey, detail, 'image/webp');
    }
    try {
      await this.unitOfWork.run(async () => {
        const order = await this.orders.findForUpdate(orderId);
        const party = order ? partyOf(order, actor.id) : null;
        if (!order || !party) throw orderNotFound();
        if (!PROBLEM_STATUSES.includes(order.status)) throw problemNotReportable(order.status);
        if ((await this.problems.ofOrder(orderId)).some((p) => p.isOpen())) {
          throw problemAlreadyOpen();
        }
        const now = this.clock.now();
        await this.problems.add(
          new OrderProblem(id, orderId, actor.id, party, report.reason, report.text, photoKey, now),
        );
        await this.orders.addStep(
          new OrderStep(randomUUID(), orderId, 'problem_reported', actor.id, null, null, now),
        );
        await this.publish({
          type: 'order.problem_reported',
          ...(await this.about(order)),
          problemId: id,
          reportedBy: party,
          reason: report.reason,
        });
      });
    } catch (e) {
      if (photoKey) await this.storage.remove(photoKey).catch(() => undefined);
      throw e;
    }
    return (await this.forOrder(orderId)).find((v) => v.problem.id === id)!;
  }

  /** An order's problems, newest first, for its details (the caller checked it is a party). */
  async forOrder(orderId: string): Promise<ProblemView[]> {
    const problems = await this.problems.ofOrder(orderId);
    if (problems.length === 0) return [];
    const order = await this.orders.findById(orderId);
    if (!order) return [];
    return this.views(problems.map((problem) => ({ problem, order })));
  }

  /** Ops: the open (or resolved) problems, newest first, a page at a time. Administrators only. */
  async list(
    actor: AuthenticatedUser,
    status: ProblemStatusFilter,
    page: { page: number; limit: number },
  ): Promise<{ items: ProblemView[]; total: number }> {
    Policy.requireAdmin(actor);
    const found = await this.problems.list(status, {
      offset: (page.page - 1) * page.limit,
      limit: page.limit,
    });
    return { items: await this.views(found.items), total: found.total };
  }

  /**
   * Ops: an administrator resolves a problem with a note (404 unknown, 409 resolved already).
   * The step goes on the order's timeline and both parties are told, in one transaction.
   */
  async resolve(actor: AuthenticatedUser, problemId: string, note: string): Promise<ProblemView> {
    Policy.requireAdmin(actor);
    const resolved = await this.unitOfWork.run(async () => {
      const problem = await this.problems.findById(problemId);
      if (!problem) throw problemNotFound();
      const now = this.clock.now();
      problem.resolve(actor.id, note, now);
      if (!(await this.problems.saveResolution(problem))) throw problemAlreadyResolved();
      const order = await this.orders.findById(problem.orderId);
      if (!order) throw problemNotFound();
      await this.orders.addStep(
        new OrderStep(randomUUID(), order.id, 'problem_resolved', actor.id, null, null, now),
      );
      await this.publish({
        type: 'order.problem_resolved',
        ...(await this.about(order)),
        problemId: problem.id,
        reportedBy: problem.reporterRole,
      });
      return { problem, order };
    });
    const [view] = await this.views([resolved]);
    return view!;
  }

  private async views(
    rows: { problem: OrderProblem; order: ProblemOrder }[],
  ): Promise<ProblemView[]> {
    const [crops, names] = await Promise.all([
      this.listings.forView([...new Set(rows.map((r) => r.order.listingId))]),
      this.names.namesOf([...new Set(rows.flatMap((r) => [r.order.sellerId, r.order.buyerId]))]),
    ]);
    return rows.map(({ problem, order }) => {
      const [reporter, other] =
        problem.reporterRole === 'seller'
          ? [order.sellerId, order.buyerId]
          : [order.buyerId, order.sellerId];
      return {
        problem,
        cropName: crops.get(order.listingId)?.name ?? '',
        reporterName: names.get(reporter) ?? '',
        otherPartyName: names.get(other) ?? '',
        photoUrl: problem.photoKey ? this.storage.url(problem.photoKey) : null,
      };
    });
  }

  private async about(order: Order) {
    const crop = (await this.listings.forView([order.listingId])).get(order.listingId);
    return {
      orderId: order.id,
      listingId: order.listingId,
      sellerId: order.sellerId,
      buyerId: order.buyerId,
      cropName: crop?.name ?? '',
    };
  }

  private publish(event: OrderEvent): Promise<void> {
    return this.events.publish(event);
  }
}
