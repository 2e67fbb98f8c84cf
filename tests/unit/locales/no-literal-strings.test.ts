import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const SCANNED = ['components', 'pages'];
/** Attributes whose value a person reads or hears. */
const TEXT_ATTRIBUTES = new Set([
  'title',
  'placeholder',
  'alt',
  'aria-label',
  'label',
  'description',
  'okText',
  'cancelText',
  'message',
  'tooltip',
  'subTitle',
  'content',
  'emptyText',
  'addonBefore',
  'addonAfter',
]);
const LETTER = /\p{L}/u;

function tsxFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return tsxFiles(full);
    return full.endsWith('.tsx') ? [full] : [];
  });
}

/** Finds user-visible literals: JSX text and string literals in text attributes. */
function findLiterals(source: string, fileName: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && LETTER.test(node.text)) found.push(node.text.trim());
    const onMeta = ts.isJsxAttribute(node) && node.parent.parent.tagName.getText(file) === 'meta';
    if (
      ts.isJsxAttribute(node) &&
      !onMeta &&
      TEXT_ATTRIBUTES.has(node.name.getText(file)) &&
      node.initializer
    ) {
      const init = node.initializer;
      const literal = ts.isStringLiteral(init)
        ? init
        : ts.isJsxExpression(init) && init.expression && ts.isStringLiteralLike(init.expression)
          ? init.expression
          : undefined;
      if (literal && LETTER.test(literal.text)) found.push(`${node.name.getText(file)}="${literal.text}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('user-visible strings', () => {
  it('the scanner catches JSX text and text attributes', () => {
    expect(findLiterals('const a = <p title="Hello">World {x}</p>;', 'a.tsx')).toEqual([
      'title="Hello"',
      'World',
    ]);
    expect(findLiterals('const a = <p aria-label={t("k")}>{t("x")} · 42</p>;', 'a.tsx')).toEqual([]);
  });

  it('components and pages render no literal text: everything goes through i18n', () => {
    const offenders = SCANNED.flatMap((dir) => tsxFiles(path.join(ROOT, dir))).flatMap((file) =>
      findLiterals(readFileSync(file, 'utf8'), file).map((text) => `${path.relative(ROOT, file)}: ${text}`),
    );
    expect(offenders).toEqual([]);
  });
});
