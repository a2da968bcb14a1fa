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
    ]) {
      expect(isSitePath(path), path).toBe(true);
    }
  });

  it('treats anything else as unknown', () => {
    for (const path of ['/conway/cards', '/cards/extra', '/admin/conway', '/nlr', '/random']) {
      expect(isSitePath(path), path).toBe(false);
    }
  });

  it('builds store page paths', () => {
    expect(storePagePath('cards')).toBe('/cards');
    expect(storePagePath('tournaments', 'benton')).toBe('/benton/tournaments');
  });
});
