import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import {
  HANDOVER_KINDS,
  HANDOVER_NOTE_MAX,
  HANDOVER_PLACE_MAX,
  type HandoverKind,
  type HandoverPlan,
} from '../domain/handover';
import { PAYMENT_STATUSES, type PaymentStatus } from '../domain/payment';
import type { OrderDetails } from '../application/orders.service';
import type { OrderView } from '../application/ports/order.repository';
import { OrderReviewsDto } from './review.dto';
import { ProblemDto } from './problem.dto';
import {
  CANCEL_NOTE_MAX,
  CANCEL_REASONS,
  ORDER_STATUSES,
  ORDER_STEP_TYPES,
  type CancelReason,
  type OrderParty,
  type OrderStatus,
  type OrderStepType,
} from '../domain/order';
import { IsNumberOrText, Omittable, PlainInteger } from '../../shared/http/strict-params';
import { sayKey } from '../../shared/http/validation-text';

export class PlaceOrderDto {
  /** The crop listing: its _id or cropId */
  @IsString()
  @IsNotEmpty({ message: sayKey('VALIDATION.REQUIRED', { field: 'cropId' }) })
  cropId!: string;

  /**
   * How much, in the listing's unit (default 1): more than 0, written plainly (2 or "2", not
   * "2e0" or "0x2"); whole for bunch, each and dozen, at most 2 decimals for kg and lb
   */
  @Omittable()
  @IsNumberOrText()
  quantity?: number;

  /** Optional; must be your own id */
  @Omittable()
  @IsString()
  buyerId?: string;

  /** Optional; must be the crop's seller */
  @Omittable()
  @IsString()
  sellerId?: string;

  /** Optional; refused when it differs from price × quantity. The server's total is what counts. */
  @Omittable()
  @IsNumberOrText()
  totalPrice?: number;
}

const MOVES = ['Accepted', 'Rejected', 'Cancelled', 'Completed'] as const;

export class OrderStatusDto {
  /** Seller: Accepted or Rejected (Pending orders). Buyer: Cancelled (Pending or Accepted), Completed (Accepted: the goods arrived). Seller: Cancelled (Accepted) */
  @ApiProperty({ enum: MOVES })
  @IsIn(MOVES, { message: sayKey('VALIDATION.DECISION', { field: 'status' }) })
  status!: (typeof MOVES)[number];

  /** Why an accepted order is called off (needed then; ignored otherwise) */
  @ApiPropertyOptional({ enum: CANCEL_REASONS })
  @IsOptional()
  @IsIn(CANCEL_REASONS, {
    message: sayKey('VALIDATION.AMONG', { field: 'reason', values: CANCEL_REASONS.join(', ') }),
  })
  reason?: CancelReason;

  /** A few words of one's own with the reason */
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString()
  @MaxLength(CANCEL_NOTE_MAX)
  note?: string;
}

/** The largest (and default) page of orders. */
export const ORDERS_PAGE_SIZE = 100;

export class OrderQueryDto {
  @ApiPropertyOptional({ enum: ORDER_STATUSES })
  @IsOptional()
  @IsIn(ORDER_STATUSES)
  status?: OrderStatus;

  @ApiPropertyOptional({ default: 1 })
  @IsOptional()
  @PlainInteger({ min: 1, max: 10000 })
  page?: number;

  /** Orders per page; the total over all pages is in X-Total-Count */
  @ApiPropertyOptional({ default: ORDERS_PAGE_SIZE })
  @IsOptional()
  @PlainInteger({ min: 1, max: ORDERS_PAGE_SIZE })
  limit?: number;
}

export class OrderCropDto {
  /** The listing's _id (the same as the order's listingId), for links to it */
  _id!: string;
  cropName!: string;
  /** What is left on the listing now */
  cropQuantity!: number;
  cropUnit!: string;
  cropSellingPrice!: number;
}

export class OrderPartyDto {
  _id!: string;
  name!: string;
}

/** An order as older clients read it; cropId, sellerId and buyerId are populated objects. */
export class OrderDto {
  _id!: string;
  createdAt!: string;
  @ApiProperty({ enum: ORDER_STATUSES })
  status!: OrderStatus;
  cropId!: OrderCropDto;
  /** The listing's id */
  listingId!: string;
  sellerId!: OrderPartyDto;
  buyerId!: OrderPartyDto;
  /** The ordered quantity (the name older clients send) */
  cropQuantity!: number;
  quantity!: number;
  /** Price per unit when ordered */
  unitPrice!: number;
  totalPrice!: number;
  decidedAt!: string | null;
  /** Whether the buyer paid the seller (directly; no money passes through AgroSense) */
  @ApiProperty({ enum: PAYMENT_STATUSES })
  paymentStatus!: PaymentStatus;

