// Demo single cards: famous real printings, each store with its own condition, stock and price.
import {
  type CardCondition,
  type CardFinish,
  type GameType,
  UNGRADED,
} from '../../../../domain/catalog/options.ts';
import { LOCATIONS, type Location } from '../../../../domain/stores/stores.ts';
import type { cards } from '../../schema/catalog.ts';

type CardRow = typeof cards.$inferInsert;

/** The copies one store holds: their condition, how many, and the asking price in cents. */
type Copies = [condition: CardCondition, stock: number, priceCents: number];

interface DemoCard {
  name: string;
  set: [setName: string, setCode: string, collectorNumber: string];
  kind: [type: string, rarity: string];
  about: string;
  /** A store missing here does not carry the card (graded slabs are one of a kind). */
  stock: Partial<Record<Location, Copies>>;
  finish?: CardFinish;
  language?: string;
  graded?: [service: 'PSA' | 'BGS' | 'CGC', grade: '10' | '9.5' | '9'];
  /** False for showcase and trade-only cards. */
  forSale?: boolean;
}

const magic: DemoCard[] = [
  {
    name: 'The One Ring',
    set: ['The Lord of the Rings: Tales of Middle-earth', 'LTR', '246'],
    kind: ['Artifact', 'Mythic Rare'],
    about: 'Protection for a turn, then a growing stream of cards. A Commander and Legacy staple.',
    stock: { nlr: ['Near Mint', 2, 5999], benton: ['Lightly Played', 1, 5199] },
  },
  {
    name: 'Sheoldred, the Apocalypse',
    set: ['Dominaria United', 'DMU', '107'],
    kind: ['Creature', 'Mythic Rare'],
    about: 'Deathtouch praetor: you gain 2 life on each of your draws, opponents lose 2 on theirs.',
    stock: { nlr: ['Lightly Played', 1, 4999], benton: ['Near Mint', 2, 5799] },
  },
  {
    name: 'Ragavan, Nimble Pilferer',
    set: ['Modern Horizons 2', 'MH2', '138'],
    kind: ['Creature', 'Mythic Rare'],
    about: 'One-mana monkey that makes Treasure and steals cards when it connects.',
    stock: { nlr: ['Near Mint', 1, 4499], benton: ['Moderately Played', 1, 3199] },
  },
  {
    name: 'Orcish Bowmasters',
    set: ['The Lord of the Rings: Tales of Middle-earth', 'LTR', '103'],
    kind: ['Creature', 'Rare'],
    about: 'Pings whenever an opponent draws extra cards and builds an Orc Army.',
    stock: { nlr: ['Near Mint', 4, 2999], benton: ['Near Mint', 0, 2999] },
  },
  {
    name: 'Jace, the Mind Sculptor',
    set: ['Worldwake', 'WWK', '31'],
    kind: ['Planeswalker', 'Mythic Rare'],
    about: 'The original Worldwake printing of the four-ability blue planeswalker.',
    stock: { nlr: ['Heavily Played', 1, 2499], benton: ['Lightly Played', 2, 3899] },
  },
  {
    name: 'Force of Will',
    set: ['Eternal Masters', 'EMA', '49'],
    kind: ['Instant', 'Mythic Rare'],
    about: 'Exile a blue card and pay 1 life to counter any spell for free. The Legacy gatekeeper.',
    stock: { nlr: ['Moderately Played', 1, 5999], benton: ['Near Mint', 1, 8499] },
  },
  {
    name: 'Cyclonic Rift',
    set: ['Return to Ravnica', 'RTR', '35'],
    kind: ['Instant', 'Rare'],
    about: 'Overload it for seven mana to bounce every nonland permanent your opponents control.',
    stock: { nlr: ['Near Mint', 3, 2799], benton: ['Lightly Played', 2, 2399] },
  },
  {
    name: 'Demonic Tutor',
    set: ['Strixhaven Mystical Archive', 'STA', '27'],
    kind: ['Sorcery', 'Mythic Rare'],
    about: 'Borderless Mystical Archive foil of the two-mana tutor for any card.',
    finish: 'foil',
    stock: { nlr: ['Near Mint', 1, 5499], benton: ['Lightly Played', 1, 4699] },
  },
  {
    name: 'Thoughtseize',
    set: ['Theros', 'THS', '107'],
    kind: ['Sorcery', 'Rare'],
    about: 'Look at a hand and take the best nonland card for one mana.',
    stock: { nlr: ['Damaged', 1, 499], benton: ['Near Mint', 3, 1299] },
  },
  {
    name: 'Rhystic Study',
    set: ['Prophecy', 'PCY', '45'],
    kind: ['Enchantment', 'Common'],
    about: 'Original Prophecy printing. Opponents pay 1 for every spell or you draw a card.',
    stock: { nlr: ['Lightly Played', 2, 3499], benton: ['Heavily Played', 1, 2199] },
  },
  {
    name: "Urza's Saga",
    set: ['Modern Horizons 2', 'MH2', '259'],
    kind: ['Land', 'Rare'],
    about: 'Enchantment land that makes Constructs, then fetches a zero- or one-cost artifact.',
    stock: { nlr: ['Near Mint', 2, 2799], benton: ['Moderately Played', 1, 1899] },
  },
  {
    name: 'Sol Ring',
    set: ['Commander Legends', 'CMR', '472'],
    kind: ['Artifact', 'Uncommon'],
    about: 'Tap for two colorless mana. Belongs in nearly every Commander deck.',
    stock: { nlr: ['Near Mint', 8, 199], benton: ['Heavily Played', 5, 99] },
  },
  {
    name: "Yuriko, the Tiger's Shadow",
    set: ['Commander Legends', 'CMR', '542'],
    kind: ['Creature', 'Mythic Rare'],
    about: 'Foil-etched printing of the ninja commander that reveals cards to drain opponents.',
    finish: 'etched',
    stock: { nlr: ['Near Mint', 1, 1499] },
  },
  {
    name: 'Muldrotha, the Gravetide',
    set: ['Commander Legends', 'CMR', '528'],
    kind: ['Creature', 'Mythic Rare'],
    about:
      'Foil-etched printing of the Sultai commander that replays permanents from the graveyard.',
    finish: 'etched',
    stock: { benton: ['Near Mint', 1, 999] },
  },
];

