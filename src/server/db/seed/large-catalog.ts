import { sql } from 'drizzle-orm';
import { CARD_CONDITIONS, CARD_FINISHES, GAME_TYPES } from '../../../domain/catalog/options.ts';
import { addDays, storeDate } from '../../../domain/shared/dates.ts';
import { LOCATIONS } from '../../../domain/stores/stores.ts';
import type { Database } from '../client.ts';
import { cards, merchandise, tournaments } from '../schema/index.ts';

/**
 * A big store's catalog, generated: singles, sealed product and events for both stores, with
 * believable names, sets, conditions, prices and stock. Deterministic for a given size, so
 * benchmark runs compare like with like.
 */

const SETS: Record<(typeof GAME_TYPES)[number], string[]> = {
  'Magic: The Gathering': [
    'Foundations',
    'Duskmourn',
    'Bloomburrow',
    'Aetherdrift',
    'Tarkir: Dragonstorm',
    'Modern Horizons 3',
    'Lorwyn Eclipsed',
    'Edge of Eternities',
  ],
  Pokemon: [
    'Surging Sparks',
    'Prismatic Evolutions',
    'Journey Together',
    'Destined Rivals',
    'Obsidian Flames',
    'Paldea Evolved',
    'Phantasmal Flames',
    'Black Bolt',
  ],
  'Yu-Gi-Oh!': [
    'Phantom Nightmare',
    'Legacy of Destruction',
    'Rage of the Abyss',
    'Supreme Darkness',
    'Alliance Insight',
    'Doom of Dimensions',
  ],
  Lorcana: [
    'The First Chapter',
    'Rise of the Floodborn',
    'Into the Inklands',
    "Ursula's Return",
    'Shimmering Skies',
    'Azurite Sea',
    "Archazia's Island",
  ],
};
const TYPES: Record<(typeof GAME_TYPES)[number], string[]> = {
  'Magic: The Gathering': [
    'Creature',
    'Instant',
    'Sorcery',
    'Enchantment',
    'Artifact',
    'Planeswalker',
    'Land',
  ],
  Pokemon: ['Pokemon', 'Trainer', 'Energy'],
  'Yu-Gi-Oh!': ['Monster', 'Spell', 'Trap'],
  Lorcana: ['Character', 'Action', 'Item', 'Song'],
};
const RARITIES = [
  'Common',
  'Uncommon',
  'Rare',
  'Mythic Rare',
  'Ultra Rare',
  'Secret Rare',
  'Legendary',
];
const FIRST = [
  'Ancient',
  'Blazing',
  'Crimson',
  'Dread',
  'Ember',
  'Frost',
  'Gilded',
  'Hollow',
  'Iron',
  'Jade',
  'Lunar',
  'Mystic',
  'Noble',
  'Obsidian',
  'Primal',
  'Radiant',
  'Shadow',
  'Storm',
  'Thorn',
  'Verdant',
  'Wild',
  'Zephyr',
];
const SECOND = [
  'Dragon',
  'Sentinel',
  'Oracle',
  'Wanderer',
  'Golem',
  'Phoenix',
  'Knight',
  'Sorceress',
  'Leviathan',
  'Trickster',
  'Warden',
  'Drake',
  'Specter',
  'Titan',
  'Familiar',
  'Champion',
  'Alchemist',
  'Serpent',
];
const THIRD = [
  'of the Vale',
  'of Embers',
  'of the Deep',
  'Reborn',
  'Ascendant',
  'of Whispers',
  'Unbound',
  'of the Spire',
  'Eternal',
  'of Thorns',
  '',
];
const CATEGORIES = [
  'Booster Box',
  'Booster Pack',
  'Elite Trainer Box',
  'Starter Deck',
  'Sleeves',
  'Deck Box',
  'Playmat',
  'Binder',
];

/**
 * Searches a shopper might type in the generated catalog: each word of its names, the first
 * three letters of each, and pairs of words that stand together in names, `count` in all (at
 * most the pairs there are), lower case, each once.
 */
