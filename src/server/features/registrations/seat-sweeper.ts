import type { Database } from '../../db/client.ts';
import type { RegistrationsRepository } from './registrations.repository.ts';
import type { SeatKeeper } from './seat-keeper.ts';

const EVERY_MS = 30_000;

/**
 * Ends lapsed holds and offers (passing their seats on) without waiting for someone to touch
 * the event, and after a restart picks up what a stopped process left (owed refunds are the
 * orders' refund sweeper's).
 * Seat counts never include a lapsed hold, so between sweeps no seat is held past its time.
 */
export function createSeatSweeper({
  db,
  repository,
  seats,
  clock,
}: {
  db: Database;
  repository: RegistrationsRepository;
  seats: SeatKeeper;
  clock: () => Date;
}) {
  let timer: NodeJS.Timeout | undefined;

  async function sweep(): Promise<void> {
    for (const tournamentId of await repository.eventsWithLapsed(clock())) {
      await db.transaction((tx) => seats.lockEvent(tx, tournamentId));
    }
  }

  return {
    sweep,
    start(onError: (error: unknown) => void): void {
      timer = setInterval(() => sweep().catch(onError), EVERY_MS);
      timer.unref();
    },
    stop(): void {
      clearInterval(timer);
    },
  };
}
