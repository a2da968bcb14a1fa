import { type CardIdentityFields, cardIdentityKey } from '../../../domain/imports/card-formats.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import type { SubmitTradeIn } from '../../../domain/trade-ins/trade-in.contract.ts';
import type { Transaction } from '../../db/client.ts';
import { BadRequestError, ConflictError } from '../../errors.ts';
import { type BuyPricing, priceLine } from './line-pricing.ts';
import type { CardFamily, CardRow } from './trade-in-cards.repository.ts';
import type { NewTradeInLine, TradeInsRepository } from './trade-ins.repository.ts';

/** A card asked for on a line: its identity less condition and finish, and what is offered. */
export interface LineRequest {
  identity: CardFamily & { setName: string };
  cardId: number | null;
  condition: string;
  finish: string;
  quantity: number;
  /** Where a refusal points in the request ("lines.0.cardId"). */
  field: string;
}

/** A line priced and capped at what the store wants; a quantity of 0 is wanted no more. */
export interface PricedRequest {
  line: NewTradeInLine;
  /** What the store sells a copy in this identity for: a new card row's price. */
  sellCents: number;
  /** Its row of that identity, when it has one. */
  targetId: number | undefined;
  /** The copies the store still wants, before this line's. */
  wanted: number;
}

const familyKey = (identity: CardFamily) =>
  JSON.stringify([
    identity.gameType,
    identity.name,
    identity.setCode,
    identity.collectorNumber,
    identity.language,
    identity.gradingService,
    identity.grade,
  ]);

/** Why a line is rejected when the store already has every copy of its card it wants. */
export const NOT_WANTED = 'The store has all the copies of this card it wants';

export const printed = (line: { name: string; condition: string; finish: string }) =>
  `${line.name} (${line.condition}, ${line.finish})`;

/**
 * What a trade-in's lines are worth to the store: the cards they name, priced by its buying
 * terms and capped at the copies it still wants. Quoting, regrading and paying all price here.
 */
export function createTradeInQuotes({
  repository,
  pricing,
  clock,
}: {
  repository: Pick<TradeInsRepository, 'family' | 'openOffers' | 'cardsByIds'>;
  pricing: BuyPricing;
  clock: () => Date;
}) {
  /**
   * Prices lines by the store's terms now and caps each at what the store wants: its target
   * less its stock, what other open trade-ins offer, and what `used` already holds of this one.
   */
  async function priceRequests(
    tx: Transaction,
    location: Location,
    requests: readonly LineRequest[],
    options: {
      /** Whether other open trade-ins' offers count: when quoting, not when paying for stock. */
      offers: 'open' | 'none';
      except?: number | undefined;
      used: Map<string, number>;
    },
  ): Promise<{ priced: PricedRequest[]; notices: string[] }> {
    const terms = await pricing.terms(location, tx);
    const families = new Map<string, CardRow[]>();
    for (const request of requests) {
      const key = familyKey(request.identity);
      if (!families.has(key)) {
        families.set(key, await repository.family(tx, location, request.identity));
      }
    }
    const marks = await pricing.marksFor(
      location,
      [...families.values()].flat().map((row) => row.id),
      tx,
    );
    const identities: CardIdentityFields[] = requests.map((request) => ({
      ...request.identity,
      condition: request.condition,
      finish: request.finish,
    }));
    const offers =
      options.offers === 'open'
        ? await repository.openOffers(tx, location, identities, clock(), options.except)
        : new Map<string, number>();
    const priced: PricedRequest[] = [];
    const notices: string[] = [];
    requests.forEach((request, index) => {
      const identity = identities[index] as CardIdentityFields;
      const key = cardIdentityKey(identity);
      const price = priceLine({
        family: families.get(familyKey(request.identity)) ?? [],
        condition: request.condition,
        finish: request.finish,
        terms,
        marks,
        openOffers: offers.get(key) ?? 0,
      });
      const name = request.identity.name ?? '';
      if (!price) {
        const message = `We don't buy ${printed({ ...request, name })}.`;
        throw new ConflictError(message, {
          code: 'not_bought',
          fields: { [request.field]: message },
        });
      }
      const left = Math.max(0, price.wanted - (options.used.get(key) ?? 0));
      const quantity = Math.min(request.quantity, left);
      options.used.set(key, (options.used.get(key) ?? 0) + quantity);
      if (quantity < request.quantity) {
        notices.push(
          quantity === 0
            ? `${printed({ ...request, name })}: the store wants no more copies.`
            : `${printed({ ...request, name })}: capped at ${quantity}, the copies the store wants.`,
        );
      }
      priced.push({
        line: {
          cardId: request.cardId,
          gameType: request.identity.gameType ?? '',
          name,
          setName: request.identity.setName,
          setCode: request.identity.setCode,
          collectorNumber: request.identity.collectorNumber,
          condition: request.condition,
          finish: request.finish as NewTradeInLine['finish'],
          language: request.identity.language ?? 'English',
          gradingService: request.identity.gradingService,
          grade: request.identity.grade,
          quantity,
          cashCents: price.quote.cashCents,
          creditCents: price.quote.creditCents,
          rejectReason: null,
        },
        sellCents: price.sellCents,
        targetId: price.target?.id,
        wanted: left,
      });
    });
    return { priced, notices };
  }

  /**
   * The store's cards the request names, refused with the line's field when not the store's:
   * `path.0.cardId` for a list's lines, or the field `cardId` itself when `path` is null.
   */
  async function requestsFor(
    tx: Transaction,
    location: Location,
    lines: SubmitTradeIn['lines'],
    path: string | null,
  ): Promise<LineRequest[]> {
    const fieldOf = (index: number) => (path === null ? 'cardId' : `${path}.${index}.cardId`);
    const found = new Map(
      (await repository.cardsByIds(tx, [...new Set(lines.map((line) => line.cardId))])).map(
        (card) => [card.id, card],
      ),
    );
    return lines.map((line, index) => {
      const card = found.get(line.cardId);
      if (!card || card.location !== location) {
        const message = 'No card of that id at this store';
        throw new BadRequestError(`${message}.`, {
          fields: { [fieldOf(index)]: message },
        });
      }
      return {
        identity: card,
        cardId: card.id,
        condition: line.condition,
        finish: line.finish,
        quantity: line.quantity,
        field: fieldOf(index),
      };
    });
  }

  return { priceRequests, requestsFor };
}

export type TradeInQuotes = ReturnType<typeof createTradeInQuotes>;
