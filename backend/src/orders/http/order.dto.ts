import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsNumber, IsOptional, IsString, Min } from 'class-validator';
import type { OrderView } from '../application/ports/order.repository';
import { ORDER_STATUSES, type OrderStatus } from '../domain/order';
import { Omittable } from '../../shared/http/strict-params';

const toNumber = ({ value }: { value: unknown }) =>
  typeof value === 'string' && value.trim() !== '' ? Number(value) : value;

export class PlaceOrderDto {
  /** The crop listing: its _id or cropId */
  @IsString()
  @IsNotEmpty({ message: 'cropId is required' })
  cropId!: string;

  /** How much, in the listing's unit (default 1) */
  @Omittable()
  @Transform(toNumber)
  @IsNumber({}, { message: 'quantity must be a number' })
  @Min(0.001, { message: 'Quantity must be more than 0' })
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
  @Transform(toNumber)
  @IsNumber({}, { message: 'totalPrice must be a number' })
  totalPrice?: number;
}

export class OrderStatusDto {
  @ApiProperty({ enum: ['Accepted', 'Rejected', 'Cancelled'] })
  @IsIn(['Accepted', 'Rejected', 'Cancelled'], {
    message: 'status must be Accepted, Rejected or Cancelled',
  })
  status!: 'Accepted' | 'Rejected' | 'Cancelled';
}

export class OrderQueryDto {
  @ApiPropertyOptional({ enum: ORDER_STATUSES })
  @IsOptional()
  @IsIn(ORDER_STATUSES)
  status?: OrderStatus;
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

/** The spec's order shape; cropId, sellerId and buyerId are populated objects. */
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
  /** The ordered quantity (the spec's name) */
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
