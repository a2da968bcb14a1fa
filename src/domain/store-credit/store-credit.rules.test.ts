import { describe, expect, it } from 'vitest';
import {
  amountProblem,
  describeEntry,
  describesItsKind,
  type LedgerKind,
  mayWriteEntry,
  parseSignedAmount,
} from './store-credit.rules.ts';

describe('store-credit amounts', () => {
  it('reads signed amounts of up to two decimals as cents', () => {
    expect(parseSignedAmount('10.00')).toBe(1000);
    expect(parseSignedAmount('-4')).toBe(-400);
    expect(parseSignedAmount('$2.5')).toBe(250);
    expect(parseSignedAmount(' 0.01 ')).toBe(1);
  });

  it('refuses a fraction of a cent and anything that is not an amount, rather than rounding', () => {
    for (const text of ['1.005', '-0.001', '1e3', 'ten', '', '--1', '1.']) {
      expect(parseSignedAmount(text)).toBeNull();
    }
  });

  it('refuses zero, and a decrease of any kind but an adjustment', () => {
    expect(amountProblem('issued', 0)).toMatch(/other than 0/);
    expect(amountProblem('issued', -100)).toMatch(/adjustment/);
    expect(amountProblem('prize', -100)).toMatch(/adjustment/);
    expect(amountProblem('adjustment', -100)).toBeNull();
    expect(amountProblem('issued', 100)).toBeNull();
  });
});

describe('who may write an entry', () => {
  const limit = 5000;
  it('lets plain staff issue up to the limit and nothing more, and never take credit away', () => {
    const staff = { role: 'staff' };
    expect(mayWriteEntry(staff, 5000, limit)).toBe(true);
    expect(mayWriteEntry(staff, 5001, limit)).toBe(false);
    expect(mayWriteEntry(staff, -1, limit)).toBe(false);
  });

  it('lets managers and the owner write any amount either way', () => {
    for (const role of ['manager', 'owner']) {
      expect(mayWriteEntry({ role }, 100_000, limit)).toBe(true);
      expect(mayWriteEntry({ role }, -100_000, limit)).toBe(true);
    }
  });
});

describe('an entry in words', () => {
  it('reads its note, or else its kind and order', () => {
    expect(describeEntry({ kind: 'issued', note: 'Damaged booster', orderNumber: null })).toBe(
      'Damaged booster',
    );
    expect(describeEntry({ kind: 'spent', note: null, orderNumber: 'NST-1' })).toBe(
      'Spent at checkout: order NST-1',
    );
    expect(describeEntry({ kind: 'spent', note: null, orderNumber: null })).toBe(
      'Spent at checkout: payment not finished',
    );
    expect(describeEntry({ kind: 'released', note: null, orderNumber: null })).toBe(
      'Returned from an unfinished checkout',
    );
  });

  it('knows a description that already names its kind, so a history says it once', () => {
    const described = (kind: LedgerKind, note: string | null, orderNumber: string | null) => ({
      kind,
      description: describeEntry({ kind, note, orderNumber }),
    });
    expect(describesItsKind(described('spent', null, 'NST-1'))).toBe(true);
    expect(describesItsKind(described('released', null, null))).toBe(true);
    expect(describesItsKind(described('issued', 'Damaged booster', null))).toBe(false);
  });
});
