/**
 * The import rules of docs/architecture.md that TypeScript's project references cannot state,
 * checked on the import graph: storage knows neither HTTP, the app's helpers nor the features;
 * a cross-cutting plugin knows no feature; no two files import each other, even for types.
 */
import type { SourceFile } from './source-graph.ts';

export interface ImportRule {
  /** Files the rule is about: a path prefix. */
  from: string;
  /** Imports they may not make: path prefixes. */
  forbidden: readonly string[];
  why: string;
}

export const IMPORT_RULES: readonly ImportRule[] = [
  {
    from: 'src/server/db/',
    forbidden: [
      'src/server/features/',
      'src/server/plugins/',
      'src/server/lib/',
      'src/server/errors.ts',
    ],
    why: 'storage knows neither the features, HTTP errors nor the app helpers',
  },
  {
    from: 'src/server/plugins/',
    forbidden: ['src/server/features/'],
    why: 'a cross-cutting plugin knows no feature',
  },
];

const isTest = (path: string) =>
  /\.test\.tsx?$/.test(path) || path.startsWith('src/server/testing/');

/** Each import that breaks a rule, as "from -> to (why)". Tests may reach anywhere. */
export function forbiddenImports(files: readonly SourceFile[]): string[] {
  return files.flatMap((file) => {
    if (isTest(file.path)) return [];
    const rules = IMPORT_RULES.filter((rule) => file.path.startsWith(rule.from));
    return file.imports.flatMap(({ target }) =>
      rules
        .filter((rule) => rule.forbidden.some((prefix) => target.startsWith(prefix)))
        .map((rule) => `${file.path} -> ${target} (${rule.why})`),
    );
  });
}

/**
 * Files that import each other, directly or round a longer circle: each circle as its files
 * in order. With `unit`, files are taken together by it (a feature's folder, say), and a file
 * `unit` answers nothing for is left out.
 */
export function importCycles(
  files: readonly SourceFile[],
  unit: (path: string) => string | undefined = (path) => path,
): string[][] {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const from = unit(file.path);
    if (isTest(file.path) || from === undefined) continue;
    const targets = file.imports.flatMap(({ target }) => {
      const to = unit(target);
      return to === undefined || to === from ? [] : [to];
    });
    const self = file.imports.some(({ target }) => target === file.path) ? [from] : [];
    graph.set(from, [...new Set([...(graph.get(from) ?? []), ...targets, ...self])]);
  }
  return stronglyConnected(graph);
}

/** The server feature a file belongs to: `src/server/features/orders`. */
export const serverFeature = (path: string) => path.match(/^src\/server\/features\/[^/]+/)?.[0];

/** Tarjan's strongly connected components: the circles of a graph, each sorted. */
function stronglyConnected(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const connect = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) ?? 0);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (!index.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
      onStack.delete(member);
      component.push(member);
      if (member === node) break;
    }
    if (component.length > 1 || graph.get(node)?.includes(node)) components.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) connect(node);
  return components;
}

/**
 * Dead code: exports that nothing imports and their own file does not use either, as
 * "file: name", among the files `checked` accepts. Every file is read as an importer (entry
 * points, scripts, journeys and tests too); a re-export counts as a use, and `export *` or a
 * namespace import uses every name.
 */
export function deadExports(
  files: readonly SourceFile[],
  checked: (path: string) => boolean,
): string[] {
  const used = new Map<string, Set<string>>();
  for (const file of files)
    for (const { target, names } of file.imports) {
      const set = used.get(target) ?? new Set<string>();
      for (const name of names) set.add(name);
      used.set(target, set);
    }
  return files
    .filter((file) => checked(file.path) && !isTest(file.path))
    .flatMap((file) => {
      const names = used.get(file.path);
      if (names?.has('*')) return [];
      return file.exports
        .filter((name) => !names?.has(name) && !file.usedInside.has(name))
        .map((name) => `${file.path}: ${name}`);
    });
}
