import type { StoreCreditService } from './store-credit.service.ts';

const EVERY_MS = 30_000;

/**
 * Gives back credit held by checkouts whose payment lapsed without an answer, without waiting
 * for anyone to come back to them, and after a restart picks up what a stopped process left.
 */
export function createHoldSweeper(ledger: Pick<StoreCreditService, 'releaseExpiredHolds'>) {
  let timer: NodeJS.Timeout | undefined;
  return {
    start(onError: (error: unknown) => void): void {
      timer = setInterval(() => ledger.releaseExpiredHolds().catch(onError), EVERY_MS);
      timer.unref();
    },
    stop(): void {
      clearInterval(timer);
    },
  };
}
