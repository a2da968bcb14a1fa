import { describe, expect, it } from 'vitest';
import type { StoreBuyContext } from './store-buy-context.ts';
import { BUY_CONTEXT_TTL_MS, createStoreBuyContexts } from './store-buy-context.ts';

/** A loader counting its reads, over a clock and a write count the test moves. */
function harness() {
  const clock = { now: 0, writes: 0, reads: 0 };
  const contexts = createStoreBuyContexts(
    async () => {
      clock.reads += 1;
      return { reads: clock.reads } as unknown as StoreBuyContext;
    },
    () => clock.writes,
    () => clock.now,
  );
  return { clock, contexts };
}

describe("a store's buy context", () => {
  it('is read once for searches at the same moment, and per store', async () => {
    const { clock, contexts } = harness();
    await Promise.all([contexts('nlr'), contexts('nlr'), contexts('nlr')]);
    expect(clock.reads).toBe(1);
    await contexts('benton');
    expect(clock.reads).toBe(2);
  });

  it('is read again after a write on this instance, and after the time another instance may take', async () => {
    const { clock, contexts } = harness();
    await contexts('nlr');
    clock.writes += 1;
    await contexts('nlr');
    expect(clock.reads).toBe(2);
    clock.now += BUY_CONTEXT_TTL_MS - 1;
    await contexts('nlr');
    expect(clock.reads).toBe(2);
    clock.now += 1;
    await contexts('nlr');
    expect(clock.reads).toBe(3);
  });

  it('keeps no failed read', async () => {
    let fail = true;
    const contexts = createStoreBuyContexts(
      async () => {
        if (fail) throw new Error('database away');
        return {} as StoreBuyContext;
      },
      () => 0,
      () => 0,
    );
    await expect(contexts('nlr')).rejects.toThrow('database away');
    fail = false;
    await expect(contexts('nlr')).resolves.toEqual({});
  });
});
