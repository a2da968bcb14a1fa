import type { ItemType } from '../../domain/inventory/sellable-kinds.ts';
import type { OrderStatus, PaymentStatus } from '../../domain/orders/order.contract.ts';
import type { Location } from '../../domain/stores/stores.ts';
import type { Database } from '../db/client.ts';
import { customerOrders, customers, orderItems } from '../db/schema/index.ts';

export interface OrderFixture {
  customerId: number;
  location?: Location;
  /** When the order was placed, as an ISO instant. */
  at: string;
  status?: OrderStatus;
  paymentStatus?: PaymentStatus;
  discountCents?: number;
  /** The sales tax charged (added to the total) and the taxed lines' amount it was charged on. */
  tax?: { taxableCents: number; taxCents: number };
  lines: {
    itemType: ItemType;
    itemId: number;
    name: string;
    quantity: number;
    unitCents: number;
  }[];
}

let ordersMade = 0;

/** A customer row without going through sign-up, for fixtures that need many. */
export async function insertCustomer(db: Database, firstName: string, lastName = 'Player') {
  const [row] = await db
    .insert(customers)
    .values({
      email: `${firstName.toLowerCase()}-${Date.now()}-${Math.random()}@example.com`,
      passwordHash: 'not-a-real-hash',
      firstName,
      lastName,
    })
    .returning({ id: customers.id });
  if (!row) throw new Error('no customer inserted');
  return row.id;
}

/** An order placed at a given moment, written straight to the tables as the pipeline would. */
export async function insertOrder(db: Database, fixture: OrderFixture) {
  ordersMade += 1;
  const subtotal = fixture.lines.reduce((sum, line) => sum + line.quantity * line.unitCents, 0);
  const discount = fixture.discountCents ?? 0;
  const at = new Date(fixture.at);
  const [order] = await db
    .insert(customerOrders)
    .values({
      customerId: fixture.customerId,
      orderNumber: `TEST-${ordersMade}-${Date.now()}`,
      pickupCode: `P${ordersMade}`,
      status: fixture.status ?? 'paid',
      paymentStatus: fixture.paymentStatus ?? 'succeeded',
      subtotalCents: subtotal,
      discountCents: discount,
      taxableCents: fixture.tax?.taxableCents ?? 0,
      taxAmountCents: fixture.tax?.taxCents ?? 0,
      totalAmountCents: subtotal - discount + (fixture.tax?.taxCents ?? 0),
      location: fixture.location ?? 'nlr',
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  if (!order) throw new Error('no order inserted');
  await db.insert(orderItems).values(
    fixture.lines.map((line) => ({
      orderId: order.id,
      itemType: line.itemType,
      itemId: line.itemId,
      itemName: line.name,
      quantity: line.quantity,
      unitPriceCents: line.unitCents,
      totalPriceCents: line.quantity * line.unitCents,
      createdAt: at,
    })),
  );
  return order;
}