  static from({ order, crop, seller, buyer }: OrderView): OrderDto {
    return {
      _id: order.id,
      createdAt: order.createdAt.toISOString(),
      status: order.status,
      cropId: {
        _id: order.listingId,
        cropName: crop.name,
        cropQuantity: Number(crop.quantity),
        cropUnit: crop.unit,
        cropSellingPrice: Number(crop.price),
      },
      listingId: order.listingId,
      sellerId: { _id: seller.id, name: seller.name },
      buyerId: { _id: buyer.id, name: buyer.name },
      cropQuantity: Number(order.quantity),
      quantity: Number(order.quantity),
      unitPrice: Number(order.unitPrice),
      totalPrice: Number(order.totalPrice),
      decidedAt: order.decidedAt ? order.decidedAt.toISOString() : null,
      paymentStatus: order.paymentStatus,
    };
  }
}

const trimmed = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() : value;

/** How, where and when the goods change hands, as one side proposes it */
export class HandoverTermsDto {
  /** farm_pickup: the buyer collects at the farm; place_pickup: at a named place; delivery: the seller brings it */
  @ApiProperty({ enum: HANDOVER_KINDS })
  @IsIn(HANDOVER_KINDS, {
    message: sayKey('VALIDATION.AMONG', { field: 'kind', values: HANDOVER_KINDS.join(', ') }),
  })
  kind!: HandoverKind;

  /** The place, or the delivery address (needed for place_pickup and delivery) */
  @IsOptional()
  @Transform(trimmed)
  @IsString()
  @MaxLength(HANDOVER_PLACE_MAX)
  place?: string;

  /** The day, YYYY-MM-DD (India), from today up to 60 days ahead */
  @ApiProperty({ example: '2026-12-05' })
  @IsString()
  date!: string;

  /** Start of the time window, HH:MM (India time) */
  @ApiProperty({ example: '09:00' })
  @IsString()
  from!: string;

  /** End of the time window, HH:MM, after `from` */
  @ApiProperty({ example: '11:00' })
  @IsString()
  to!: string;

  @IsOptional()
  @Transform(trimmed)
  @IsString()
  @MaxLength(HANDOVER_NOTE_MAX)
  note?: string;
}

export class HandoverPlanDto {
  @ApiProperty({ enum: HANDOVER_KINDS })
  kind!: HandoverKind;
  @ApiProperty({ type: String, nullable: true })
  place!: string | null;
  date!: string;
  from!: string;
  to!: string;
  @ApiProperty({ type: String, nullable: true })
  note!: string | null;
  /** Which side proposed it */
  @ApiProperty({ enum: ['seller', 'buyer'] })
  proposedBy!: OrderParty;
  proposedAt!: string;
  @ApiProperty({ type: String, nullable: true })
  confirmedAt!: string | null;

  static from(p: HandoverPlan): HandoverPlanDto {
    return {
      kind: p.kind,
      place: p.place,
      date: p.date,
      from: p.from,
      to: p.to,
      note: p.note,
      proposedBy: p.proposedBy,
      proposedAt: p.proposedAt.toISOString(),
      confirmedAt: p.confirmedAt?.toISOString() ?? null,
    };
  }
}

export class OrderHandoverDto {
  /** The last plan both sides agreed to */
  @ApiProperty({ type: HandoverPlanDto, nullable: true })
  confirmed!: HandoverPlanDto | null;
  /** A newer proposal waiting for an answer */
  @ApiProperty({ type: HandoverPlanDto, nullable: true })
  proposal!: HandoverPlanDto | null;
  /** You may propose a plan now (PUT /api/orders/{id}/handover) */
  canPropose!: boolean;
  /** You may confirm the open proposal (POST /api/orders/{id}/handover/confirm) */
  canConfirm!: boolean;
}

const PAYMENT_MOVES = ['reported', 'confirmed', 'disputed'] as const;

export class PaymentMoveDto {
  /** Buyer: reported (you paid the seller). Seller: confirmed (the money arrived, or cash was paid) or disputed (it did not arrive) */
  @ApiProperty({ enum: PAYMENT_MOVES })
  @IsIn(PAYMENT_MOVES, {
    message: sayKey('VALIDATION.AMONG', { field: 'status', values: PAYMENT_MOVES.join(', ') }),
  })
  status!: (typeof PAYMENT_MOVES)[number];

  /** With reported: the 12-digit UPI reference (UTR) from your UPI app, if you have it */
  @IsOptional()
  @Transform(trimmed)
  @IsString()
  @Matches(/^\d{12}$/, { message: sayKey('ORDER.PAYMENT_UTR') })
  utr?: string;
}

