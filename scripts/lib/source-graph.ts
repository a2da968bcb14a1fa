/**
 * The import graph of `src`, read with the TypeScript parser: each file's relative imports
 * (type-only ones too, for a type circle still ties two files together) and its exports.
 * `scripts/check-imports.ts` and `src/architecture.test.ts` check the architecture on it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

export interface SourceFile {
  /** Path from the repository root, with forward slashes: `src/server/app.ts`. */
  path: string;
  /** The repository files it imports, by the same kind of path. */
  imports: ImportEdge[];
  /** Names it exports itself (not re-exported from elsewhere). */
  exports: string[];
  /** Of those, the ones the file itself also uses. */
  usedInside: Set<string>;
}

export interface ImportEdge {
  target: string;
  /** Names taken; `*` for a namespace import or re-export of everything. */
  names: string[];
}

const SOURCE = /\.(ts|tsx)$/;

function listFiles(root: string, dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : listFiles(root, path);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

function resolveSpecifier(root: string, from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(root, dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')];
  const found = candidates.find((candidate) => SOURCE.test(candidate) && existsSync(candidate));
  return found ? relative(root, found).split('\\').join('/') : null;
}

const modifiers = (node: ts.Node) => (ts.canHaveModifiers(node) ? ts.getModifiers(node) : []) ?? [];
const hasModifier = (node: ts.Node, kind: ts.SyntaxKind) =>
  modifiers(node).some((modifier) => modifier.kind === kind);

function declaredNames(statement: ts.Statement): string[] {
  if (ts.isVariableStatement(statement))
    return statement.declarationList.declarations.flatMap((d) =>
      ts.isIdentifier(d.name) ? [d.name.text] : [],
    );
  if (
    (ts.isFunctionDeclaration(statement) ||
      ts.isClassDeclaration(statement) ||
      ts.isInterfaceDeclaration(statement) ||
      ts.isTypeAliasDeclaration(statement) ||
      ts.isEnumDeclaration(statement)) &&
    statement.name
  )
    return [statement.name.text];
  return [];
}

function parseFile(root: string, path: string): SourceFile {
  const text = readFileSync(join(root, path), 'utf8');
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false);
  const imports: ImportEdge[] = [];
  const exports: string[] = [];
  const mentions = new Map<string, number>();
  const addEdge = (specifier: ts.Expression | undefined, names: string[]) => {
    if (!specifier || !ts.isStringLiteral(specifier)) return;
    const target = resolveSpecifier(root, path, specifier.text);
    if (target) imports.push({ target, names });
  };
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node)) mentions.set(node.text, (mentions.get(node.text) ?? 0) + 1);
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const names: string[] = [];
      if (clause?.name) names.push('default');
      const bindings = clause?.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) names.push('*');
      if (bindings && ts.isNamedImports(bindings))
        for (const element of bindings.elements)
          names.push((element.propertyName ?? element.name).text);
      addEdge(node.moduleSpecifier, names);
    } else if (ts.isExportDeclaration(node)) {
      const clause = node.exportClause;
      const names =
        clause && ts.isNamedExports(clause)
          ? clause.elements.map((e) => (e.propertyName ?? e.name).text)
          : ['*'];
      if (node.moduleSpecifier) addEdge(node.moduleSpecifier, names);
      else exports.push(...names);
    } else if (ts.isExportAssignment(node)) {
      exports.push('default');
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0]
    ) {
      addEdge(node.arguments[0], ['*']);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      addEdge(node.argument.literal as ts.Expression, ['*']);
    }
    ts.forEachChild(node, visit);
  };
  for (const statement of source.statements) {
    if (hasModifier(statement, ts.SyntaxKind.ExportKeyword))
      exports.push(
        ...(hasModifier(statement, ts.SyntaxKind.DefaultKeyword)
          ? ['default']
          : declaredNames(statement)),
      );
  }
  visit(source);
  const usedInside = new Set(exports.filter((name) => (mentions.get(name) ?? 0) > 1));
  return { path, imports, exports, usedInside };
}

/** Every TypeScript file under the given folders, parsed. */
export function readSourceGraph(root: string, folders: readonly string[]): SourceFile[] {
  return folders.flatMap((folder) => listFiles(root, folder)).map((path) => parseFile(root, path));
}
