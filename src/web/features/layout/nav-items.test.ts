import { describe, expect, it } from 'vitest';
import { isActive, NAV_ITEMS, navHref } from './nav-items.ts';

const [home, tournaments, , cards] = NAV_ITEMS;

describe('navigation highlighting', () => {
  it('matches Home exactly and the others by prefix, store prefix or not', () => {
    if (!home || !tournaments || !cards) throw new Error('nav items missing');
    expect(isActive(home, '/')).toBe(true);
    expect(isActive(home, '/cards')).toBe(false);
    expect(isActive(cards, '/cards')).toBe(true);
    expect(isActive(cards, '/benton/cards')).toBe(true);
    expect(isActive(cards, '/nlr/tournaments')).toBe(false);
    expect(isActive(tournaments, '/nlr/tournaments')).toBe(true);
    expect(isActive(cards, '/cardsmith')).toBe(false);
  });

  it('keeps the visitor in their store', () => {
    if (!home || !cards) throw new Error('nav items missing');
    expect(navHref(cards, '/benton/tournaments')).toBe('/benton/cards');
    expect(navHref(cards, '/')).toBe('/cards');
    expect(navHref(home, '/benton/cards')).toBe('/');
  });

  it('links Sell to us in the visitor’s store', () => {
    const sell = NAV_ITEMS.find((item) => item.label === 'Sell to us');
    if (!sell) throw new Error('no Sell to us link');
    expect(navHref(sell, '/benton/cards')).toBe('/benton/sell');
    expect(isActive(sell, '/nlr/sell')).toBe(true);
  });

  it('links Gift cards from every page, the same for both stores', () => {
    const giftCards = NAV_ITEMS.find((item) => item.label === 'Gift cards');
    if (!giftCards) throw new Error('no Gift cards link');
    expect(navHref(giftCards, '/benton/cards')).toBe('/gift-cards');
    expect(isActive(giftCards, '/gift-cards')).toBe(true);
  });
});
