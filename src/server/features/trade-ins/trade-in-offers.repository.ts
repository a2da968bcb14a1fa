import { and, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { type CardIdentityFields, cardIdentityKey } from '../../../domain/imports/card-formats.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { tradeInLines, tradeIns } from '../../db/schema/index.ts';

/*
 * What the store's open trade-ins offer, which the buylist takes off what it wants. Part of the
 * trade-ins repository, kept apart for its size.
 */

type Reader = Database | Transaction;

/** Open: still expected at the store. A submitted list counts until its prices lapse. */
const isOpen = (now: Date) =>
  or(
    inArray(tradeIns.status, ['received', 'offered']),
    and(eq(tradeIns.status, 'submitted'), gt(tradeIns.expiresAt, now)),
  );

/**
 * The copies of each identity the store's open trade-ins offer (lines not rejected), by
 * `cardIdentityKey`, of these identities or of `'all'`; `except` leaves one trade-in out
 * (the one being priced).
 */
export async function openOffers(
  reader: Reader,
  location: Location,
  identities: readonly CardIdentityFields[] | 'all',
  now: Date,
  except?: number,
): Promise<Map<string, number>> {
  const offers = new Map<string, number>();
  if (identities.length === 0) return offers;
  const wanted = identities === 'all' ? null : new Set(identities.map(cardIdentityKey));
  const rows = await reader
    .select({
      gameType: tradeInLines.gameType,
      name: tradeInLines.name,
      setCode: tradeInLines.setCode,
      collectorNumber: tradeInLines.collectorNumber,
      condition: tradeInLines.condition,
      finish: tradeInLines.finish,
      language: tradeInLines.language,
      gradingService: tradeInLines.gradingService,
      grade: tradeInLines.grade,
      quantity: sql<number>`sum(${tradeInLines.quantity})::int`,
    })
    .from(tradeInLines)
    .innerJoin(tradeIns, eq(tradeIns.id, tradeInLines.tradeInId))
    .where(
      and(
        eq(tradeIns.location, location),
        isOpen(now),
        except === undefined ? undefined : ne(tradeIns.id, except),
        isNull(tradeInLines.rejectReason),
        identities === 'all'
          ? undefined
          : inArray(tradeInLines.name, [...new Set(identities.map((card) => card.name ?? ''))]),
      ),
    )
    .groupBy(
      tradeInLines.gameType,
      tradeInLines.name,
      tradeInLines.setCode,
      tradeInLines.collectorNumber,
      tradeInLines.condition,
      tradeInLines.finish,
      tradeInLines.language,
      tradeInLines.gradingService,
      tradeInLines.grade,
    );
  for (const { quantity, ...identity } of rows) {
    const key = cardIdentityKey(identity);
    if (!wanted || wanted.has(key)) offers.set(key, quantity);
  }
  return offers;
}
