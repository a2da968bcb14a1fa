import type { OrdersRepository } from './orders.repository.ts';
import { type OrderConfirmer, ordersRoutes } from './orders.routes.ts';

export interface OrdersModuleDeps {
  /** Shared with the pipeline that writes orders and the back office that cancels them. */
  orders: OrdersRepository;
  pipeline: OrderConfirmer;
}

/** The customer's orders: the list, and the order a payment made, confirmed on their return. */
export function createOrdersModule({ orders, pipeline }: OrdersModuleDeps) {
  return { routes: ordersRoutes(orders, pipeline) };
}
