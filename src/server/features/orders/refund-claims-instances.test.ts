import { describe, expect, it } from 'vitest';
import { orderRefunds } from '../../db/schema/index.ts';
import { serverUrl, setUpTwoInstances } from '../../testing/instances.ts';
import { insertCustomer, insertOrder } from '../../testing/orders.ts';
import { createOrderRefundsRepository } from './order-refunds.repository.ts';

const instances = setUpTwoInstances();

describe.skipIf(!serverUrl)('card refunds on several instances', () => {
  it('are each taken to send by one instance when every instance sweeps at the same moment', async () => {
    const [a, b] = [instances[0]?.db, instances[1]?.db];
    if (!a || !b) throw new Error('the instances did not start');
    const customerId = await insertCustomer(a, 'Refunded');
    const order = await insertOrder(a, {
      customerId,
      at: new Date().toISOString(),
      lines: [{ itemType: 'card', itemId: 1, name: 'Bolt', quantity: 1, unitCents: 2_000 }],
    });
    const owed = await a
      .insert(orderRefunds)
      .values(
        Array.from({ length: 10 }, (_, i) => ({
          orderId: order.id,
          method: 'card' as const,
          amountCents: 100,
          reason: 'Two instances',
          idempotencyKey: `two-instances:${order.id}:${i}`,
        })),
      )
      .returning({ id: orderRefunds.id });

    const now = new Date();
    const staleBefore = new Date(now.getTime() - 10 * 60 * 1000);
    const senders = [a, b, a, b].map(createOrderRefundsRepository);
    const taken = await Promise.all(
      owed.flatMap(({ id }) => senders.map((sender) => sender.start(id, now, staleBefore))),
    );
    expect(taken.filter(Boolean)).toHaveLength(owed.length);
    for (let i = 0; i < owed.length; i++) {
      expect(
        taken.slice(i * senders.length, (i + 1) * senders.length).filter(Boolean),
      ).toHaveLength(1);
    }
  });
});
