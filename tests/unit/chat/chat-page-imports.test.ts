import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The chat screen paints before any antd loads ("fast on a phone"): nothing chat-page.tsx loads with it
 * may import antd, its icons or its style engine. antd comes only with the lazily imported islands.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const ENTRY = 'components/chat/chat-page.tsx';
const HEAVY_PACKAGES = ['antd', '@ant-design/icons', '@ant-design/cssinjs'];
const SOURCE_SUFFIXES = ['', '.ts', '.tsx', '.mts', '/index.ts', '/index.tsx'];
/** Imports of files the bundler handles itself (styles, data, images): nothing to follow. */
const ASSET = /\.(css|json|svg|png|jpe?g|webp)$/;

function isHeavy(specifier: string): boolean {
  return HEAVY_PACKAGES.some((name) => specifier === name || specifier.startsWith(`${name}/`));
}

function isTypeOnlyImport(clause: ts.ImportClause | undefined): boolean {
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const bindings = clause.namedBindings;
  // `import { type A, type B } from 'x'` is dropped from the output like `import type`.
  return (
    !clause.name &&
    bindings !== undefined &&
    ts.isNamedImports(bindings) &&
    bindings.elements.length > 0 &&
    bindings.elements.every((element) => element.isTypeOnly)
  );
}

/** What a module loads along with itself: its import and export-from statements, not `import()`. */
function staticImports(fileName: string, code: string): string[] {
  const kind = fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, false, kind);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && !isTypeOnlyImport(statement.importClause)) {
      if (ts.isStringLiteral(statement.moduleSpecifier)) specifiers.push(statement.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(statement) && !statement.isTypeOnly && statement.moduleSpecifier) {
      if (ts.isStringLiteral(statement.moduleSpecifier)) specifiers.push(statement.moduleSpecifier.text);
    }
  }
  return specifiers;
}

/** The project file an import names, or null for a package; throws when a project import leads nowhere. */
function resolveProjectImport(specifier: string, importer: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(ROOT, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(importer), specifier);
  else return null;
  for (const suffix of SOURCE_SUFFIXES) {
    const candidate = base + suffix;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  throw new Error(`${path.relative(ROOT, importer)}: cannot resolve '${specifier}'`);
}

interface Walk {
  /** Every project module reached, relative to the root. */
  reached: Set<string>;
  /** "a.tsx → b.tsx imports 'antd'", with the chain of imports that leads there. */
  offences: string[];
}

function walkStaticImports(entry: string): Walk {
  const start = path.join(ROOT, entry);
  const importedBy = new Map<string, string | null>([[start, null]]);
  const queue = [start];
  const offences: string[] = [];
  const chainTo = (file: string): string => {
    const chain: string[] = [];
    for (let at: string | null | undefined = file; at; at = importedBy.get(at))
      chain.unshift(path.relative(ROOT, at));
    return chain.join(' → ');
  };
  while (queue.length > 0) {
    const file = queue.shift() as string;
    for (const specifier of staticImports(file, readFileSync(file, 'utf8'))) {
      if (isHeavy(specifier)) {
        offences.push(`${chainTo(file)} imports '${specifier}'`);
        continue;
      }
      if (ASSET.test(specifier)) continue;
      const target = resolveProjectImport(specifier, file);
      if (target === null || importedBy.has(target)) continue;
      importedBy.set(target, file);
      queue.push(target);
    }
  }
  return { reached: new Set([...importedBy.keys()].map((file) => path.relative(ROOT, file))), offences };
}

describe('the chat screen loads no antd before its first paint', () => {
  const walk = walkStaticImports(ENTRY);

  it('imports antd, its icons and its style engine from no module chat-page.tsx loads with it', () => {
    expect(walk.offences).toEqual([]);
  });

  it('holds for the phone chat, the chat routes, and the conversation the landing loads on demand', () => {
    for (const entry of [
      'components/chat/mobile-chat-page.tsx',
      'pages/chat.tsx',
      'pages/mobile/chat.tsx',
      'components/chat/chat-screen.tsx',
      'components/chat/conversation/message-list.tsx',
    ])
      expect(walkStaticImports(entry).offences).toEqual([]);
  });

  it('leaves the math extensions and the virtualizer to the conversations that need them', () => {
    expect(walk.reached).not.toContain('components/chat/markdown/math-plugins.ts');
    expect(walk.reached).not.toContain('components/chat/conversation/virtual-rows.tsx');
  });

  it('leaves the conversation, its answers and the stream client out of the landing', () => {
    for (const conversationModule of [
      'components/chat/chat-screen.tsx',
      'components/chat/conversation/message-list.tsx',
      'components/chat/markdown/index.tsx',
      'components/chat/feedback/index.tsx',
      'components/model/local-model-offer.tsx',
      'client/chat-stream.ts',
      'components/app/chat-header/app-chat-header.tsx',
      'components/chat/excel/spreadsheet-upload.tsx',
    ])
      expect(walk.reached).not.toContain(conversationModule);
    expect(walkStaticImports('components/chat/chat-screen.tsx').reached).not.toContain(
      'components/chat/conversation/message-list.tsx',
    );
  });

  it('follows the whole screen, and leaves the islands to load on demand', () => {
    const conversation = walkStaticImports('components/chat/conversation/message-list.tsx');
    for (const screenModule of [
      'components/chat/dialog-list/delete-confirm.tsx',
      'components/chat/input/model-selector.tsx',
      'components/chat/input/model-params.tsx',
      'components/common/on-demand.tsx',
    ])
      expect(walk.reached).toContain(screenModule);
    expect(conversation.reached).toContain('components/chat/feedback/index.tsx');
    expect(walkStaticImports('components/chat/chat-screen.tsx').reached).toContain(
      'components/chat/hooks/chat-notice.tsx',
    );
    for (const island of [
      'components/chat/input/model-params-island.tsx',
      'components/chat/input/prompt-picker-island.tsx',
      'components/chat/input/clear-memory-island.tsx',
      'components/chat/feedback/panel-islands.tsx',
      'components/chat/feedback/feedback-drawer-island.tsx',
    ]) {
      expect(walk.reached).not.toContain(island);
      expect(conversation.reached).not.toContain(island);
      expect(existsSync(path.join(ROOT, island))).toBe(true);
    }
  });

  it('counts import and export-from statements, not type-only imports nor import()', () => {
    const probe = [
      "import type { A } from 'type-only';",
      "import { type B } from 'inline-type-only';",
      "import { C, type D } from 'mixed';",
      "import 'side-effect';",
      "export { E } from 're-export';",
      "export type { F } from 'type-re-export';",
      "const later = () => import('lazy');",
    ].join('\n');
    expect(staticImports('probe.tsx', probe)).toEqual(['mixed', 'side-effect', 're-export']);
  });
});
