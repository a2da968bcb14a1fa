/**
 * `npm run bench:import [-- --rows 100000]`: a ManaBox collection of that many rows, imported
 * into a fresh embedded database through the real HTTP API (preview, then apply), and exported
 * again. Prints each step's time, the storefront's latency while the apply runs (a tournament
 * list read over and over), and the process's peak memory.
 */

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { stringify } from 'csv-stringify/sync';
import { CARD_FORMATS } from '../src/domain/imports/card-formats.ts';
import { buildApp } from '../src/server/app.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { ownerToken } from './lib/shop-api.ts';

const { values } = parseArgs({ options: { rows: { type: 'string', default: '100000' } } });
const rows = Number(values.rows);
const password = 'bench-import-password';
const CONDITIONS = ['near_mint', 'excellent', 'good', 'light_played', 'played', 'poor'];
const FOILS = ['normal', 'foil', 'etched'];
const LANGUAGES = ['en', 'ja', 'de', 'fr', 'it', 'es'];

/** Every row its own card (the collector number differs), as a big collection's file is. */
function manaboxFile(count: number): Buffer {
  const lines = Array.from({ length: count }, (_, n) => [
    'Bulk',
    'binder',
    `Bench Card ${n % 5000}`,
    'blb',
    'Bloomburrow',
    String(n + 1),
    FOILS[n % FOILS.length],
    'common',
    String(1 + (n % 4)),
    String(n),
    `00000000-0000-0000-0000-${String(n).padStart(12, '0')}`,
    (0.1 + (n % 500) / 100).toFixed(2),
    'false',
    'false',
    CONDITIONS[n % CONDITIONS.length],
    LANGUAGES[n % LANGUAGES.length],
    'USD',
  ]);
  return Buffer.from(
    stringify(lines, { header: true, columns: [...CARD_FORMATS.manabox.columns] }),
  );
}

const say = (line: string) => process.stdout.write(`${line}\n`);

function peakMemoryMb(): number {
  const status = readFileSync('/proc/self/status', 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

async function timed<Result>(label: string, step: () => Promise<Result>): Promise<Result> {
  const started = performance.now();
  const result = await step();
  say(`${label.padEnd(34)} ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-bench-import-'));
const database = await openDatabase({ kind: 'pglite', dataDir });
await database.migrate();
const app = await buildApp({
  db: database.db,
  uploadsDir: path.join(dataDir, 'uploads'),
  adminPassword: password,
});
const base = await app.listen({ port: 0, host: '127.0.0.1' });
try {
  const authorization = `Bearer ${await ownerToken({ url: base }, password)}`;
  const file = manaboxFile(rows);
  say(`${rows} rows, ${(file.length / 1024 / 1024).toFixed(1)} MB`);

  const form = new FormData();
  form.set('location', 'nlr');
  form.set('kind', 'cards');
  form.set('pricing', 'markup:100');
  form.set('file', new Blob([file], { type: 'text/csv' }), 'bench.csv');
  const preview = await timed('preview (upload, parse, compare)', async () => {
    const response = await fetch(`${base}/api/admin/imports`, {
      method: 'POST',
      headers: { authorization },
      body: form,
    });
    if (response.status !== 201) throw new Error(`preview: ${await response.text()}`);
    return (await response.json()) as { id: number; added: number; refused: number };
  });
  say(`  added ${preview.added}, refused ${preview.refused}`);
  let applying = true;
  const storefront = (async () => {
    const latencies: number[] = [];
    while (applying) {
      const started = performance.now();
      await (await fetch(`${base}/api/tournaments?location=benton`)).arrayBuffer();
      latencies.push(performance.now() - started);
    }
    return latencies.sort((a, b) => a - b);
  })();
  await timed('apply (batches of 500 items)', async () => {
    const response = await fetch(`${base}/api/admin/imports/${preview.id}/apply`, {
      method: 'POST',
      headers: { authorization },
    });
    applying = false;
    if (response.status !== 200) throw new Error(`apply: ${await response.text()}`);
  });
  const latencies = await storefront;
  const at = (share: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))] ?? 0;
  say(
    `  storefront during apply: ${latencies.length} requests, p50 ${at(0.5).toFixed(0)} ms, p99 ${at(0.99).toFixed(0)} ms, max ${at(1).toFixed(0)} ms`,
  );
  await timed('export (shop format)', async () => {
    const response = await fetch(`${base}/api/admin/exports/cards.csv?location=nlr`, {
      headers: { authorization },
    });
    const text = await response.text();
    say(`  ${text.split('\n').length - 2} cards exported`);
  });
  say(`peak memory (server and client in one process) ${peakMemoryMb().toFixed(0)} MB`);
} finally {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