export class OrderPaymentDto {
  @ApiProperty({ enum: PAYMENT_STATUSES })
  status!: PaymentStatus;
  /** The UPI reference the buyer gave */
  @ApiProperty({ type: String, nullable: true })
  utr!: string | null;
  @ApiProperty({ type: String, nullable: true })
  changedAt!: string | null;
  /** The statuses you may set now (PUT /api/orders/{id}/payment) */
  @ApiProperty({ enum: PAYMENT_STATUSES, isArray: true })
  moves!: PaymentStatus[];
  /** For the buyer while the order is to be paid: the seller's UPI ID */
  @ApiProperty({ type: String, nullable: true })
  upiId!: string | null;
  /** For the buyer while the order is to be paid: a upi://pay link (payee, name, amount, INR, note, reference) that opens a UPI app */
  @ApiProperty({
    type: String,
    nullable: true,
    example:
      'upi://pay?pa=savita@okaxis&pn=Savita&am=1300.00&cu=INR&tn=AgroSense%20Wheat&tr=AGS1A2B3C4D5E6F',
  })
  upiLink!: string | null;
}

export class OrderStepDto {
  @ApiProperty({ enum: ORDER_STEP_TYPES })
  type!: OrderStepType;
  /** Who took the step: the seller, the buyer, or null for the system */
  @ApiProperty({ enum: ['seller', 'buyer'], nullable: true })
  by!: OrderParty | null;
  @ApiProperty({ enum: CANCEL_REASONS, nullable: true })
  reason!: CancelReason | null;
  @ApiProperty({ type: String, nullable: true })
  note!: string | null;
  at!: string;
}

export class OrderContactDto {
  name!: string;
  mobile!: string;
  state!: string;
}

/** One order for one of its parties: the order, its timeline, what they may do, whom to call */
export class OrderDetailsDto {
  order!: OrderDto;
  /** Which side you are on */
  @ApiProperty({ enum: ['seller', 'buyer'] })
  you!: OrderParty;
  /** The order's steps, oldest first */
  timeline!: OrderStepDto[];
  /** The other side's name, mobile and state, once the seller has accepted; null before */
  @ApiProperty({ type: OrderContactDto, nullable: true })
  counterparty!: OrderContactDto | null;
  /** The statuses you may move the order to now (PUT /api/orders/{id}/status) */
  @ApiProperty({ enum: ORDER_STATUSES, isArray: true })
  moves!: OrderStatus[];
  /** Reasons to give when calling off an accepted order */
  @ApiProperty({ enum: CANCEL_REASONS, isArray: true })
  cancelReasons!: CancelReason[];
  /** When the seller said the goods were handed over */
  @ApiProperty({ type: String, nullable: true })
  handedOverAt!: string | null;
  /** When the order completes by itself unless the buyer confirms or calls it off first */
  @ApiProperty({ type: String, nullable: true })
  autoCompleteAt!: string | null;
  /** You are the seller and may say the goods were handed over (POST /api/orders/{id}/handed-over) */
  canHandOver!: boolean;
  /** How the goods change hands: the agreed plan and any open proposal */
  handover!: OrderHandoverDto;
  /** Whether the buyer paid, what you may say about it, and how to pay by UPI */
  payment!: OrderPaymentDto;
  /** You may post your review of the other side now (POST /api/orders/{id}/review) */
  canReview!: boolean;
  /** The trade's reviews: yours, and theirs once both posted or 7 days after completion */
  review!: OrderReviewsDto;
  /** Problems reported on the order, newest first */
  problems!: ProblemDto[];
  /** You may report a problem now (POST /api/orders/{id}/problem): Accepted or Completed, none open */
  canReportProblem!: boolean;

  static from(d: OrderDetails): OrderDetailsDto {
    return {
      order: OrderDto.from(d.view),
      you: d.you,
      timeline: d.steps.map((s) => ({
        type: s.type,
        by: s.by,
        reason: s.reason,
        note: s.note,
        at: s.at.toISOString(),
      })),
      counterparty: d.counterparty,
      moves: d.moves,
      cancelReasons: [...CANCEL_REASONS],
      handedOverAt: d.handedOverAt?.toISOString() ?? null,
      autoCompleteAt: d.autoCompleteAt?.toISOString() ?? null,
      canHandOver: d.canHandOver,
      handover: {
        confirmed: d.handover.confirmed ? HandoverPlanDto.from(d.handover.confirmed) : null,
        proposal: d.handover.proposal ? HandoverPlanDto.from(d.handover.proposal) : null,
        canPropose: d.handover.canPropose,
        canConfirm: d.handover.canConfirm,
      },
      payment: {
        status: d.payment.status,
        utr: d.payment.utr,
        changedAt: d.payment.changedAt?.toISOString() ?? null,
        moves: d.payment.moves,
        upiId: d.payment.upiId,
        upiLink: d.payment.upiLink,
      },
      canReview: d.reviews.canReview,
      review: OrderReviewsDto.from(d.reviews),
      problems: d.problems.map(ProblemDto.from),
      canReportProblem: d.canReportProblem,
    };
  }
}
