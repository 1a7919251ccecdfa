import {
  movesFor,
  Order,
  ORDER_TRANSITIONS,
  parseClaimedTotal,
  parseOrderQuantity,
  quantityFitsUnit,
  totalFor,
} from '../../src/orders/domain/order';

describe('order rules', () => {
  it.each([
    ['25.50', '2', '51.00'],
    ['0.10', '3', '0.30'],
    ['19.99', '1.5', '29.99'],
    ['33.33', '0.333', '11.10'],
    ['9999999.99', '100', '999999999.00'],
  ])('₹%s × %s = ₹%s exactly (no float drift)', (price, qty, total) => {
    expect(totalFor(price, qty)).toBe(total);
  });

  it.each([
    [2, '2'],
    ['2', '2'],
    [2.5, '2.5'],
    ['2.50', '2.5'],
    ['0.0001', '0.0001'],
  ])('reads the quantity %p as %p (the unit is checked next)', (q, expected) => {
    expect(parseOrderQuantity(q)).toBe(expected);
  });

  it.each([
    [0, 'more than 0'],
    [-1, 'more than 0'],
    ['0', 'more than 0'],
    ['abc', 'plain number'],
    ['1e5', 'plain number'],
    ['0x10', 'plain number'],
    [' 5', 'plain number'],
    ['5.', 'plain number'],
    ['.5', 'plain number'],
    ['5,000', 'plain number'],
    ['Infinity', 'plain number'],
    [Infinity, 'plain number'],
    [1e21, 'plain number'],
    [true, 'plain number'],
    [null, 'plain number'],
    ['1000001', 'at most 1000000'],
  ])('refuses the quantity %p', (q, message) => {
    expect(() => parseOrderQuantity(q)).toThrow(message);
  });

  it("holds a quantity to its listing's unit", () => {
    expect(() => quantityFitsUnit('2.5', 'kg', 2)).not.toThrow();
    expect(() => quantityFitsUnit('0.0001', 'kg', 2)).toThrow('at most 2 decimals');
    expect(() => quantityFitsUnit('1.5', 'dozen', 0)).toThrow('whole number for this unit (dozen)');
    expect(() => quantityFitsUnit('3', 'dozen', 0)).not.toThrow();
  });

  it('reads a claimed total plainly', () => {
    expect(parseClaimedTotal('51.50')).toBe(51.5);
    expect(parseClaimedTotal(51.5)).toBe(51.5);
    for (const bad of ['0x10', '1e2', '51.505', ' 51', '-1', 'NaN', null])
      expect(() => parseClaimedTotal(bad)).toThrow('totalPrice must be a plain number');
  });

  const newOrder = () =>
    new Order('o', 'l', 's', 'b', '1', '10.00', '10.00', 'Pending', new Date(), null);
  const codeOf = (move: () => void) => {
    try {
      move();
      return 'moved';
    } catch (e) {
      return (e as { code: string }).code;
    }
  };

  it('decides a Pending order once; a decided order cannot be decided again', () => {
    const order = newOrder();
    order.move('Accepted', 'seller', new Date());
    expect(order.status).toBe('Accepted');
    expect(order.decidedAt).not.toBeNull();
    expect(() => order.move('Rejected', 'seller', new Date())).toThrow('already Accepted');
    expect(codeOf(() => order.move('Accepted', 'seller', new Date()))).toBe(
      'ORDER.ALREADY_DECIDED',
    );
  });

  // Every status, every move, both sides: exactly the moves of the order's life are allowed.
  const STATUSES = ['Pending', 'Accepted', 'Rejected', 'Cancelled', 'Completed'] as const;
  const allowed: Record<string, string> = {
    'Pending>Accepted by seller': 'moved',
    'Pending>Rejected by seller': 'moved',
    'Pending>Cancelled by buyer': 'moved',
    'Accepted>Completed by buyer': 'moved',
    'Accepted>Cancelled by seller': 'moved',
    'Accepted>Cancelled by buyer': 'moved',
  };
  it.each(
    STATUSES.flatMap((from) =>
      STATUSES.filter((to) => to !== 'Pending').flatMap((to) =>
        (['seller', 'buyer'] as const).map(
          (by) => [`${from}>${to} by ${by}`, from, to, by] as const,
        ),
      ),
    ),
  )('%s', (name, from, to, by) => {
    const order = newOrder();
    order.status = from;
    const outcome = codeOf(() => order.move(to, by, new Date(), 'changed_mind'));
    if (allowed[name]) {
      expect(outcome).toBe('moved');
      expect(order.status).toBe(to);
    } else {
      // The wrong side where the move exists (403), else the wrong status (409).
      const someoneMay = ORDER_TRANSITIONS[from][to] !== undefined;
      expect(outcome).toEqual(
        someoneMay
          ? by === 'seller'
            ? expect.stringMatching(/^ORDER\.NOT_BUYER/)
            : 'ORDER.NOT_SELLER'
          : 'ORDER.ALREADY_DECIDED',
      );
      expect(order.status).toBe(from);
    }
  });

  it('calls off an accepted order only with a reason', () => {
    const order = newOrder();
    order.move('Accepted', 'seller', new Date());
    expect(codeOf(() => order.move('Cancelled', 'buyer', new Date()))).toBe(
      'ORDER.REASON_REQUIRED',
    );
    expect(order.status).toBe('Accepted');
    // A Pending request is withdrawn without one, as older clients do.
    const pending = newOrder();
    pending.move('Cancelled', 'buyer', new Date());
    expect(pending.status).toBe('Cancelled');
  });

  it('tells each side what it may do next', () => {
    expect(movesFor('Pending', 'seller')).toEqual(['Accepted', 'Rejected']);
    expect(movesFor('Pending', 'buyer')).toEqual(['Cancelled']);
    expect(movesFor('Accepted', 'seller')).toEqual(['Cancelled']);
    expect(movesFor('Accepted', 'buyer')).toEqual(['Completed', 'Cancelled']);
    for (const done of ['Rejected', 'Cancelled', 'Completed'] as const) {
      expect(movesFor(done, 'seller')).toEqual([]);
      expect(movesFor(done, 'buyer')).toEqual([]);
    }
  });
});
