import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-start-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

interface Started {
  child: ChildProcess;
  url: string;
  output: () => string;
}

/** Starts the real server entry point on a free port and waits for its banner. */
function start(): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /open at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve({ child, url: match[1], output: () => output });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
}

function stop(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}

async function cardTotal(url: string): Promise<number> {
  const response = await fetch(`${url}/api/cards?location=nlr`);
  const body = (await response.json()) as { total: number; items: { price: string }[] };
  expect(body.items[0]?.price).toMatch(/^\d+\.\d{2}$/);
  return body.total;
}

describe('starting the shop', () => {
  it('seeds on the first start only, prints the admin password once, and keeps data across restarts', async () => {
    const first = await start();
    expect(first.output()).toContain('Demo data loaded');
    expect(first.output()).toMatch(/Admin password \(shown once, keep it safe\): \S{12,}/);
    const total = await cardTotal(first.url);
    expect(total).toBeGreaterThan(0);
    expect(await stop(first.child)).toBe(0);

    const second = await start();
    expect(second.output()).not.toContain('Demo data loaded');
    expect(second.output()).not.toContain('Admin password');
    expect(await cardTotal(second.url)).toBe(total);
    expect(await stop(second.child)).toBe(0);
  }, 60_000);
});
