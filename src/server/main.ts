import './production-mode.ts';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app.ts';
import { databaseTarget, openDatabase } from './db/client.ts';
import { createEmbeddedUpkeep } from './db/embedded-upkeep.ts';
import { seedOnFirstStart } from './demo-data.ts';
import { loadEnv, mailSettings, stripeSettings } from './env.ts';
import { ensureAdminPassword } from './features/admin/admin-password.ts';
import { createStripeProvider } from './features/payments/stripe-provider.ts';
import { createTestPaymentProvider } from './features/payments/test-provider.ts';
import { webDistDir } from './paths.ts';

/** The only file that listens or handles signals. */
async function main(): Promise<void> {
  const env = loadEnv();
  const database = await openDatabase(databaseTarget(env));
  // Instances starting together on one server would otherwise each migrate and seed at once.
  const { seeded, adminPassword } = await database.exclusively(async () => {
    await database.migrate();
    return {
      seeded: await seedOnFirstStart(database.db),
      adminPassword: await ensureAdminPassword(database.db, env.ADMIN_PASSWORD),
    };
  });

  const stripe = stripeSettings(env);
  const payments = stripe ? createStripeProvider(stripe) : createTestPaymentProvider(database.db);
  const app = await buildApp({
    db: database.db,
    uploadsDir: path.join(env.dataDir, 'uploads'),
    payments,
    adminPassword: env.ADMIN_PASSWORD,
    importMaxBytes: env.IMPORT_MAX_BYTES,
    trustProxy: env.TRUST_PROXY,
    storeNetworks: env.STORE_NETWORKS,
    mail: mailSettings(env),
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    logger: { level: env.LOG_LEVEL },
    // Without a web build (an API-only start) the API still serves; `npm start` always builds it.
    webDistDir: existsSync(path.join(webDistDir, 'index.html')) ? webDistDir : undefined,
  });
  const address = await app.listen({ port: env.PORT, host: env.HOST });
  // A PostgreSQL server vacuums and analyzes by itself; the embedded database needs telling.
  const upkeep = database.engine === 'pglite' ? createEmbeddedUpkeep(database.db) : undefined;
  upkeep?.start((error) => app.log.error(error));

  const lines = [
    '',
    `  Natural State TCG is open at ${address.replace('0.0.0.0', 'localhost')}`,
    `  Database: ${database.engine === 'pglite' ? `embedded, in ${env.dataDir}` : 'PostgreSQL server'}`,
    `  Card payments: ${payments.name === 'stripe' ? 'Stripe' : 'built-in test provider (test cards only)'}`,
    `  E-mail: ${env.SMTP_URL ? 'sent over SMTP' : 'kept in the outbox (owner dashboard, Emails tab); set SMTP_URL to send'}`,
  ];
  if (seeded) lines.push('  Demo data loaded (first start).');
  if (adminPassword) {
    lines.push(
      `  Admin password (shown once, keep it safe): ${adminPassword.generated}`,
      '  Set ADMIN_PASSWORD to choose your own.',
    );
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping: finishing requests in flight');
    await app.close();
    await upkeep?.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
