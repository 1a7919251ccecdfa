import {
  Order,
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

  it('decides a Pending order once; every later decision is a conflict', () => {
    const order = new Order('o', 'l', 's', 'b', '1', '10.00', '10.00', 'Pending', new Date(), null);
    order.decide('Accepted', new Date());
    expect(order.status).toBe('Accepted');
    expect(() => order.decide('Rejected', new Date())).toThrow('already Accepted');
    expect(() => order.decide('Cancelled', new Date())).toThrow();
  });
});
