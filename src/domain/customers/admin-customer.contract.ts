import { ORDER_STATUSES, SHOWN_PAYMENT_STATUSES } from '../orders/order.contract.ts';
import { REGISTRATION_STATUSES } from '../registrations/registration.contract.ts';
import { locationSchema, priceStringSchema, searchTextSchema } from '../shared/common.contract.ts';
import { pageQuerySchema, pageSchema } from '../shared/page.contract.ts';
import { z } from '../shared/zod.ts';

/** `GET /api/admin/customers?q=`: a name, an e-mail or a phone number, or part of one. */
export const adminCustomerSearchQuerySchema = pageQuerySchema.extend({ q: searchTextSchema });
export type AdminCustomerSearchQuery = z.infer<typeof adminCustomerSearchQuerySchema>;

/** A customer as staff find them in a search. */
export const adminCustomerRowSchema = z.object({
  id: z.number().int(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  /** Null for a customer staff added at the counter with a phone number only. */
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
export type AdminCustomerRow = z.infer<typeof adminCustomerRowSchema>;

export const adminCustomerPageSchema = pageSchema(adminCustomerRowSchema);

/** `GET /api/admin/customers/:id`: the customer's page in the dashboard. */
export const adminCustomerDetailSchema = z.object({
  customer: adminCustomerRowSchema.extend({
    preferredLocation: locationSchema.nullable(),
    isEmailVerified: z.boolean(),
    createdAt: z.string(),
  }),
  /** Their store credit, good in both stores. */
  balance: priceStringSchema,
  recentOrders: z.array(
    z.object({
      id: z.number().int(),
      orderNumber: z.string(),
      location: locationSchema,
      status: z.enum(ORDER_STATUSES),
      /** As the order's answers show it (`refunded` once all it paid went back). */
      paymentStatus: z.enum(SHOWN_PAYMENT_STATUSES),
      total: priceStringSchema,
      createdAt: z.string(),
    }),
  ),
  recentRegistrations: z.array(
    z.object({
      id: z.number().int(),
      tournamentId: z.number().int(),
      eventName: z.string(),
      location: locationSchema,
      date: z.string(),
      status: z.enum(REGISTRATION_STATUSES),
    }),
  ),
});
export type AdminCustomerDetail = z.infer<typeof adminCustomerDetailSchema>;
