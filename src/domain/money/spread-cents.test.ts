import { describe, expect, it } from 'vitest';
import { spreadCents } from './spread-cents.ts';

describe('spreading cents over parts', () => {
  it('gives each part its proportion, the whole exactly', () => {
    expect(spreadCents(300, [1000, 2000])).toEqual([100, 200]);
    // 100 over three equal parts: the cent left over goes to the first.
    expect(spreadCents(100, [1, 1, 1])).toEqual([34, 33, 33]);
    // 10 over 1:2 is 3.33 and 6.67: the larger remainder takes the cent.
    expect(spreadCents(10, [1, 2])).toEqual([3, 7]);
  });

  it('gives nothing to parts of no weight, and nothing at all when no part weighs', () => {
    expect(spreadCents(95, [0, 1000, 0])).toEqual([0, 95, 0]);
    expect(spreadCents(0, [0, 0])).toEqual([0, 0]);
  });
});