export function sampleSearches(count: number): string[] {
  const lastWords = THIRD.map((part) => part.split(' ').at(-1) ?? '').filter(
    (word) => word.length > 3,
  );
  const words = [...FIRST, ...SECOND, ...lastWords].map((word) => word.toLowerCase());
  const pairs = FIRST.flatMap((first) =>
    SECOND.map((second) => `${first} ${second}`.toLowerCase()),
  );
  const searches = new Set([...words, ...words.map((word) => word.slice(0, 3))]);
  const rng = random(7);
  for (let tries = 0; searches.size < count && tries < pairs.length * 10; tries++) {
    searches.add(rng.pick(pairs));
  }
  return [...searches].slice(0, count);
}

/** A small, fast, seeded generator (mulberry32), so the same size always gives the same catalog. */
function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  /** Prices cluster low with a long tail, as singles do. */
  const price = () => Math.round(Math.exp(next() * next() * 9) * 25 + 10);
  return { next, pick, price };
}

const BATCH = 2000;

async function insertInBatches<Row>(
  rows: Row[],
  insert: (batch: Row[]) => Promise<unknown>,
): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH)
    await insert(rows.slice(start, start + BATCH));
}

export interface LargeCatalogSize {
  cards: number;
  merchandise: number;
  tournaments: number;
}

/** Adds the generated catalog to both stores (existing rows are kept), then refreshes the planner's statistics. */
export async function seedLargeCatalog(db: Database, size: LargeCatalogSize): Promise<void> {
  for (const [index, location] of LOCATIONS.entries()) {
    const rng = random(index + 1);
    const cardRows = Array.from({ length: size.cards }, (_, n) => {
      const gameType = rng.pick(GAME_TYPES);
      const setName = rng.pick(SETS[gameType]);
      const graded = rng.next() < 0.05;
      return {
        name: `${rng.pick(FIRST)} ${rng.pick(SECOND)} ${rng.pick(THIRD)}`.trim(),
        gameType,
        setName,
        setCode: setName.slice(0, 3).toUpperCase(),
        // One number a row, so no two generated cards share an identity.
        collectorNumber: String(n + 1),
        condition: rng.pick(CARD_CONDITIONS),
        finish:
          gameType === 'Magic: The Gathering'
            ? rng.pick(CARD_FINISHES)
            : rng.pick(['non-foil', 'foil'] as const),
        priceCents: rng.price(),
        stock: Math.floor(rng.next() * 6),
        gradingService: graded ? rng.pick(['PSA', 'BGS', 'CGC']) : 'Ungraded',
        grade: graded ? rng.pick(['10', '9.5', '9', '8']) : null,
        forSale: rng.next() < 0.95,
        type: rng.pick(TYPES[gameType]),
        rarity: rng.pick(RARITIES),
        location,
      };
    });
    await insertInBatches(cardRows, (batch) => db.insert(cards).values(batch));

    const products = Array.from({ length: size.merchandise }, (_, n) => {
      const gameType = rng.pick(GAME_TYPES);
      const category = rng.pick(CATEGORIES);
      return {
        name: `${gameType} ${rng.pick(SETS[gameType])} ${category} #${n + 1}`,
        category,
        gameType,
        priceCents: rng.price() * 4,
        stock: Math.floor(rng.next() * 20),
        sku: `GEN-${location.toUpperCase()}-${n + 1}`,
        supplier: rng.pick(['Southern Hobby', 'GTS Distribution', 'Alliance Game Distributors']),
        forSale: true,
        location,
      };
    });
    await insertInBatches(products, (batch) => db.insert(merchandise).values(batch));

    const today = storeDate();
    const events = Array.from({ length: size.tournaments }, (_, n) => {
      const gameType = rng.pick(GAME_TYPES);
      const offset = Math.floor(rng.next() * 720) - 360;
      return {
        name: `${gameType} ${rng.pick(['Weekly', 'Championship', 'League Night', 'Prerelease', 'Draft'])} ${n + 1}`,
        date: addDays(today, offset),
        time: rng.pick(['12:00', '14:00', '18:00', '18:30', '19:00']),
        gameType,
        entryFeeCents: rng.pick([0, 500, 1000, 1500, 2500]),
        maxParticipants: rng.pick([16, 24, 32, 64]),
        status: offset < 0 ? ('completed' as const) : ('upcoming' as const),
        location,
      };
    });
    await insertInBatches(events, (batch) => db.insert(tournaments).values(batch));
  }
  await db.execute(sql`analyze`);
}
