/**
 * `npm run lint` runs this after Biome: the import rules of docs/architecture.md that the
 * TypeScript project references cannot state, import circles, and exports nothing uses.
 * Exits 1 naming each finding.
 */
import {
  deadExports,
  forbiddenImports,
  importCycles,
  serverFeature,
} from './lib/architecture-rules.ts';
import { readSourceGraph } from './lib/source-graph.ts';

const files = readSourceGraph(process.cwd(), ['src', 'scripts', 'e2e']);
const findings = [
  ...forbiddenImports(files).map((line) => `wrong-way import: ${line}`),
  ...importCycles(files).map((cycle) => `import circle: ${cycle.join(' <-> ')}`),
  ...importCycles(files, serverFeature).map((cycle) => `feature circle: ${cycle.join(' <-> ')}`),
  ...deadExports(files, (path) => path.startsWith('src/')).map((line) => `unused export: ${line}`),
];
for (const finding of findings) console.error(finding);
process.exitCode = findings.length > 0 ? 1 : 0;
