import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { CardIdentity, CardIdentityFields } from '../../../domain/imports/card-formats.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { cards } from '../../db/schema/index.ts';

/*
 * The store's card rows as trade-ins read and write them: the cards a list names, a card's rows
 * in every condition and finish (what a line is priced from), and the row a bought line is
 * stocked into, with its cost. Part of the trade-ins repository, kept apart for its size.
 */

export type CardRow = typeof cards.$inferSelect;
/** A card's identity less its condition and finish: the rows a line's price is read from. */
export type CardFamily = Omit<CardIdentityFields, 'condition' | 'finish'>;
type Reader = Database | Transaction;
/** The identity a line is bought in: the card row it is stocked into. */
type BoughtIdentity = Pick<CardRow, keyof CardIdentity | 'setName'>;

const sameText = (column: Parameters<typeof eq>[0], value: string | null) =>
  value === null ? isNull(column) : eq(column, value);

export async function cardsByIds(reader: Reader, ids: readonly number[]): Promise<CardRow[]> {
  if (ids.length === 0) return [];
  return reader
    .select()
    .from(cards)
    .where(inArray(cards.id, [...ids]));
}

/** The store's rows of one card in every condition and finish, locked when buying. */
export async function family(
  reader: Reader,
  location: Location,
  of: CardFamily,
  lock = false,
): Promise<CardRow[]> {
  const query = reader
    .select()
    .from(cards)
    .where(
      and(
        eq(cards.location, location),
        sameText(cards.gameType, of.gameType),
        sameText(cards.name, of.name),
        sameText(cards.setCode, of.setCode),
        sameText(cards.collectorNumber, of.collectorNumber),
        sameText(cards.language, of.language),
        sameText(cards.gradingService, of.gradingService),
        sameText(cards.grade, of.grade),
      ),
    );
  return lock ? query.for('update') : query;
}

/**
 * The store's row of the identity a line is bought in, added with no stock when it has none;
 * answers its id. A new row is listed at the price given, or unlisted at $0.00 without one.
 */
export async function ensureCard(
  tx: Transaction,
  location: Location,
  line: BoughtIdentity,
  priceCents: number | null,
): Promise<number> {
  const identity = {
    gameType: line.gameType,
    name: line.name,
    setName: line.setName,
    setCode: line.setCode,
    collectorNumber: line.collectorNumber,
    condition: line.condition,
    finish: line.finish,
    language: line.language,
    gradingService: line.gradingService,
    grade: line.grade,
  };
  const [inserted] = await tx
    .insert(cards)
    .values({
      ...identity,
      location,
      priceCents: priceCents ?? 0,
      forSale: priceCents !== null,
      stock: 0,
    })
    .onConflictDoNothing()
    .returning({ id: cards.id });
  if (inserted) return inserted.id;
  const [found] = (await family(tx, location, identity)).filter(
    (row) => row.condition === line.condition && row.finish === line.finish,
  );
  if (!found) throw new Error('a card row neither inserted nor found');
  return found.id;
}

/** A bought card's cost: what one copy was paid, the latest winning. */
export async function setCost(tx: Transaction, cardId: number, costCents: number): Promise<void> {
  await tx.update(cards).set({ costCents }).where(eq(cards.id, cardId));
}
