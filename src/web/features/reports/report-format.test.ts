import { describe, expect, it } from 'vitest';
import { ageLabel, kindLabel, moneyLabel } from './report-format.ts';

describe('report labels', () => {
  it('reads ages in minutes, hours and days', () => {
    expect(ageLabel(45)).toBe('45 min');
    expect(ageLabel(185)).toBe('3 h 5 min');
    expect(ageLabel(2 * 24 * 60 + 240)).toBe('2 d 4 h');
  });

  it('groups dollars and keeps a refund negative', () => {
    expect(moneyLabel('1234567.50')).toBe('$1,234,567.50');
    expect(moneyLabel('12345678.90')).toBe('$12,345,678.90');
    expect(moneyLabel('-10.00')).toBe('−$10.00');
  });

  it('names kinds, and a new one by its own name', () => {
    expect(kindLabel('event_entry')).toBe('Event entries');
    expect(kindLabel('gift_card')).toBe('Gift cards');
    expect(kindLabel('raffle_ticket')).toBe('raffle ticket');
  });
});