const pokemon: DemoCard[] = [
  {
    name: 'Charizard ex',
    set: ['Obsidian Flames', 'OBF', '223/197'],
    kind: ['Pokemon', 'Special Illustration Rare'],
    about: 'Special Illustration Rare of the Tera Charizard ex that headlined Obsidian Flames.',
    stock: { nlr: ['Near Mint', 2, 10999], benton: ['Lightly Played', 1, 8999] },
  },
  {
    name: 'Umbreon ex',
    set: ['Prismatic Evolutions', 'PRE', '161/131'],
    kind: ['Pokemon', 'Special Illustration Rare'],
    about: 'The top chase card of Prismatic Evolutions. Kept behind the counter.',
    stock: { nlr: ['Near Mint', 1, 114999], benton: ['Near Mint', 0, 114999] },
  },
  {
    name: 'Sylveon ex',
    set: ['Prismatic Evolutions', 'PRE', '156/131'],
    kind: ['Pokemon', 'Special Illustration Rare'],
    about: 'Special Illustration Rare from the Eevee-themed Prismatic Evolutions set.',
    stock: { nlr: ['Moderately Played', 1, 16999], benton: ['Near Mint', 1, 23999] },
  },
  {
    name: 'Pikachu ex',
    set: ['Surging Sparks', 'SSP', '238/191'],
    kind: ['Pokemon', 'Special Illustration Rare'],
    about: 'The headline Special Illustration Rare of Surging Sparks.',
    stock: { nlr: ['Near Mint', 1, 42999], benton: ['Lightly Played', 1, 36999] },
  },
  {
    name: 'Pikachu ex',
    set: ['Surging Sparks', 'SSP', '238/191'],
    kind: ['Pokemon', 'Special Illustration Rare'],
    about: 'Surging Sparks Pikachu ex in a PSA 10 Gem Mint slab.',
    graded: ['PSA', '10'],
    stock: { nlr: ['Near Mint', 1, 79999], benton: ['Near Mint', 1, 82499] },
  },
  {
    name: 'Mew ex',
    set: ['Scarlet & Violet 151', 'MEW', '193/165'],
    kind: ['Pokemon', 'Special Illustration Rare'],
    about: 'Special Illustration Rare from the nostalgic Scarlet & Violet 151 set.',
    stock: { nlr: ['Near Mint', 3, 5499], benton: ['Damaged', 1, 1999] },
  },
  {
    name: 'Iono',
    set: ['Paldea Evolved', 'PAL', '269/193'],
    kind: ['Trainer', 'Special Illustration Rare'],
    about:
      'Special Illustration Rare of the streamer Gym Leader, and a Supporter every deck plays.',
    stock: { nlr: ['Lightly Played', 1, 7499], benton: ['Near Mint', 2, 8999] },
  },
  {
    name: 'Giratina V',
    set: ['Lost Origin', 'LOR', '186/196'],
    kind: ['Pokemon', 'Ultra Rare'],
    about: 'The alternate-art Giratina V, one of the top chases of the Sword & Shield era.',
    stock: { nlr: ['Heavily Played', 1, 22999], benton: ['Lightly Played', 1, 37999] },
  },
  {
    name: 'Rayquaza VMAX',
    set: ['Evolving Skies', 'EVS', '218/203'],
    kind: ['Pokemon', 'Secret Rare'],
    about: 'Alternate-art Rayquaza VMAX from Evolving Skies.',
    stock: { nlr: ['Near Mint', 0, 59999], benton: ['Moderately Played', 1, 41999] },
  },
  {
    name: 'Umbreon VMAX',
    set: ['Evolving Skies', 'EVS', '215/203'],
    kind: ['Pokemon', 'Secret Rare'],
    about: 'The famous "Moonbreon" alternate art in a PSA 10 slab. Display piece, not for sale.',
    graded: ['PSA', '10'],
    forSale: false,
    stock: { nlr: ['Near Mint', 1, 349999] },
  },
  {
    name: 'Charizard',
    set: ['Base Set', 'BS', '4/102'],
    kind: ['Pokemon', 'Holo Rare'],
    about: 'The 1999 Base Set holo Charizard, graded PSA 9. On display at the counter.',
    graded: ['PSA', '9'],
    forSale: false,
    stock: { benton: ['Near Mint', 1, 299999] },
  },
  {
    name: 'Mega Charizard X ex',
    set: ['Phantasmal Flames', 'PFL', '125/094'],
    kind: ['Pokemon', 'Special Illustration Rare'],
    about: 'The Special Illustration Rare chase of the Mega Evolution era Phantasmal Flames set.',
    stock: { nlr: ['Near Mint', 1, 64999], benton: ['Near Mint', 2, 64999] },
  },
  {
    name: 'Double Turbo Energy',
    set: ['Brilliant Stars', 'BRS', '151/172'],
    kind: ['Energy', 'Uncommon'],
    about:
      'Special Energy that provides two Colorless, for 20 less damage. A deck-building staple.',
    stock: { nlr: ['Near Mint', 8, 50], benton: ['Lightly Played', 4, 25] },
  },
  {
    name: 'Umbreon ex',
    set: ['Terastal Festival ex', 'SV8a', '217/187'],
    kind: ['Pokemon', 'Special Illustration Rare'],
    about:
      'Japanese Special Art Rare from Terastal Festival ex, the original of the English chase.',
    language: 'Japanese',
    stock: { nlr: ['Near Mint', 1, 27999], benton: ['Lightly Played', 1, 23999] },
  },
];

