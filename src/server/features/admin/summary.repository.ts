import { and, count, eq } from 'drizzle-orm';
import type { Location } from '../../../domain/stores/stores.ts';
import type { Database } from '../../db/client.ts';
import { cards, customerOrders, merchandise, tournaments } from '../../db/schema/index.ts';

/** The four counts on a store's dashboard. */
export function createSummaryRepository(db: Database) {
  const countAt = async (
    table: typeof cards | typeof merchandise | typeof tournaments,
    location: Location,
  ) => {
    const [row] = await db.select({ n: count() }).from(table).where(eq(table.location, location));
    return row?.n ?? 0;
  };
  /** As the Orders tab lists them: online orders; counter sales are read back on the Counter. */
  const onlineOrdersAt = async (location: Location) => {
    const [row] = await db
      .select({ n: count() })
      .from(customerOrders)
      .where(and(eq(customerOrders.location, location), eq(customerOrders.channel, 'online')));
    return row?.n ?? 0;
  };
  return {
    async forStore(location: Location) {
      const [tournamentCount, merchandiseCount, cardCount, orderCount] = await Promise.all([
        countAt(tournaments, location),
        countAt(merchandise, location),
        countAt(cards, location),
        onlineOrdersAt(location),
      ]);
      return {
        tournaments: tournamentCount,
        merchandise: merchandiseCount,
        cards: cardCount,
        orders: orderCount,
      };
    },
  };
}

export type SummaryRepository = ReturnType<typeof createSummaryRepository>;
