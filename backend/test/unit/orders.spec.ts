import { Order, parseOrderQuantity, totalFor } from '../../src/orders/domain/order';

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

  it.each([0, -1, 'abc', 1.0001, Infinity])('refuses the quantity %p', (q) => {
    expect(() => parseOrderQuantity(q as number)).toThrow();
  });

  it('decides a Pending order once; every later decision is a conflict', () => {
    const order = new Order('o', 'l', 's', 'b', '1', '10.00', '10.00', 'Pending', new Date(), null);
    order.decide('Accepted', new Date());
    expect(order.status).toBe('Accepted');
    expect(() => order.decide('Rejected', new Date())).toThrow('already Accepted');
    expect(() => order.decide('Cancelled', new Date())).toThrow();
  });
});