const yugioh: DemoCard[] = [
  {
    name: 'Blue-Eyes White Dragon',
    set: ['Legend of Blue Eyes White Dragon', 'LOB', 'LOB-001'],
    kind: ['Monster', 'Ultra Rare'],
    about: "Kaiba's ace from the very first North American set.",
    stock: { nlr: ['Heavily Played', 1, 3499], benton: ['Moderately Played', 1, 4499] },
  },
  {
    name: 'Dark Magician',
    set: ['Legend of Blue Eyes White Dragon', 'LOB', 'LOB-005'],
    kind: ['Monster', 'Ultra Rare'],
    about: "Yugi's signature spellcaster from the first set, graded BGS 9.",
    graded: ['BGS', '9'],
    stock: { nlr: ['Near Mint', 1, 14999], benton: ['Near Mint', 1, 13999] },
  },
  {
    name: 'Exodia the Forbidden One',
    set: ['Legend of Blue Eyes White Dragon', 'LOB', 'LOB-124'],
    kind: ['Monster', 'Ultra Rare'],
    about: 'The head of Exodia. Hold all five pieces in your hand to win the duel.',
    stock: { nlr: ['Lightly Played', 1, 3999], benton: ['Damaged', 1, 1499] },
  },
  {
    name: 'Pot of Greed',
    set: ['Legend of Blue Eyes White Dragon', 'LOB', 'LOB-119'],
    kind: ['Spell', 'Rare'],
    about: 'Draw 2 cards. Forbidden in tournaments, beloved by collectors.',
    stock: { nlr: ['Moderately Played', 2, 499], benton: ['Near Mint', 1, 999] },
  },
  {
    name: 'Mirror Force',
    set: ['Metal Raiders', 'MRD', 'MRD-138'],
    kind: ['Trap', 'Ultra Rare'],
    about: 'When an opponent attacks, destroy all of their Attack Position monsters.',
    stock: { nlr: ['Near Mint', 1, 2499], benton: ['Heavily Played', 2, 1199] },
  },
  {
    name: 'Ash Blossom & Joyous Spring',
    set: ['Maximum Crisis', 'MACR', 'MACR-EN036'],
    kind: ['Monster', 'Secret Rare'],
    about: 'The most played hand trap: negates effects that search, draw or send to the GY.',
    stock: { nlr: ['Near Mint', 3, 1499], benton: ['Lightly Played', 2, 1249] },
  },
  {
    name: 'Infinite Impermanence',
    set: ['Flames of Destruction', 'FLOD', 'FLOD-EN077'],
    kind: ['Trap', 'Secret Rare'],
    about: "Negates a monster's effects; activate it from the hand if you control no cards.",
    stock: { nlr: ['Near Mint', 2, 1299], benton: ['Moderately Played', 1, 899] },
  },
];

