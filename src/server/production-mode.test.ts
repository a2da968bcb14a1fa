import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** Which build of React's server renderer a fresh Node process loads after `imports`. */
function reactBuildAfter(imports: string): string {
  const { NODE_ENV: _, ...env } = process.env;
  return execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `${imports}
      import { createRequire } from 'node:module';
      const require = createRequire(import.meta.url);
      require('react-dom/server');
      const loaded = Object.keys(require.cache).find((file) => file.includes('react-dom-server.node'));
      process.stdout.write(loaded?.includes('production') ? 'production' : 'development');`,
    ],
    { env, encoding: 'utf8' },
  );
}

describe('the server', () => {
  it("renders mail with React's production build when NODE_ENV is not set", () => {
    expect(reactBuildAfter('')).toBe('development');
    expect(reactBuildAfter("import './src/server/production-mode.ts';")).toBe('production');
  });

  it('sets the mode before main.ts loads any library', () => {
    const main = readFileSync(new URL('./main.ts', import.meta.url), 'utf8');
    expect(main.match(/^import .*$/m)?.[0]).toBe("import './production-mode.ts';");
  });
});
