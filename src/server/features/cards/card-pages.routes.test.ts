import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertCards } from '../../testing/factories.ts';
import { setUpTestApp } from '../../testing/test-app.ts';

const ctx = setUpTestApp();

beforeAll(async () => {
  await insertCards(ctx.db, [
    { name: 'Pikachu ex', gameType: 'Pokemon', priceCents: 1500, stock: 4, forSale: true },
    { name: 'Lightning Bolt', priceCents: 199, stock: 9, forSale: true },
  ]);
});

const page = (query: string) => ctx.app.inject({ method: 'GET', url: `/api/cards?${query}` });

describe('catalog pages of cards on a release day', () => {
  it('are answered while a long write holds the embedded database', async () => {
    // The first read loads the index; the pages after it need nothing from the database.
    expect((await page('location=nlr')).statusCode).toBe(200);
    let writing = true;
    let released: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      released = resolve;
    });
    const write = ctx.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await held;
      writing = false;
    });

    const answered = await Promise.race([
      page('location=nlr&sort=price&gameType=Pokemon'),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), 2000)),
    ]);
    released();
    await write;
    expect(answered?.statusCode).toBe(200);
    expect(answered?.json().items.map((card: { name: string }) => card.name)).toEqual([
      'Pikachu ex',
    ]);
    expect(writing).toBe(false);
  });
});
