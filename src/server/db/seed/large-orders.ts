import { sql } from 'drizzle-orm';
import { LOCATIONS, STORE_TIME_ZONE } from '../../../domain/stores/stores.ts';
import type { Database, Transaction } from '../client.ts';

/**
 * A year of generated orders per store, for the reports at scale: written by the database in
 * bulk (generate_series), since 100,000 orders a store built row by row here would take
 * minutes. Orders fall in opening hours (noon to 10 pm Central) on days spread over the last
 * year; each has one to three lines of the store's cards, products and paid events at their
 * prices. Those older than two days are picked up (a few cancelled and refunded), the newer
 * ones wait at the counter. Seeded (`setseed`), so runs compare like with like. The sales
 * rollup's triggers are switched off for the bulk insert and the rollup rebuilt once after:
 * row by row they would take minutes.
 */

const ROLLED_UP = [
  ['customer_orders', 'customer_orders_roll_up'],
  ['order_items', 'order_items_roll_up'],
] as const;

/** Switches the sales rollup's triggers off for a bulk write (then rebuild it), or on again. */
export async function setRollupTriggers(tx: Transaction | Database, on: boolean) {
  for (const [table, trigger] of ROLLED_UP)
    await tx.execute(
      sql.raw(`alter table ${table} ${on ? 'enable' : 'disable'} trigger ${trigger}`),
    );
}

const zone = sql.raw(`'${STORE_TIME_ZONE}'`);

/** Enough buyers that no one customer's history is absurd. */
const BUYERS = 2000;

export async function seedLargeOrders(db: Database, ordersPerStore: number): Promise<void> {
  if (ordersPerStore <= 0) return;
  const run = Date.now().toString(36);
  await db.transaction(async (tx) => {
    await setRollupTriggers(tx, false);
    await tx.execute(sql`select setseed(0.42)`);
    await tx.execute(sql`
      insert into customers (email, password_hash, first_name, last_name)
      select 'seed-buyer-' || n || '@example.com', 'seeded-without-password', 'Buyer', n::text
      from generate_series(1, ${BUYERS}) n
      on conflict (email) do nothing`);

    for (const location of LOCATIONS) {
      // What the store sells, numbered within each kind so a random pick is one join.
      await tx.execute(sql`drop table if exists seed_items`);
      await tx.execute(sql`
        create temp table seed_items on commit drop as
        select kind, row_number() over (partition by kind order by id) as n, id, name, price_cents
        from (
          select 'card' as kind, id, name, price_cents from cards
            where location = ${location} and price_cents > 0
          union all
          select 'merchandise', id, name, price_cents from merchandise
            where location = ${location} and price_cents > 0
          union all
          select 'event_entry', id, name, entry_fee_cents from tournaments
            where location = ${location} and entry_fee_cents > 0
        ) items`);
      await tx.execute(sql`create index on seed_items (kind, n)`);
      await tx.execute(sql`analyze seed_items`);

      await tx.execute(sql`
        insert into customer_orders (customer_id, order_number, pickup_code, status, payment_status,
          subtotal_cents, total_amount_cents, payment_method, location, created_at, updated_at)
        select buyer.id, 'SEED-' || ${location} || '-' || ${run} || '-' || g,
          upper(substr(md5(${run} || g::text), 1, 6)), placed.status,
          case placed.status when 'cancelled' then 'refunded' else 'succeeded' end,
          0, 0, 'card', ${location}, placed.at, placed.at
        from generate_series(1, ${ordersPerStore}) g
        cross join lateral (
          select least(now(), ((now() at time zone ${zone})::date - floor(random() * 365)::int
            + interval '12 hours' + random() * interval '10 hours') at time zone ${zone}) as at,
            random() as roll
          where g > 0
        ) moment
        cross join lateral (
          select moment.at,
            case
              when moment.at > now() - interval '2 days' then
                case when moment.roll < 0.5 then 'paid' else 'ready_for_pickup' end
              when moment.roll < 0.03 then 'cancelled'
              else 'picked_up'
            end as status
        ) placed
        join customers buyer on buyer.email = 'seed-buyer-' || (1 + g % ${BUYERS}) || '@example.com'`);

      await tx.execute(sql`
        with lines as (
          select o.id as order_id, o.created_at,
            case when pick.kind_roll < 0.7 then 'card'
              when pick.kind_roll < 0.93 then 'merchandise' else 'event_entry' end as kind,
            pick.item_roll, case when pick.quantity_roll < 0.85 then 1 else 2 end as quantity
          from customer_orders o
          cross join lateral generate_series(1, 1 + o.id % 3) line
          cross join lateral (
            select random() as kind_roll, random() as item_roll, random() as quantity_roll
            where line > 0
          ) pick
          where o.order_number like 'SEED-' || ${location} || '-' || ${run} || '-%'
        ),
        counts as (select kind, count(*) as items from seed_items group by kind)
        insert into order_items (order_id, item_type, item_id, item_name, quantity,
          unit_price_cents, total_price_cents, created_at)
        select lines.order_id, lines.kind, item.id, item.name, lines.quantity, item.price_cents,
          lines.quantity * item.price_cents, lines.created_at
        from lines
        join counts on counts.kind = lines.kind
        join seed_items item on item.kind = lines.kind
          and item.n = 1 + floor(lines.item_roll * counts.items)::int`);

      // One order in twenty redeemed a full loyalty card: 15% off.
      await tx.execute(sql`
        update customer_orders o
        set subtotal_cents = totals.cents,
          discount_cents = case when o.id % 20 = 0 then round(totals.cents * 0.15) else 0 end,
          total_amount_cents = totals.cents
            - case when o.id % 20 = 0 then round(totals.cents * 0.15) else 0 end
        from (select order_id, sum(total_price_cents)::int as cents from order_items
          group by order_id) totals
        where totals.order_id = o.id
          and o.order_number like 'SEED-' || ${location} || '-' || ${run} || '-%'`);
    }
    await tx.execute(sql`select rebuild_sales_rollup()`);
    await setRollupTriggers(tx, true);
  });
  await db.execute(sql`analyze`);
}
