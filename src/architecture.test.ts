import { describe, expect, it } from 'vitest';
import {
  deadExports,
  forbiddenImports,
  importCycles,
  serverFeature,
} from '../scripts/lib/architecture-rules.ts';
import { readSourceGraph, type SourceFile } from '../scripts/lib/source-graph.ts';

const files = readSourceGraph(process.cwd(), ['src', 'scripts', 'e2e']);

const file = (path: string, imports: string[], exports: string[] = []): SourceFile => ({
  path,
  imports: imports.map((target) => ({ target, names: ['*'] })),
  exports,
  usedInside: new Set(),
});

describe('the code keeps its architecture', () => {
  it('has no export that nothing uses', () => {
    expect(deadExports(files, (path) => path.startsWith('src/'))).toEqual([]);
  });

  it('has no two files import each other, even for types', () => {
    expect(importCycles(files)).toEqual([]);
  });

  it('has no two server features import each other, even for types', () => {
    expect(importCycles(files, serverFeature)).toEqual([]);
  });

  it('has one guard apply the store-access rule on the server', () => {
    const rule = 'src/domain/admin/permissions.ts';
    const appliers = files.filter(
      ({ path, imports }) =>
        path.startsWith('src/server/') &&
        imports.some(({ target, names }) => target === rule && names.includes('canManageStore')),
    );
    expect(appliers.map(({ path }) => path)).toEqual(['src/server/store-access.ts']);
  });

  it('has storage know no feature, HTTP error or app helper, and plugins no feature', () => {
    expect(forbiddenImports(files)).toEqual([]);
  });
});

describe('the architecture rules', () => {
  it('name a storage file that throws an HTTP error', () => {
    const wrong = [file('src/server/db/keyset.ts', ['src/server/errors.ts'])];
    expect(forbiddenImports(wrong)).toEqual([
      expect.stringContaining('src/server/db/keyset.ts -> src/server/errors.ts'),
    ]);
  });

  it('name a plugin that imports a feature, and let tests reach anywhere', () => {
    const graph = [
      file('src/server/plugins/session.ts', ['src/server/features/sessions/sessions.service.ts']),
      file('src/server/plugins/session.test.ts', ['src/server/features/sessions/x.ts']),
    ];
    expect(forbiddenImports(graph)).toHaveLength(1);
  });

  it('find two features that import each other through different files', () => {
    const graph = [
      file('src/server/features/orders/orders.routes.ts', ['src/server/features/purchases/p.ts']),
      file('src/server/features/purchases/p.ts', ['src/server/features/orders/queue.ts']),
      file('src/server/features/orders/queue.ts', []),
    ];
    expect(importCycles(graph)).toEqual([]);
    expect(importCycles(graph, serverFeature)).toEqual([
      ['src/server/features/orders', 'src/server/features/purchases'],
    ]);
  });

  it('find a circle of three files', () => {
    const graph = [file('a.ts', ['b.ts']), file('b.ts', ['c.ts']), file('c.ts', ['a.ts'])];
    expect(importCycles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });

  it('find an export no file uses', () => {
    const graph = [file('src/a.ts', [], ['used', 'unused']), file('src/b.ts', [])];
    graph[1]?.imports.push({ target: 'src/a.ts', names: ['used'] });
    expect(deadExports(graph, () => true)).toEqual(['src/a.ts: unused']);
  });
});
