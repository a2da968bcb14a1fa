import type { Database } from '../db/client.ts';
import { cards, merchandise, tournaments } from '../db/schema/index.ts';

type CardInsert = typeof cards.$inferInsert;
type MerchandiseInsert = typeof merchandise.$inferInsert;
type TournamentInsert = typeof tournaments.$inferInsert;

/** Cards made so far, so each default card has a name, and so an identity, of its own. */
let cardsMade = 0;
function nextCardNumber(): number {
  cardsMade += 1;
  return cardsMade;
}

/** Rows with sensible defaults, so a test states only what it is about. */
export async function insertCards(db: Database, rows: Partial<CardInsert>[]) {
  return db
    .insert(cards)
    .values(
      rows.map((row, index) => ({
        name: `Test Card ${nextCardNumber()}`,
        gameType: 'Magic: The Gathering',
        setName: 'Foundations',
        condition: 'Near Mint',
        priceCents: 100 * (index + 1),
        stock: 1,
        forSale: true,
        location: 'nlr' as const,
        ...row,
      })),
    )
    .returning();
}

export async function insertMerchandise(db: Database, rows: Partial<MerchandiseInsert>[]) {
  return db
    .insert(merchandise)
    .values(
      rows.map((row, index) => ({
        name: `Test Product ${index + 1}`,
        priceCents: 1000 * (index + 1),
        stock: 5,
        forSale: true,
        location: 'nlr' as const,
        ...row,
      })),
    )
    .returning();
}

export async function insertTournaments(db: Database, rows: Partial<TournamentInsert>[]) {
  return db
    .insert(tournaments)
    .values(
      rows.map((row, index) => ({
        name: `Test Event ${index + 1}`,
        date: '2026-12-01',
        time: '18:00',
        gameType: 'Pokemon',
        entryFeeCents: 500,
        location: 'nlr' as const,
        ...row,
      })),
    )
    .returning();
}
