import { isOwner, type StaffActor } from '../../../domain/admin/permissions.ts';
import type { BuyTerms } from '../../../domain/buylist/buy-price.rules.ts';
import type {
  BuylistMarkInput,
  BuylistMarks,
} from '../../../domain/buylist/buylist-marks.contract.ts';
import {
  BUYLIST_PAGE_SIZE,
  type BuylistPage,
  type BuylistQuery,
} from '../../../domain/buylist/buylist-row.contract.ts';
import type { BuylistSettings } from '../../../domain/buylist/buylist-settings.contract.ts';
import type { Card, CardListQuery } from '../../../domain/cards/card.contract.ts';
import { GAME_TYPES, type GameType } from '../../../domain/catalog/options.ts';
import { formatDollars } from '../../../domain/money/money.ts';
import { MAX_PAGE_SIZE, type Page } from '../../../domain/shared/page.contract.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import type { Database } from '../../db/client.ts';
import { BadRequestError, ForbiddenError, NotFoundError } from '../../errors.ts';
import { assertStoreAccess } from '../../store-access.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import { type BuylistRepository, toTermsAnswer } from './buylist.repository.ts';
import { buylistRow } from './buylist-pricing.ts';
import { createStoreBuyContexts } from './store-buy-context.ts';

/**
 * A fixed buy price above what the store sells the card for is a slip of the keyboard (500 for
 * 5.00), which every trade-in of the card would then pay: it is refused, naming the sell price.
 */
function assertFixedPriceWithinSell(
  { cashPrice, creditPrice }: { cashPrice: number | null; creditPrice: number | null },
  sellCents: number,
): void {
  const prices = { cashPrice, creditPrice };
  const field = (Object.keys(prices) as (keyof typeof prices)[]).find(
    (key) => (prices[key] ?? 0) > sellCents,
  );
  if (field === undefined) return;
  const message = `A fixed price is at most the card's sell price, ${formatDollars(sellCents)}`;
  throw new BadRequestError(`${field}: ${message}`, { fields: { [field]: message } });
}

/** The store's card list, searched and filtered: the cards feature's, text search from its index. */
export type CardLister = (query: CardListQuery) => Promise<Page<Card>>;

/**
 * The copies of each identity that the store's open trade-ins already offer, keyed by
 * `cardIdentityKey` (features/trade-ins), which come off what the buylist wants.
 */
export type OpenOffers = (location: Location) => Promise<Map<string, number>>;

export interface BuylistDeps {
  db: Database;
  repository: BuylistRepository;
  audit: Pick<AuditRepository, 'record'>;
  cards: CardLister;
  openOffers: OpenOffers;
  /** This instance's successful writes so far: a change of terms, marks or trade-ins is one. */
  writes: () => number;
}

/** The "the owner sets": terms and marks are the Settings tab's, which only the owner sees. */
function assertMaySet(actor: StaffActor): void {
  if (!isOwner(actor)) throw new ForbiddenError('Only the owner changes the buylist.');
}

