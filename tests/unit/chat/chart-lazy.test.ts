import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * echarts (and the chart view with its SQL formatter and table) loads only with an answer that has a
 * chart: neither the chat screen nor the markdown renderer, which every answer loads, may pull it in.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const SUFFIXES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

interface Imports {
  staticImports: string[];
  lazyImports: string[];
}

function importsOf(file: string): Imports {
  const code = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const staticImports: string[] = [];
  const lazyImports: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const clause = statement.importClause;
      const typeOnly =
        clause?.isTypeOnly ||
        (!clause?.name &&
          clause?.namedBindings !== undefined &&
          ts.isNamedImports(clause.namedBindings) &&
          clause.namedBindings.elements.every((element) => element.isTypeOnly));
      if (!typeOnly) staticImports.push(statement.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(statement) && !statement.isTypeOnly && statement.moduleSpecifier) {
      if (ts.isStringLiteral(statement.moduleSpecifier)) staticImports.push(statement.moduleSpecifier.text);
    }
  }
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteral(argument)) lazyImports.push(argument.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { staticImports, lazyImports };
}

function resolve(specifier: string, importer: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(ROOT, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(importer), specifier);
  else return null;
  for (const suffix of SUFFIXES) {
    const candidate = base + suffix;
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // try the next suffix
    }
  }
  return null;
}

/** Every project module and package loaded along with `entry` (import and export-from, not import()). */
function staticClosure(entry: string): { modules: Set<string>; packages: Set<string> } {
  const modules = new Set<string>([path.join(ROOT, entry)]);
  const packages = new Set<string>();
  const queue = [...modules];
  while (queue.length) {
    const file = queue.shift() as string;
    for (const specifier of importsOf(file).staticImports) {
      const target = resolve(specifier, file);
      if (target === null) {
        if (!specifier.startsWith('.') && !specifier.startsWith('@/')) packages.add(specifier);
        continue;
      }
      if (/\.(css|json)$/.test(target) || modules.has(target)) continue;
      modules.add(target);
      queue.push(target);
    }
  }
  return { modules: new Set([...modules].map((file) => path.relative(ROOT, file))), packages };
}

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => path.join(ROOT, folder, name));
}

const isChartLibrary = (specifier: string) => /^(echarts|zrender)(\/|$)/.test(specifier);

describe('the chart library loads lazily', () => {
  it('is imported by one module only, the renderer, and that module only through import()', () => {
    const files = ['components', 'pages', 'client', 'utils', 'contexts'].flatMap(sourceFiles);
    const importers = files.filter((file) => importsOf(file).staticImports.some(isChartLibrary));
    expect(importers.map((file) => path.relative(ROOT, file))).toEqual([
      'components/chat/chart/echarts-renderer.tsx',
    ]);
    const lazyImporters = files.filter((file) => importsOf(file).lazyImports.includes('./echarts-renderer'));
    expect(lazyImporters.map((file) => path.relative(ROOT, file))).toEqual([
      'components/chat/chart/chart-panel.tsx',
    ]);
  });

  it('stays out of the chat screen and of the markdown renderer every answer loads', () => {
    for (const entry of [
      'pages/chat.tsx',
      'components/chat/chat-page.tsx',
      'components/chat/markdown/chat-markdown-renderer.tsx',
    ]) {
      const { modules, packages } = staticClosure(entry);
      expect([...packages].filter(isChartLibrary)).toEqual([]);
      expect(packages).not.toContain('sql-formatter');
      expect(modules).not.toContain('components/chat/chart/echarts-renderer.tsx');
      expect(modules).not.toContain('components/chat/chart/chart-block-view.tsx');
    }
    // The markdown renderer does reach the small chart entry that loads the rest.
    expect(staticClosure('components/chat/markdown/chat-markdown-renderer.tsx').modules).toContain(
      'components/chat/chart/index.tsx',
    );
  });
});
