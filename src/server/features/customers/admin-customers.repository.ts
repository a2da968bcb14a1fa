import { desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type {
  AdminCustomerDetail,
  AdminCustomerRow,
  AdminCustomerSearchQuery,
} from '../../../domain/customers/admin-customer.contract.ts';
import { US_COUNTRY_CODE } from '../../../domain/customers/new-customer.contract.ts';
import { formatPrice } from '../../../domain/money/money.ts';
import { shownPayment } from '../../../domain/orders/order-refunds.ts';
import type { Page } from '../../../domain/shared/page.contract.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { containsPattern, type KeysetOrder, selectPage } from '../../db/keyset.ts';
import { customerOrders, customers, registrations, tournaments } from '../../db/schema/index.ts';
import { orderRefundedCents } from '../orders/order-payments.repository.ts';

type CustomerRow = typeof customers.$inferSelect;

/** How many orders and registrations a customer's page shows. */
const RECENT = 10;

/** A search needs this many digits before it also compares phone numbers digit for digit. */
const MIN_PHONE_DIGITS = 3;

/** The one mapping from the table to what staff see of a customer (never the hash). */
function toAdminCustomerRow(row: CustomerRow): AdminCustomerRow {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
  };
}

/**
 * By e-mail, which no two customers share, those known by phone only first; the id keeps the
 * cursor exact.
 */
const byEmail: KeysetOrder<CustomerRow> = {
  keys: [sql`coalesce(${customers.email}, '')`, customers.id],
  kinds: ['text'],
  direction: 'asc',
  values: (row) => [row.email ?? '', row.id],
};

/** The stored number read as `phoneDigits` reads a typed one. */
const samePhone = (digits: string) =>
  sql`regexp_replace(regexp_replace(coalesce(${customers.phone}, ''), '\\D', '', 'g'), ${US_COUNTRY_CODE.source}, '\\1') = ${digits}`;

/** Names, e-mail and phone containing the text; a phone also by its digits alone ("501-555" finds "(501) 555-…"). */
function matching(q: string): SQL | undefined {
  const pattern = containsPattern(q);
  const digits = q.replace(/\D/g, '');
  return or(
    ilike(
      sql`coalesce(${customers.firstName}, '') || ' ' || coalesce(${customers.lastName}, '')`,
      pattern,
    ),
    ilike(customers.email, pattern),
    ilike(customers.phone, pattern),
    digits.length >= MIN_PHONE_DIGITS
      ? sql`regexp_replace(${customers.phone}, '\\D', '', 'g') like ${containsPattern(digits)}`
      : undefined,
  );
}

/** Staff's reads of customers, who are shared by both stores. */
export function createAdminCustomersRepository(db: Database) {
  return {
    search(query: AdminCustomerSearchQuery): Promise<Page<AdminCustomerRow>> {
      return selectPage(db, {
        table: customers,
        where: query.q ? matching(query.q) : undefined,
        order: byEmail,
        query,
        toItem: toAdminCustomerRow,
      });
    },

    /** A customer who already has this e-mail (in any case) or this phone number (digit for digit). */
    async findByContact(
      tx: Transaction,
      contact: { email: string | null; phoneDigits: string | null },
    ): Promise<{ id: number } | undefined> {
      const [row] = await tx
        .select({ id: customers.id })
        .from(customers)
        .where(
          or(
            contact.email === null
              ? undefined
              : eq(sql`lower(${customers.email})`, contact.email.toLowerCase()),
            contact.phoneDigits === null ? undefined : samePhone(contact.phoneDigits),
          ),
        )
        .orderBy(customers.id)
        .limit(1);
      return row;
    },

    async insert(
      tx: Transaction,
      values: Pick<
        typeof customers.$inferInsert,
        'email' | 'phone' | 'firstName' | 'lastName' | 'passwordHash' | 'preferredLocation'
      >,
    ): Promise<CustomerRow> {
      const [row] = await tx.insert(customers).values(values).returning();
      if (!row) throw new Error('insert returned no customer');
      return row;
    },

    toRow: toAdminCustomerRow,

    async find(id: number) {
      const [row] = await db.select().from(customers).where(eq(customers.id, id));
      return (
        row && {
          ...toAdminCustomerRow(row),
          preferredLocation: row.preferredLocation,
          isEmailVerified: row.isEmailVerified,
          createdAt: row.createdAt.toISOString(),
        }
      );
    },

    async recentOrders(customerId: number): Promise<AdminCustomerDetail['recentOrders']> {
      const rows = await db
        .select({
          id: customerOrders.id,
          orderNumber: customerOrders.orderNumber,
          location: customerOrders.location,
          status: customerOrders.status,
          cents: customerOrders.totalAmountCents,
          createdAt: customerOrders.createdAt,
          recordedPayment: customerOrders.paymentStatus,
          refundedCents: orderRefundedCents,
        })
        .from(customerOrders)
        .where(eq(customerOrders.customerId, customerId))
        .orderBy(desc(customerOrders.createdAt), desc(customerOrders.id))
        .limit(RECENT);
      return rows.map(({ cents, createdAt, recordedPayment, refundedCents, ...order }) => ({
        ...order,
        // As the order's own page shows it, so a refund in full never reads as paid here.
        paymentStatus: shownPayment(recordedPayment, cents, refundedCents).paymentStatus,
        total: formatPrice(cents),
        createdAt: createdAt.toISOString(),
      }));
    },

    async recentRegistrations(
      customerId: number,
    ): Promise<AdminCustomerDetail['recentRegistrations']> {
      return db
        .select({
          id: registrations.id,
          tournamentId: registrations.tournamentId,
          eventName: tournaments.name,
          location: tournaments.location,
          date: tournaments.date,
          status: registrations.status,
        })
        .from(registrations)
        .innerJoin(tournaments, eq(tournaments.id, registrations.tournamentId))
        .where(eq(registrations.customerId, customerId))
        .orderBy(desc(tournaments.date), desc(registrations.id))
        .limit(RECENT);
    },
  };
}

export type AdminCustomersRepository = ReturnType<typeof createAdminCustomersRepository>;
