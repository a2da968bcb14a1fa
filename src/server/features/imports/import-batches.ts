import { cards } from '../../db/schema/index.ts';

/** Rows a statement writes at once: well under PostgreSQL's 65,535 parameters a statement. */
export const BATCH = 1000;

export function batches<Item>(items: readonly Item[]): Item[][] {
  const chunks: Item[][] = [];
  for (let start = 0; start < items.length; start += BATCH) {
    chunks.push(items.slice(start, start + BATCH));
  }
  return chunks;
}

/** The columns that tell one card from another at a store: what a card upsert matches on. */
export const identityColumns = {
  gameType: cards.gameType,
  name: cards.name,
  setCode: cards.setCode,
  collectorNumber: cards.collectorNumber,
  condition: cards.condition,
  finish: cards.finish,
  language: cards.language,
  gradingService: cards.gradingService,
  grade: cards.grade,
};

/** Every row, a page of BATCH at a time: `page` answers the rows after an id, in id order. */
export async function* byId<Row extends { id: number }>(
  page: (after: number) => Promise<Row[]>,
): AsyncGenerator<Row> {
  let after = 0;
  for (;;) {
    const rows = await page(after);
    yield* rows;
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) return;
    after = last.id;
  }
}
