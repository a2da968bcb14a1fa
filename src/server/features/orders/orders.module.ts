import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OrderRefunds } from './order-refunds.service.ts';
import type { OrdersRepository } from './orders.repository.ts';
import { type OrderConfirmer, ordersRoutes } from './orders.routes.ts';
import { createRefundSweeper } from './refund-sweeper.ts';

export interface OrdersModuleDeps {
  /** Shared with the pipeline that writes orders and the back office that cancels them. */
  orders: OrdersRepository;
  pipeline: OrderConfirmer;
  /** Refunds owed to cards are sent again every half minute until the provider takes them. */
  refunds: Pick<OrderRefunds, 'send'>;
}

/** The customer's orders: the list, and the order a payment made, confirmed on their return. */
export function createOrdersModule({ orders, pipeline, refunds }: OrdersModuleDeps) {
  const sweeper = createRefundSweeper(refunds);
  const routes: FastifyPluginAsyncZod = async (app) => {
    await app.register(ordersRoutes(orders, pipeline));
    app.addHook('onReady', async () => sweeper.start((error) => app.log.error(error)));
    app.addHook('onClose', async () => sweeper.stop());
  };
  return { routes };
}
