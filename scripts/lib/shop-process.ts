import { type ChildProcess, spawn } from 'node:child_process';

export interface ShopProcess {
  child: ChildProcess;
  url: string;
  output: () => string;
}

const ENTRY = {
  /**
   * What `npm start` runs (`npm run build` first), with its heap's bounds: without them, V8 on
   * a big machine lets garbage grow the heap to several times what is live before collecting.
   */
  built: ['--max-old-space-size=1024', '--max-semi-space-size=2', 'dist/node/server/main.js'],
  /** The TypeScript sources, for tests that should not wait for a build. */
  source: ['--import', 'tsx', 'src/server/main.ts'],
};

/**
 * Starts the server on a free port and waits for its banner, with Node's `flags` (a CPU
 * profile's, say). Rejects with the server's output if it exits before it is ready.
 */
export function startShop(
  env: Record<string, string>,
  entry: keyof typeof ENTRY = 'built',
  flags: readonly string[] = [],
): Promise<ShopProcess> {
  const child = spawn(process.execPath, [...flags, ...ENTRY[entry]], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
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
    child.on('exit', (code) => reject(new Error(`the server exited with ${code}:\n${output}`)));
  });
}

export function stopShop(
  child: ChildProcess,
  signal: NodeJS.Signals = 'SIGTERM',
): Promise<number | null> {
  return new Promise((resolve) => {
    // A process killed by a signal has no exit code, only the signal: it has stopped all the same.
    if (child.exitCode !== null || child.signalCode !== null) {
      resolve(child.exitCode);
      return;
    }
    child.once('exit', (code) => resolve(code));
    child.kill(signal);
  });
}
