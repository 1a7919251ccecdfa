import {
  currentPlans,
  HandoverPlan,
  indiaDay,
  parseHandoverTerms,
  type HandoverTerms,
} from '../../src/orders/domain/handover';
import { ORDER_STATUSES, type OrderParty } from '../../src/orders/domain/order';
import {
  checkPaymentMove,
  PAYMENT_STATUSES,
  paymentMovesFor,
  paymentReference,
  upiPayLink,
  type PaymentStatus,
} from '../../src/orders/domain/payment';
import { DomainError } from '../../src/shared/domain/domain-error';

const codeOf = (f: () => void): string | null => {
  try {
    f();
    return null;
  } catch (e) {
    return (e as DomainError).key;
  }
};

describe('payment status', () => {
  /** Every (from, to, party) the rules allow; everything else is refused. */
  const allowed = new Set([
    'unpaid>reported:buyer',
    'unpaid>confirmed:seller',
    'reported>confirmed:seller',
    'reported>disputed:seller',
    'disputed>reported:buyer',
    'disputed>confirmed:seller',
  ]);
  const parties: OrderParty[] = ['buyer', 'seller'];

  it.each(PAYMENT_STATUSES.flatMap((from) => PAYMENT_STATUSES.map((to) => [from, to] as const)))(
    'from %s to %s: allowed for exactly the right side',
    (from: PaymentStatus, to: PaymentStatus) => {
      for (const party of parties) {
        const ok = allowed.has(`${from}>${to}:${party}`);
        const code = codeOf(() => checkPaymentMove('Accepted', from, to, party, null));
        if (ok) expect(code).toBeNull();
        else expect(code).not.toBeNull();
        expect(paymentMovesFor('Accepted', from, party).includes(to)).toBe(ok);
        expect(paymentMovesFor('Completed', from, party).includes(to)).toBe(ok);
      }
    },
  );

  it('names the refusal: wrong side 403, wrong state 409, order not payable 409', () => {
    expect(codeOf(() => checkPaymentMove('Accepted', 'unpaid', 'reported', 'seller', null))).toBe(
      'ORDER.PAYMENT_BUYER',
    );
    expect(codeOf(() => checkPaymentMove('Accepted', 'reported', 'disputed', 'buyer', null))).toBe(
      'ORDER.PAYMENT_SELLER',
    );
    expect(codeOf(() => checkPaymentMove('Accepted', 'confirmed', 'reported', 'buyer', null))).toBe(
      'ORDER.PAYMENT_STATE',
    );
    for (const status of ORDER_STATUSES.filter((s) => s !== 'Accepted' && s !== 'Completed')) {
      expect(codeOf(() => checkPaymentMove(status, 'unpaid', 'reported', 'buyer', null))).toBe(
        'ORDER.NOT_PAYABLE',
      );
      expect(paymentMovesFor(status, 'unpaid', 'buyer')).toEqual([]);
    }
  });

  it('takes a 12-digit UTR only with "reported"', () => {
    expect(
      codeOf(() => checkPaymentMove('Accepted', 'unpaid', 'reported', 'buyer', '123456789012')),
    ).toBeNull();
    for (const utr of ['12345678901', '1234567890123', '12345678901a', ' 123456789012']) {
      expect(codeOf(() => checkPaymentMove('Accepted', 'unpaid', 'reported', 'buyer', utr))).toBe(
        'ORDER.PAYMENT_UTR',
      );
    }
    expect(
      codeOf(() => checkPaymentMove('Accepted', 'reported', 'confirmed', 'seller', '123456789012')),
    ).toBe('ORDER.PAYMENT_UTR');
  });

  it('builds the upi://pay link with encoded payee, name, amount in rupees, INR, note and reference', () => {
    const link = upiPayLink({
      vpa: 'ramesh.k@okhdfcbank',
      payeeName: 'Ramesh & Sons',
      amount: '1300',
      note: 'AgroSense गेहूं',
      reference: paymentReference('1a2b3c4d-5e6f-4a1b-8c9d-0e1f2a3b4c5d'),
    });
    expect(link).toBe(
      'upi://pay?pa=ramesh.k%40okhdfcbank&pn=Ramesh%20%26%20Sons&am=1300.00&cu=INR&tn=AgroSense%20%E0%A4%97%E0%A5%87%E0%A4%B9%E0%A5%82%E0%A4%82&tr=AGS1A2B3C4D5E6F',
    );
  });
});

describe('handover plans', () => {
  // 20:00 UTC on 26 Nov is already 27 Nov in India.
  const now = new Date('2026-11-26T20:00:00Z');
  const terms = (over: Partial<HandoverTerms> = {}): HandoverTerms => ({
    kind: 'farm_pickup',
    place: null,
    date: '2026-11-27',
    from: '09:00',
    to: '11:00',
    note: null,
    ...over,
  });

  it("counts days on India's calendar", () => {
    expect(indiaDay(now)).toBe('2026-11-27');
    expect(codeOf(() => parseHandoverTerms(terms({ date: '2026-11-26' }), now))).toBe(
      'ORDER.HANDOVER_DATE#past',
    );
    expect(codeOf(() => parseHandoverTerms(terms(), now))).toBeNull();
    expect(codeOf(() => parseHandoverTerms(terms({ date: '2027-01-26' }), now))).toBeNull();
    expect(codeOf(() => parseHandoverTerms(terms({ date: '2027-01-27' }), now))).toBe(
      'ORDER.HANDOVER_DATE#far',
    );
  });

  it('refuses impossible dates and times and a missing place', () => {
    expect(codeOf(() => parseHandoverTerms(terms({ date: '2027-02-29' }), now))).toBe(
      'ORDER.HANDOVER_DATE',
    );
    expect(codeOf(() => parseHandoverTerms(terms({ from: '24:00' }), now))).toBe(
      'ORDER.HANDOVER_TIME',
    );
    expect(codeOf(() => parseHandoverTerms(terms({ from: '11:00', to: '11:00' }), now))).toBe(
      'ORDER.HANDOVER_TIME#order',
    );
    expect(codeOf(() => parseHandoverTerms(terms({ kind: 'delivery', place: '  ' }), now))).toBe(
      'ORDER.HANDOVER_PLACE',
    );
    expect(
      parseHandoverTerms(terms({ kind: 'delivery', place: ' Unjha ', note: ' ' }), now),
    ).toMatchObject({
      place: 'Unjha',
      note: null,
    });
  });

  it('is confirmed by the other side only, once; the last confirmed and the newest open plan show', () => {
    const at = (m: number) => new Date(now.getTime() + m * 60_000);
    const plan = (id: string, by: OrderParty, m: number) =>
      new HandoverPlan(
        id,
        'o',
        'farm_pickup',
        null,
        '2026-11-28',
        '09:00',
        '10:00',
        null,
        by,
        at(m),
      );
    const a = plan('a', 'buyer', 0);
    expect(codeOf(() => a.confirm('buyer', at(1)))).toBe('ORDER.OWN_HANDOVER_PROPOSAL');
    a.confirm('seller', at(1));
    expect(codeOf(() => a.confirm('seller', at(2)))).toBe('ORDER.NO_HANDOVER_PROPOSAL');
    const b = plan('b', 'seller', 3);
    b.supersededAt = at(4);
    const c = plan('c', 'buyer', 4);
    expect(codeOf(() => b.confirm('buyer', at(5)))).toBe('ORDER.NO_HANDOVER_PROPOSAL');
    expect(currentPlans([c, b, a])).toEqual({ confirmed: a, proposal: c });
  });
});
