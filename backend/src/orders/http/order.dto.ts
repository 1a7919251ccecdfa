import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsOptional, IsString } from 'class-validator';
import type { OrderView } from '../application/ports/order.repository';
import { ORDER_STATUSES, type OrderStatus } from '../domain/order';
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

export class OrderStatusDto {
  @ApiProperty({ enum: ['Accepted', 'Rejected', 'Cancelled'] })
  @IsIn(['Accepted', 'Rejected', 'Cancelled'], {
    message: sayKey('VALIDATION.DECISION', { field: 'status' }),
  })
  status!: 'Accepted' | 'Rejected' | 'Cancelled';
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

  static from({ order, crop, seller, buyer }: OrderView): OrderDto {
    return {
      _id: order.id,
      createdAt: order.createdAt.toISOString(),
      status: order.status,
      cropId: {
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
    };
  }
}
