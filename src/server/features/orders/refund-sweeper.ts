import type { OrderRefunds } from './order-refunds.service.ts';

const EVERY_MS = 30_000;

/**
 * Sends the card refunds a failed or cut-short send left owing (the provider was down, the
 * process stopped), without waiting for the next refund, and after a restart.
 */
export function createRefundSweeper(refunds: Pick<OrderRefunds, 'send'>) {
  let timer: NodeJS.Timeout | undefined;
  return {
    start(onError: (error: unknown) => void): void {
      timer = setInterval(() => refunds.send().catch(onError), EVERY_MS);
      timer.unref();
    },
    stop(): void {
      clearInterval(timer);
    },
  };
}
