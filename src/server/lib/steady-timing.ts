import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Runs `work` and answers no sooner than `ms` after starting, failure included: an answer
 * that does more for some inputs (an existing account) then takes as long as one that does
 * nothing, so its timing gives nothing away.
 */
export async function withSteadyTiming<T>(ms: number, work: () => Promise<T>): Promise<T> {
  const [outcome] = await Promise.allSettled([work(), sleep(ms)]);
  if (outcome.status === 'rejected') throw outcome.reason;
  return outcome.value;
}