const lorcana: DemoCard[] = [
  {
    name: 'Elsa - Spirit of Winter',
    set: ['The First Chapter', 'TFC', '42/204'],
    kind: ['Character', 'Legendary'],
    about: "Shift 6: exerts up to two characters, and they can't ready at the start of next turn.",
    stock: { nlr: ['Near Mint', 2, 799], benton: ['Lightly Played', 1, 649] },
  },
  {
    name: 'Elsa - Spirit of Winter',
    set: ['The First Chapter', 'TFC', '207/204'],
    kind: ['Character', 'Enchanted'],
    about: 'Enchanted full-art Elsa in a CGC 9.5 slab. Showcase only.',
    graded: ['CGC', '9.5'],
    forSale: false,
    stock: { benton: ['Near Mint', 1, 129999] },
  },
  {
    name: 'Mickey Mouse - Brave Little Tailor',
    set: ['The First Chapter', 'TFC', '115/204'],
    kind: ['Character', 'Legendary'],
    about: 'The original Legendary Mickey from the first Lorcana set.',
    stock: { nlr: ['Damaged', 1, 199], benton: ['Near Mint', 3, 599] },
  },
  {
    name: 'A Whole New World',
    set: ['The First Chapter', 'TFC', '195/204'],
    kind: ['Song', 'Super Rare'],
    about: 'Each player discards their hand and draws seven cards.',
    stock: { nlr: ['Near Mint', 4, 1499], benton: ['Heavily Played', 1, 699] },
  },
  {
    name: 'Dragon Fire',
    set: ['The First Chapter', 'TFC', '130/204'],
    kind: ['Action', 'Uncommon'],
    about: 'Banish chosen character. Removal every Ruby deck wants.',
    stock: { nlr: ['Lightly Played', 4, 39], benton: ['Near Mint', 4, 49] },
  },
  {
    name: 'Lantern',
    set: ['The First Chapter', 'TFC', '33/204'],
    kind: ['Item', 'Rare'],
    about: 'Exert to pay 1 less for the next character you play this turn.',
    stock: { nlr: ['Near Mint', 3, 199], benton: ['Moderately Played', 2, 129] },
  },
];

const catalog: [GameType, DemoCard[]][] = [
  ['Magic: The Gathering', magic],
  ['Pokemon', pokemon],
  ['Yu-Gi-Oh!', yugioh],
  ['Lorcana', lorcana],
];

export const demoCards: CardRow[] = LOCATIONS.flatMap((location) =>
  catalog.flatMap(([gameType, list]) =>
    list.flatMap((card): CardRow[] => {
      const copies = card.stock[location];
      if (!copies) return [];
      const [condition, stock, priceCents] = copies;
      const [setName, setCode, collectorNumber] = card.set;
      const [type, rarity] = card.kind;
      return [
        {
          name: card.name,
          gameType,
          setName,
          setCode,
          collectorNumber,
          condition,
          finish: card.finish ?? 'non-foil',
          language: card.language ?? 'English',
          priceCents,
          stock,
          gradingService: card.graded?.[0] ?? UNGRADED,
          grade: card.graded?.[1] ?? null,
          forSale: card.forSale ?? true,
          type,
          rarity,
          description: card.about,
          location,
        },
      ];
    }),
  ),
);
