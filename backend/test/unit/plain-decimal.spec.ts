import { readPlainDecimal } from '../../src/shared/domain/plain-decimal';

describe('reading amounts written plainly', () => {
  it.each([
    ['5', { text: '5', value: 5, decimals: 0 }],
    ['007', { text: '7', value: 7, decimals: 0 }],
    ['12.5', { text: '12.5', value: 12.5, decimals: 1 }],
    ['12.50', { text: '12.5', value: 12.5, decimals: 1 }],
    ['0.0001', { text: '0.0001', value: 0.0001, decimals: 4 }],
    ['-1', { text: '-1', value: -1, decimals: 0 }],
    ['-0', { text: '0', value: 0, decimals: 0 }],
    ['0.00', { text: '0', value: 0, decimals: 0 }],
    [5, { text: '5', value: 5, decimals: 0 }],
    [2.5, { text: '2.5', value: 2.5, decimals: 1 }],
    [0.1 + 0.2, { text: '0.30000000000000004', value: 0.1 + 0.2, decimals: 17 }],
  ])('reads %p', (input, expected) => {
    expect(readPlainDecimal(input)).toEqual(expected);
  });

  it.each([
    '1e5',
    '1E5',
    '0x10',
    '0b1',
    '0o7',
    ' 5',
    '5 ',
    '5.',
    '.5',
    '+5',
    '5,000',
    '5_000',
    '1.2.3',
    'Infinity',
    '-Infinity',
    'NaN',
    '',
    '५',
    '٥',
    Infinity,
    NaN,
    1e21,
    1e-7,
    true,
    null,
    undefined,
    [5],
    { value: 5 },
  ])('refuses %p', (input) => {
    expect(readPlainDecimal(input)).toBeNull();
  });
});
