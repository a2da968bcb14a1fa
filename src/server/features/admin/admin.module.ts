import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import type { RateLimitOptions } from '../../plugins/rate-limit-options.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import type { DrawersService } from '../counter/drawers.service.ts';
import { createIdempotentRequests } from '../idempotency/idempotent-requests.ts';
import type { Inventory } from '../inventory/inventory.service.ts';
import type { MerchandiseService } from '../merchandise/merchandise.service.ts';
import type { OrderRefunds } from '../orders/order-refunds.service.ts';
import type { OrdersRepository } from '../orders/orders.repository.ts';
import type { OrderMail } from '../orders/queue-order-mail.ts';
import type { SessionsService } from '../sessions/sessions.service.ts';
import { adminAuditRoutes } from './admin-audit.routes.ts';
import { adminAuthRoutes } from './admin-auth.routes.ts';
import { createAdminAuthService } from './admin-auth.service.ts';
import { adminMerchandiseRoutes } from './admin-merchandise.routes.ts';
import { createAdminOrdersRepository } from './admin-orders.repository.ts';
import { adminOrdersRoutes } from './admin-orders.routes.ts';
import { createAdminOrdersService } from './admin-orders.service.ts';
import { adminSummaryRoutes } from './admin-summary.routes.ts';
import { createEmployeesRepository } from './employees.repository.ts';
import { createSummaryRepository } from './summary.repository.ts';

export interface AdminModuleDeps {
  db: Database;
  sessions: SessionsService;
  audit: AuditRepository;
  /** A cancelled order's items go back on the shelf, as many as its lines took. */
  inventory: Inventory;
  orderLines: Pick<OrdersRepository, 'linesOf'>;
  /** Cancelling a paid order refunds it; staff refund part of one. */
  refunds: OrderRefunds;
  merchandise: Pick<MerchandiseService, 'listForStaff' | 'getForStaff'>;
  /** Order moves are mailed to the customer. */
  orderMail: Pick<OrderMail, 'tell'>;
  /** A counter sale refunded from the orders tab pays its cash back out of a drawer. */
  drawers: Pick<DrawersService, 'payOutCash'>;
  /** ADMIN_PASSWORD; unset means the generated one kept in the database. */
  adminPassword?: string | undefined;
  limits: RateLimitOptions;
}

/** The back office's own calls: sign-in, the dashboard's counts, orders, merchandise reads, the audit trail. */
export function createAdminModule({
  db,
  sessions,
  audit,
  inventory,
  orderLines,
  refunds,
  merchandise,
  orderMail,
  drawers,
  adminPassword,
  limits,
}: AdminModuleDeps) {
  const auth = createAdminAuthService(createEmployeesRepository(db), sessions, adminPassword);
  const orders = createAdminOrdersService({
    db,
    orders: createAdminOrdersRepository(db),
    orderLines,
    inventory,
    audit,
    refunds,
    orderMail,
    drawers,
    idempotency: createIdempotentRequests(),
  });
  const routes: FastifyPluginAsyncZod = async (app) => {
    await app.register(adminAuthRoutes(auth, sessions, limits));
    await app.register(adminSummaryRoutes(createSummaryRepository(db)));
    await app.register(adminOrdersRoutes(orders));
    await app.register(adminMerchandiseRoutes(merchandise));
    await app.register(adminAuditRoutes(audit));
  };
  return { routes };
}
