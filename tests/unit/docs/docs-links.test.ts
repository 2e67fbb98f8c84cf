import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { headingAnchors, markdownLinks } from './markdown-links';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const README = path.join(ROOT, 'README.md');
const DOCS = path.join(ROOT, 'docs');
const README_MAX_LINES = 150;

const pages = [
  README,
  ...readdirSync(DOCS)
    .filter((name) => name.endsWith('.md'))
    .map((name) => path.join(DOCS, name)),
];
const read = (file: string) => readFileSync(file, 'utf8');

/** The links of one page that lead nowhere: a missing file, or a heading the linked page does not have. */
function brokenLinks(page: string): string[] {
  const broken: string[] = [];
  for (const { line, target } of markdownLinks(read(page))) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto: — not a file of this repository
    const [file = '', anchor] = target.split('#');
    const linked = file === '' ? page : path.resolve(path.dirname(page), decodeURIComponent(file));
    const where = `${path.relative(ROOT, page)}:${line} → ${target}`;
    if (!existsSync(linked)) broken.push(`${where} (no such file)`);
    else if (
      anchor &&
      linked.endsWith('.md') &&
      statSync(linked).isFile() &&
      !headingAnchors(read(linked)).has(anchor)
    )
      broken.push(`${where} (no such heading)`);
  }
  return broken;
}

describe('the README and docs/', () => {
  it('keep the README a page for a newcomer', () => {
    const lines = read(README).trimEnd().split('\n').length;
    expect(lines).toBeLessThan(README_MAX_LINES);
  });

  it('keep the two set-up commands the README promises (.ci/run runs the second)', () => {
    const readme = read(README);
    expect(readme).toContain('```bash\nnpm install && npm start\n```');
    expect(readme).toContain('```bash\nbash scripts/install-test-deps.sh && npm test\n```');
    expect(read(path.join(ROOT, '.ci', 'run'))).toContain('bash scripts/install-test-deps.sh && npm test');
  });

  it('link every docs page from the README', () => {
    const linked = new Set(
      markdownLinks(read(README)).map(({ target }) => path.resolve(ROOT, target.split('#')[0] ?? '')),
    );
    const unlinked = pages.filter((page) => page !== README && !linked.has(page));
    expect(unlinked.map((page) => path.relative(ROOT, page))).toEqual([]);
  });

  it.each(pages.map((page) => [path.relative(ROOT, page), page]))(
    '%s: every relative link leads to a file and heading that exist',
    (_name, page) => {
      expect(markdownLinks(read(page)).length).toBeGreaterThan(0);
      expect(brokenLinks(page)).toEqual([]);
    },
  );
});
