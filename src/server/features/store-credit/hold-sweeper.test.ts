import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHoldSweeper } from './hold-sweeper.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('the hold sweeper', () => {
  it('gives back lapsed holds as soon as the shop starts, then every half minute', () => {
    vi.useFakeTimers();
    const releaseExpiredHolds = vi.fn(async () => 0);
    const sweeper = createHoldSweeper({ releaseExpiredHolds });

    sweeper.start(() => undefined);
    expect(releaseExpiredHolds).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(30_000);
    expect(releaseExpiredHolds).toHaveBeenCalledTimes(2);

    sweeper.stop();
    vi.advanceTimersByTime(60_000);
    expect(releaseExpiredHolds).toHaveBeenCalledTimes(2);
  });

  it('reports a failed sweep and keeps sweeping', async () => {
    vi.useFakeTimers();
    const failure = new Error('database unavailable');
    const releaseExpiredHolds = vi.fn(async () => {
      throw failure;
    });
    const onError = vi.fn();
    const sweeper = createHoldSweeper({ releaseExpiredHolds });

    sweeper.start(onError);
    await vi.advanceTimersByTimeAsync(30_000);
    sweeper.stop();
    expect(onError).toHaveBeenCalledWith(failure);
    expect(releaseExpiredHolds).toHaveBeenCalledTimes(2);
  });
});