/** What the store buys and for how much: the owner's terms, the hotlist, and the public search. */
export function createBuylistService({
  db,
  repository,
  audit,
  cards,
  openOffers,
  writes,
}: BuylistDeps) {
  const buyContext = createStoreBuyContexts(async (location) => {
    const [terms, marks, offers] = await Promise.all([
      repository.terms(location),
      repository.marksFor(location, 'all'),
      openOffers(location),
    ]);
    return { terms, marks, offers };
  }, writes);

  async function settingsOf(location: Location): Promise<BuylistSettings> {
    const terms = await repository.terms(location);
    return { location, games: GAME_TYPES.map((game) => toTermsAnswer(game, terms[game])) };
  }

  /**
   * The cursor after the first `skip` cards of the list: pages are numbered, the card list pages
   * by keyset, so a page is reached by reading the ones before it, at most 100 cards a read.
   */
  async function cursorAfter(
    query: CardListQuery,
    skip: number,
  ): Promise<string | undefined | null> {
    let cursor: string | undefined;
    for (let left = skip; left > 0; left -= MAX_PAGE_SIZE) {
      const page = await cards({ ...query, limit: Math.min(left, MAX_PAGE_SIZE), cursor });
      if (!page.nextCursor) return null;
      cursor = page.nextCursor;
    }
    return cursor;
  }

  return {
    async settings(actor: StaffActor, location: Location): Promise<BuylistSettings> {
      assertStoreAccess(actor, location, 'see its buylist');
      return settingsOf(location);
    },

    async changeTerms(
      actor: StaffActor,
      location: Location,
      gameType: GameType,
      terms: BuyTerms,
    ): Promise<BuylistSettings> {
      assertMaySet(actor);
      await db.transaction(async (tx) => {
        const before = (await repository.terms(location, tx))[gameType];
        await repository.setTerms(tx, location, gameType, terms);
        await audit.record(tx, {
          actor,
          location,
          entity: 'buylist_settings',
          entityId: `${location}:${gameType}`,
          action: 'update',
          before: toTermsAnswer(gameType, before),
          after: toTermsAnswer(gameType, terms),
        });
      });
      return settingsOf(location);
    },

    async marks(actor: StaffActor, location: Location): Promise<BuylistMarks> {
      assertStoreAccess(actor, location, 'see its buylist');
      return repository.marks(location);
    },

    async putMark(actor: StaffActor, input: BuylistMarkInput): Promise<BuylistMarks> {
      assertMaySet(actor);
      if ('cardId' in input) {
        const card = await repository.card(input.cardId);
        if (!card || card.location !== input.location) {
          throw new NotFoundError('No card of that id at this store.', {
            code: 'not_found',
            fields: { cardId: 'No card of that id at this store' },
          });
        }
        if (input.mark === 'hot') assertFixedPriceWithinSell(input, card.priceCents);
      }
      const values =
        input.mark === 'hot'
          ? {
              location: input.location,
              kind: 'hot' as const,
              cardId: input.cardId,
              cashPercent: input.cashPercent,
              creditPercent: input.creditPercent,
              cashCents: input.cashPrice,
              creditCents: input.creditPrice,
              target: input.target,
            }
          : {
              location: input.location,
              kind: 'not_buying' as const,
              ...('cardId' in input
                ? { cardId: input.cardId }
                : { gameType: input.gameType, setCode: input.setCode }),
            };
      await db.transaction(async (tx) => {
        const id = await repository.putMark(tx, values);
        await audit.record(tx, {
          actor,
          location: input.location,
          entity: 'buylist_mark',
          entityId: id,
          action: 'create',
          before: null,
          after: values,
        });
      });
      return repository.marks(input.location);
    },

    async removeMark(actor: StaffActor, id: number): Promise<BuylistMarks> {
      assertMaySet(actor);
      const location = await db.transaction(async (tx) => {
        const mark = await repository.lockMark(tx, id);
        if (!mark) throw new NotFoundError('No buylist mark of that id.');
        await repository.deleteMark(tx, id);
        await audit.record(tx, {
          actor,
          location: mark.location,
          entity: 'buylist_mark',
          entityId: id,
          action: 'delete',
          before: mark,
          after: null,
        });
        return mark.location;
      });
      return repository.marks(location);
    },

    /** A page of the store's cards priced to buy, from their sell prices as they are now. */
    async search(query: BuylistQuery): Promise<BuylistPage> {
      const { page, ...filters } = query;
      const list: CardListQuery = { ...filters, sort: 'name', limit: BUYLIST_PAGE_SIZE };
      const cursor = await cursorAfter(list, (page - 1) * BUYLIST_PAGE_SIZE);
      if (cursor === null) return { items: [], page, nextPage: null };
      const [found, { terms, marks, offers }] = await Promise.all([
        cards({ ...list, cursor }),
        buyContext(query.location),
      ]);
      const items = found.items.flatMap((card) => buylistRow(card, terms, marks, offers) ?? []);
      return { items, page, nextPage: found.nextCursor ? page + 1 : null };
    },
  };
}

export type BuylistService = ReturnType<typeof createBuylistService>;
