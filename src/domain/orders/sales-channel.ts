/** Where a sale was made: the website, or the counter of a store (issue 27). */
export const SALES_CHANNELS = ['online', 'counter'] as const;
export type SalesChannel = (typeof SALES_CHANNELS)[number];

/** How a channel is named in the reports. */
export const CHANNEL_LABELS: Record<SalesChannel, string> = {
  online: 'Online',
  counter: 'Counter',
};
