import type { StoreCreditService } from './store-credit.service.ts';

const EVERY_MS = 30_000;

/**
 * Gives back credit held by checkouts whose payment lapsed without an answer, without waiting
 * for anyone to come back to them. It sweeps once at start, so holds that lapsed while the
 * shop was stopped come back at once, not half a minute after a restart.
 */
export function createHoldSweeper(ledger: Pick<StoreCreditService, 'releaseExpiredHolds'>) {
  let timer: NodeJS.Timeout | undefined;
  return {
    start(onError: (error: unknown) => void): void {
      const sweep = () => ledger.releaseExpiredHolds().catch(onError);
      void sweep();
      timer = setInterval(sweep, EVERY_MS);
      timer.unref();
    },
    stop(): void {
      clearInterval(timer);
    },
  };
}
