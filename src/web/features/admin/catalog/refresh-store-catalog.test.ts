import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { adminKeys } from '../admin-queries.ts';
import { refreshStoreCatalog } from './use-catalog-mutations.ts';

describe('the store list after a change', () => {
  it('is read again even when its first read, sent before the change, is still on its way', async () => {
    const client = new QueryClient();
    const answers: ((names: string[]) => void)[] = [];
    const observer = new QueryObserver(client, {
      queryKey: adminKeys.storeSearch('merchandise', 'nlr', 'Focus Sleeves'),
      queryFn: () => new Promise<string[]>((resolve) => answers.push(resolve)),
    });
    const shown = new Promise<string[]>((resolve) =>
      observer.subscribe((result) => {
        if (result.data) resolve(result.data);
      }),
    );
    // The search went out before the item was deleted, and its answer still holds the item.
    expect(answers).toHaveLength(1);

    const refreshed = refreshStoreCatalog(client, 'merchandise', 'nlr');
    // The refresh has its turn before either answer lands.
    await new Promise((resolve) => setTimeout(resolve, 0));
    answers[0]?.(['Focus Sleeves']);
    answers[1]?.([]);
    await refreshed;

    expect(answers).toHaveLength(2);
    expect(await shown).toEqual([]);
  });
});
