import { ConflictError, ForbiddenError, InvalidInputError } from '../../shared/domain/domain-error';
import type { OrderParty, OrderStatus } from './order';
import type { PaymentStatus } from './payment-status';

export { PAYMENT_STATUSES, type PaymentStatus } from './payment-status';

/**
 * Who may move the payment status from which to which. The buyer says they paid (again, after a
 * dispute); the seller confirms the money arrived (also cash that was never reported) or says it
 * did not.
 */
export const PAYMENT_TRANSITIONS: Record<
  PaymentStatus,
  Partial<Record<PaymentStatus, readonly OrderParty[]>>
> = {
  unpaid: { reported: ['buyer'], confirmed: ['seller'] },
  reported: { confirmed: ['seller'], disputed: ['seller'] },
  disputed: { reported: ['buyer'], confirmed: ['seller'] },
  confirmed: {},
};

/** Order statuses in which payment can be reported or answered. */
const PAYABLE: readonly OrderStatus[] = ['Accepted', 'Completed'];

/** A UPI transaction reference (UTR / "UPI Ref No"): 12 digits. */
export const UTR = /^\d{12}$/;

export function paymentMovesFor(
  orderStatus: OrderStatus,
  payment: PaymentStatus,
  party: OrderParty,
): PaymentStatus[] {
  if (!PAYABLE.includes(orderStatus)) return [];
  return (Object.entries(PAYMENT_TRANSITIONS[payment]) as [PaymentStatus, OrderParty[]][])
    .filter(([, parties]) => parties.includes(party))
    .map(([next]) => next);
}

/**
 * Checks a payment move: 409 when the order or payment is not in a state it starts from, 403 when
 * this side may not make it, 400 for a UTR that is not 12 digits (or sent with another move).
 */
export function checkPaymentMove(
  orderStatus: OrderStatus,
  payment: PaymentStatus,
  next: PaymentStatus,
  party: OrderParty,
  utr: string | null,
): void {
  if (!PAYABLE.includes(orderStatus)) {
    throw new ConflictError('ORDER.NOT_PAYABLE');
  }
  const allowed = PAYMENT_TRANSITIONS[payment][next];
  if (!allowed) throw new ConflictError('ORDER.PAYMENT_STATE');
  if (!allowed.includes(party)) {
    throw new ForbiddenError(party === 'seller' ? 'ORDER.PAYMENT_BUYER' : 'ORDER.PAYMENT_SELLER');
  }
  if (utr !== null && (next !== 'reported' || !UTR.test(utr))) {
    throw new InvalidInputError('ORDER.PAYMENT_UTR');
  }
}

/** The step a payment move records on the order's timeline. */
export function paymentStep(next: PaymentStatus) {
  return next === 'reported'
    ? ('payment_reported' as const)
    : next === 'confirmed'
      ? ('payment_confirmed' as const)
      : ('payment_disputed' as const);
}

/**
 * The `upi://pay` link a UPI app opens to pay the seller (NPCI's linking spec: pa payee VPA,
 * pn payee name, am amount in rupees with 2 decimals, cu INR, tn a note, tr our reference).
 * Only the fields a person-to-person payment needs; values percent-encoded.
 */
export function upiPayLink(p: {
  vpa: string;
  payeeName: string;
  amount: string;
  note: string;
  reference: string;
}): string {
  const q = [
    ['pa', p.vpa],
    ['pn', p.payeeName.slice(0, 50)],
    ['am', Number(p.amount).toFixed(2)],
    ['cu', 'INR'],
    ['tn', p.note.slice(0, 50)],
    ['tr', p.reference],
  ]
    .map(([k, v]) => `${k}=${encodeURIComponent(v!)}`)
    .join('&');
  return `upi://pay?${q}`;
}

/** Our reference for an order's payment: short, letters and digits only. */
export function paymentReference(orderId: string): string {
  return `AGS${orderId.replace(/-/g, '').slice(0, 12).toUpperCase()}`;
}
