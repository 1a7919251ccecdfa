import { formatAmount, formatQuantity } from '../../src/i18n/format';
import { translate } from '../../src/i18n/translate';
import { upiPayLink } from '../../src/orders/domain/payment';

describe('rupees in the texts we send, the Indian way', () => {
  it.each(['en', 'hi', 'gu'] as const)(
    '%s: lakhs grouped, paise only when there are some',
    (lang) => {
      expect(formatAmount('1300.00', lang)).toBe('1,300');
      expect(formatAmount('120000.00', lang)).toBe('1,20,000');
      expect(formatAmount(12345678.9, lang)).toBe('1,23,45,678.90');
      expect(formatAmount('25.50', lang)).toBe('25.50');
      expect(formatAmount('0.05', lang)).toBe('0.05');
      expect(formatAmount(999, lang)).toBe('999');
      expect(formatAmount('80', lang)).toBe('80');
    },
  );

  it('gives back as it was what is not a plain amount', () => {
    for (const odd of ['X', '', '1e5', '0x10', ' 12', 'NaN']) {
      expect(formatAmount(odd, 'en')).toBe(odd);
    }
    expect(formatAmount(Number.POSITIVE_INFINITY, 'en')).toBe('Infinity');
  });

  it('says totals in notifications as ₹1,300 in every language', () => {
    expect(translate('en', 'NOTIFY.PAYMENT_CONFIRMED', { crop: 'Wheat', total: '1300.00' })).toBe(
      'The seller confirmed receiving your payment of ₹1,300 for Wheat',
    );
    expect(
      translate('hi', 'NOTIFY.PAYMENT_REPORTED', { crop: 'गेहूं', total: '120000.00' }),
    ).toContain('₹1,20,000');
    expect(translate('gu', 'NOTIFY.PAYMENT_DISPUTED', { crop: 'ઘઉં', total: '25.50' })).toContain(
      '₹25.50',
    );
    expect(
      translate('en', 'NOTIFY.ORDER_PLACED', {
        crop: 'Wheat',
        buyer: 'Arjun',
        quantity: '50',
        unit: 'kg',
        total: '1300.00',
      }),
    ).toBe('New order request for Wheat: Arjun wants 50 kg for ₹1,300');
  });

  it.each(['en', 'hi', 'gu'] as const)(
    '%s: quantities grouped the Indian way, decimals only as many as they have',
    (lang) => {
      expect(formatQuantity(1200, lang)).toBe('1,200');
      expect(formatQuantity('120000', lang)).toBe('1,20,000');
      expect(formatQuantity(2.5, lang)).toBe('2.5');
      expect(formatQuantity('12.75', lang)).toBe('12.75');
      expect(formatQuantity('many', lang)).toBe('many');
    },
  );

  it('says the quantity of an order request grouped', () => {
    expect(
      translate('hi', 'NOTIFY.ORDER_PLACED', {
        crop: 'गेहूं',
        buyer: 'अर्जुन',
        quantity: 12000,
        unit: 'kg',
        total: '312000.00',
      }),
    ).toBe('गेहूं के लिए नया ऑर्डर अनुरोध: अर्जुन ₹3,12,000 में 12,000 किलो खरीदना चाहते हैं');
  });

  it('says the largest price and order total grouped too', () => {
    expect(translate('en', 'CROP.INVALID_PRICE#too_large', { rupees: 1_000_000 })).toBe(
      'Price can be at most 10,00,000 rupees',
    );
    expect(translate('hi', 'ORDER.TOO_LARGE', { rupees: 9_999_999_999.99 })).toContain(
      '9,99,99,99,999.99 रुपये',
    );
  });

  it('leaves the UPI link’s amount as the wire format wants it: 2 decimals, no grouping', () => {
    const link = upiPayLink({
      vpa: 'savita@okaxis',
      payeeName: 'Savita',
      amount: '120000',
      note: 'AgroSense Wheat',
      reference: 'AGS1A2B3C4D5E6F',
    });
    expect(new URL(link).searchParams.get('am')).toBe('120000.00');
  });
});
