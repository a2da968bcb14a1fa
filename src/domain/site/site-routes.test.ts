import { describe, expect, it } from 'vitest';
import { isSitePath, storePagePath } from './site-routes.ts';

describe('site routes', () => {
  it('knows every specified page, with or without a store prefix', () => {
    for (const path of [
      '/',
      '/cards',
      '/nlr/cards',
      '/benton/merchandise/',
      '/benton/checkout',
      '/login',
      '/customer/login',
      '/account',
      '/gift-cards',
      '/order-confirmation',
      '/reset-password',
      '/verify-email',
      '/sign-in-link',
      '/admin',
      '/admin/benton',
      '/admin/nlr/counter',
      '/admin/nlr/counter/end-of-day',
      '/admin/benton/counter/receipts/BEN-000012',
      '/admin/nlr/trade-ins/T-NLR-0001',
      '/admin/nlr/trade-ins/T-NLR-0001/receipt',
      '/admin/benton/prices',
      '/admin/benton/prices/4',
    ]) {
      expect(isSitePath(path), path).toBe(true);
    }
  });

  it('treats anything else as unknown', () => {
    for (const path of [
      '/conway/cards',
      '/cards/extra',
      '/admin/conway',
      '/nlr',
      '/random',
      '/admin/conway/counter',
      '/admin/nlr/counter/receipts',
      '/admin/nlr/counter/receipts/a/b',
      '/admin/nlr/trade-ins',
      '/admin/nlr/trade-ins/T-NLR-0001/other',
    ]) {
      expect(isSitePath(path), path).toBe(false);
    }
  });

  it('builds store page paths', () => {
    expect(storePagePath('cards')).toBe('/cards');
    expect(storePagePath('tournaments', 'benton')).toBe('/benton/tournaments');
  });
});
