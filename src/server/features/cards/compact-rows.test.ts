import { describe, expect, it } from 'vitest';
import type { CardRow } from './card-filters.ts';
import { createRowCompactor } from './compact-rows.ts';

/** A row as the database driver answers it: every text and moment an object of its own. */
function readRow(id: number, at: string): CardRow {
  return {
    id,
    name: 'Charizard ex',
    gameType: 'Pokemon',
    setName: 'Obsidian Flames',
    setCode: 'OBF',
    collectorNumber: String(id),
    condition: 'Near Mint',
    finish: 'foil',
    language: 'English',
    priceCents: 4299,
    stock: 2,
    gradingService: null,
    grade: null,
    costCents: 2100,
    forSale: true,
    imageUrl: null,
    type: 'Pokemon',
    rarity: 'Double Rare',
    description: 'A release-day single',
    location: 'nlr',
    priceLocked: false,
    tcgplayerId: null,
    createdAt: new Date(at),
    updatedAt: new Date(at),
  };
}

describe("the card index's compact rows", () => {
  it('keep every column as read', () => {
    const read = readRow(1, '2026-11-20T09:00:00Z');
    expect(createRowCompactor().compact(read)).toEqual(read);
  });

  it('hold one Date for each moment, shared by the rows written at it', () => {
    const rows = createRowCompactor();
    const first = rows.compact(readRow(1, '2026-11-20T09:00:00Z'));
    const second = rows.compact(readRow(2, '2026-11-20T09:00:00Z'));
    const later = rows.compact(readRow(3, '2026-11-21T09:00:00Z'));
    expect(first.updatedAt).toBe(first.createdAt);
    expect(second.createdAt).toBe(first.createdAt);
    expect(later.createdAt).not.toBe(first.createdAt);
    expect(later.createdAt.toISOString()).toBe('2026-11-21T09:00:00.000Z');
  });
});
