import type { CardRow } from './card-filters.ts';

/**
 * The index's own copies of the rows, made small: at 100,000 cards a store they are most of
 * the index's memory (docs/performance.md, "Release day").
 *
 * - Each repeated text (a name across printings, a set, a condition) is held once instead of
 *   once a row, as read from the database.
 * - Each moment is held once: a card written once has the same created and updated times, and
 *   the cards of one import or one seed share theirs. A Date costs about 100 bytes, two a card.
 * - The copy is made by one object literal naming every column, so V8 keeps all of them inside
 *   the object; a row built key by key, as the database driver builds it, keeps most of them
 *   in a second array beside it, which cost 30 MB more.
 */
export function createRowCompactor() {
  const texts = new Map<string, string>();
  const moments = new Map<number, Date>();
  const text = <T extends string | null>(value: T): T => {
    if (value === null) return value;
    const known = texts.get(value);
    if (known !== undefined) return known as T;
    texts.set(value, value);
    return value;
  };
  const moment = (value: Date): Date => {
    const time = value.getTime();
    const known = moments.get(time);
    if (known !== undefined) return known;
    moments.set(time, value);
    return value;
  };

  return {
    /** The row's compact copy; the row read from the database is left as it was. */
    compact(row: CardRow): CardRow {
      return {
        id: row.id,
        name: text(row.name),
        gameType: text(row.gameType),
        setName: text(row.setName),
        setCode: text(row.setCode),
        collectorNumber: row.collectorNumber,
        condition: text(row.condition),
        finish: row.finish,
        language: text(row.language),
        priceCents: row.priceCents,
        stock: row.stock,
        gradingService: text(row.gradingService),
        grade: text(row.grade),
        costCents: row.costCents,
        forSale: row.forSale,
        imageUrl: row.imageUrl,
        type: text(row.type),
        rarity: text(row.rarity),
        description: row.description,
        location: row.location,
        priceLocked: row.priceLocked,
        tcgplayerId: row.tcgplayerId,
        createdAt: moment(row.createdAt),
        updatedAt: moment(row.updatedAt),
      };
    },
  };
}
