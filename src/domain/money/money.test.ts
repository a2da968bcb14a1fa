import { describe, expect, it } from 'vitest';
import { formatDollars, formatPrice, parsePrice, percentOf } from './money.ts';

describe('money', () => {
  it('formats cents as a two-decimal string', () => {
    expect(formatPrice(1999)).toBe('19.99');
    expect(formatPrice(5)).toBe('0.05');
    expect(formatPrice(0)).toBe('0.00');
    expect(formatPrice(120000)).toBe('1200.00');
    expect(formatPrice(-250)).toBe('-2.50');
    expect(formatDollars(450)).toBe('$4.50');
    expect(formatDollars(10_000_000)).toBe('$100,000.00');
    expect(formatDollars(-123_450)).toBe('−$1,234.50');
  });

  it('parses prices with or without a dollar sign', () => {
    expect(parsePrice('19.99')).toBe(1999);
    expect(parsePrice('$19.99')).toBe(1999);
    expect(parsePrice('5')).toBe(500);
    expect(parsePrice('5.5')).toBe(550);
    expect(parsePrice(' 0.01 ')).toBe(1);
  });

  it('refuses what is not a price', () => {
    for (const bad of ['', 'abc', '1.999', '-1', '1e3', '12,00', '$', '.5']) {
      expect(parsePrice(bad)).toBeNull();
    }
  });

  it('rounds a percentage to the cent', () => {
    expect(percentOf(1000, 15)).toBe(150);
    expect(percentOf(333, 15)).toBe(50);
    expect(percentOf(0, 15)).toBe(0);
  });
});
