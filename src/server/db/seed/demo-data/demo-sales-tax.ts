import type { storeTaxSettings } from '../../schema/index.ts';

/**
 * Each store's combined sales tax for the demo: Arkansas's 6.5% with the county's and the
 * city's shares, taxing cards and merchandise and not event entries. The owner sets the real
 * rates in the dashboard's Settings.
 */
export const demoSalesTax: (typeof storeTaxSettings.$inferInsert)[] = [
  { location: 'nlr', rateMilli: 8500, taxedKinds: ['card', 'merchandise'] },
  { location: 'benton', rateMilli: 9500, taxedKinds: ['card', 'merchandise'] },
];
