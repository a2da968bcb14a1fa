import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { addDays, storeDate } from '../../../domain/shared/dates.ts';
import type { Database, Transaction } from '../client.ts';
import {
  cardFilters,
  cards,
  customers,
  merchandise,
  merchandiseFilters,
  receiptSettings,
  registrations,
  settings,
  storeTaxSettings,
  tournaments,
} from '../schema/index.ts';
import { demoCards } from './demo-data/demo-cards.ts';
import { demoCardFilters, demoMerchandiseFilters } from './demo-data/demo-filters.ts';
import { demoMerchandise } from './demo-data/demo-merchandise.ts';
import { demoPlayers } from './demo-data/demo-players.ts';
import { demoReceiptSettings } from './demo-data/demo-receipts.ts';
import { demoRosters } from './demo-data/demo-rosters.ts';
import { demoSalesTax } from './demo-data/demo-sales-tax.ts';
import { demoTournaments } from './demo-data/demo-tournaments.ts';
import { demoRegistrations } from './demo-registrations.ts';

/**
 * What the demo data needs of the app, handed in: storage does not know how the app hashes
 * passwords or writes registration codes (`src/server/demo-data.ts` passes them).
 */
export interface DemoTools {
  hashPassword(plain: string): Promise<string>;
  registrationCode(): string;
}

const DEMO_LOADED_KEY = 'demo_data_loaded_at';

/** Every table but the shop's own settings (the admin password stays), for a full reset. */
const ALL_TABLES = [
  'outbox',
  'store_credit_holds',
  'store_credit_entries',
  'store_credit_balances',
  'store_credit_settings',
  'store_tax_settings',
  'receipt_settings',
  'customer_tokens',
  'audit_log',
  'order_refunds',
  'purchase_tenders',
  'purchases',
  'test_payment_intents',
  'registrations',
  'loyalty_stamps',
  'order_items',
  'customer_orders',
  'sales_days',
  'kind_sales_days',
  'item_sales_days',
  'item_sales_years',
  'credit_days',
  'report_settings',
  'customer_carts',
  'customer_payment_methods',
  'customer_addresses',
  'sessions',
  'customers',
  'employees',
  'tournaments',
  'merchandise',
  'cards',
  'card_changes',
  'card_filters',
  'merchandise_filters',
] as const;

async function insertDemoData(tx: Transaction, tools: DemoTools, today: string): Promise<void> {
  const now = new Date();
  const events = await tx
    .insert(tournaments)
    .values(
      demoTournaments.map(({ daysFromToday, ...event }) => ({
        ...event,
        date: addDays(today, daysFromToday),
      })),
    )
    .returning();
  // One random password nobody is told: the demo players fill rosters, nobody signs in as them.
  const passwordHash = await tools.hashPassword(randomBytes(32).toString('base64url'));
  const players = await tx
    .insert(customers)
    .values(demoPlayers.map((player) => ({ ...player, passwordHash })))
    .returning({ id: customers.id });
  await tx.insert(registrations).values(
    demoRegistrations(
      demoRosters,
      events,
      players.map((player) => player.id),
      now,
      tools.registrationCode,
    ),
  );
  await tx.insert(merchandise).values(demoMerchandise);
  await tx.insert(cards).values(demoCards);
  await tx.insert(cardFilters).values(demoCardFilters);
  await tx.insert(merchandiseFilters).values(demoMerchandiseFilters);
  await tx.insert(storeTaxSettings).values(demoSalesTax);
  await tx.insert(receiptSettings).values(demoReceiptSettings);
  const loadedAt = { key: DEMO_LOADED_KEY, value: now.toISOString() };
  await tx
    .insert(settings)
    .values(loadedAt)
    .onConflictDoUpdate({ target: settings.key, set: { value: loadedAt.value } });
}

/**
 * Loads the demo catalog the first time the shop starts, and never again: a shop whose
 * staff deleted every demo card keeps it that way. Answers whether it loaded anything.
 */
export async function loadDemoDataOnce(
  db: Database,
  tools: DemoTools,
  today = storeDate(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [loaded] = await tx.select().from(settings).where(eq(settings.key, DEMO_LOADED_KEY));
    if (loaded) return false;
    await insertDemoData(tx, tools, today);
    return true;
  });
}

/** Empties every table and loads the demo data again (`npm run seed`). */
export async function reloadDemoData(
  db: Database,
  tools: DemoTools,
  today = storeDate(),
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`truncate table ${ALL_TABLES.join(', ')} restart identity cascade`));
    await insertDemoData(tx, tools, today);
  });
}
