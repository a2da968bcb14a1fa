import { tradeInsRoutes } from './trade-ins.routes.ts';
import { createTradeInsService, type TradeInsDeps } from './trade-ins.service.ts';

/**
 * Trade-ins (issue 28): customers' sell lists and walk-ins, graded and paid at the counter. Its
 * repository is made first in shop-modules.ts, since the buylist's wanted counts read its open offers.
 */
export function createTradeInsModule(deps: TradeInsDeps) {
  return { routes: tradeInsRoutes(createTradeInsService(deps)) };
}
