import { sql } from 'drizzle-orm';
import { LOCATIONS, STORE_TIME_ZONE } from '../../../domain/stores/stores.ts';
import type { Database } from '../client.ts';

/**
 * A year of store credit per store, for the credit report at scale: written by the database in
 * bulk (generate_series), as the large orders are. Entries come in pairs for one customer:
 * credit added (issued, a prize, a gift card loaded, a refund, a released hold or a trade-in)
 * and, minutes to days later, some of it taken (spent, or an adjustment down). Each pair adds
 * nothing below zero at any moment, so every balance after stays at or above zero however the
 * pairs of one customer interleave. Balances are brought to the sum of their entries. A
 * fiftieth as many gift cards are sold over the year. Seeded (`setseed`), so runs compare like
 * with like; the ledger's rollup trigger sums each store's insert once.
 */

const zone = sql.raw(`'${STORE_TIME_ZONE}'`);

/** Both stores' codes as an SQL array, to draw each store's rows in one statement. */
const STORES = sql.raw(`array[${LOCATIONS.map((store) => `'${store}'`).join(', ')}]::text[]`);

/** Enough holders that no one customer's history is absurd. */
const HOLDERS = 2000;

export async function seedLargeCredit(db: Database, entriesPerStore: number): Promise<void> {
  const pairs = Math.floor(entriesPerStore / 2);
  if (pairs <= 0) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select setseed(0.26)`);
    await tx.execute(sql`
      insert into customers (email, password_hash, first_name, last_name)
      select 'seed-credit-' || n || '@example.com', 'seeded-without-password', 'Credit', n::text
      from generate_series(1, ${HOLDERS}) n
      on conflict (email) do nothing`);
    await tx.execute(sql`drop table if exists seed_credit`);
    await tx.execute(sql`
      create temp table seed_credit on commit drop as
      select holder.id as customer_id, pair.location, pair.kind, pair.cents, pair.at, pair.seq
      from (
        select l.location, g, 1 + g % ${HOLDERS} as holder_n, moment.at, moment.later,
          (100 + floor(random() * 9900))::int as added, random() as share,
          random() as kind_roll, random() as take_roll
        from unnest(${STORES}) l(location)
        cross join generate_series(1, ${pairs}) g
        cross join lateral (
          select least(now() - interval '1 hour', ((now() at time zone ${zone})::date
            - floor(random() * 365)::int + interval '10 hours' + random() * interval '12 hours')
            at time zone ${zone}) as at,
            interval '1 minute' + random() * interval '3 days' as later
          where g > 0
        ) moment
      ) drawn
      join customers holder on holder.email = 'seed-credit-' || drawn.holder_n || '@example.com'
      cross join lateral (values
        (drawn.location,
          case when drawn.kind_roll < 0.3 then 'issued' when drawn.kind_roll < 0.5 then 'prize'
            when drawn.kind_roll < 0.65 then 'gift_card' when drawn.kind_roll < 0.8 then 'refund'
            when drawn.kind_roll < 0.95 then 'released' else 'trade_in' end,
          drawn.added, drawn.at, 2 * drawn.g),
        (drawn.location,
          case when drawn.take_roll < 0.9 then 'spent' else 'adjustment' end,
          -greatest(1, floor(drawn.added * drawn.share))::int,
          least(now(), drawn.at + drawn.later), 2 * drawn.g + 1)
      ) pair(location, kind, cents, at, seq)`);
    await tx.execute(sql`
      insert into store_credit_entries (customer_id, amount_cents, kind, location, note,
        balance_after_cents, created_at)
      select e.customer_id, e.cents, e.kind, e.location, 'Seeded',
        coalesce(b.balance_cents, 0)
          + sum(e.cents) over (partition by e.customer_id order by e.at, e.seq, e.location),
        e.at
      from seed_credit e
      left join store_credit_balances b on b.customer_id = e.customer_id
      order by e.at, e.seq, e.location`);
    await tx.execute(sql`
      insert into store_credit_balances (customer_id, balance_cents)
      select customer_id, sum(cents) from seed_credit group by customer_id
      on conflict (customer_id) do update
        set balance_cents = store_credit_balances.balance_cents + excluded.balance_cents,
          updated_at = now()`);
    await tx.execute(sql`
      insert into gift_cards (location, buyer_customer_id, amount_cents, status, last_four,
        issued_at, created_at)
      select l.location, holder.id, (array[1000, 2500, 5000, 10000])[1 + floor(random() * 4)::int],
        case when random() < 0.6 then 'redeemed' else 'issued' end, 'SEED', moment.at, moment.at
      from unnest(${STORES}) l(location)
      cross join generate_series(1, ${Math.ceil(entriesPerStore / 50)}) g
      cross join lateral (
        select now() - random() * interval '365 days' as at where g > 0
      ) moment
      join customers holder on holder.email = 'seed-credit-' || (1 + g % ${HOLDERS}) || '@example.com'`);
  });
  await db.execute(sql`analyze`);
}
