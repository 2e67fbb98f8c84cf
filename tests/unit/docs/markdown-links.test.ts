import { describe, expect, it } from 'vitest';
import { headingAnchors, markdownLinks } from './markdown-links';

// The docs' link check is only as good as its reading of Markdown: these pin that reading down.
describe('reading Markdown links and headings', () => {
  it('finds links and images, not what code spans and code blocks show', () => {
    const page = [
      'See [the reference](docs/configuration.md#sign-in) and ![shot](docs/screenshot.png).',
      'In code: `[not](a-link.md)`.',
      '```md',
      '[not either](missing.md)',
      '```',
      '[last](https://example.com "title")',
    ].join('\n');
    expect(markdownLinks(page)).toEqual([
      { line: 1, target: 'docs/configuration.md#sign-in' },
      { line: 1, target: 'docs/screenshot.png' },
      { line: 6, target: 'https://example.com' },
    ]);
  });

  it("gives headings GitHub's anchors, numbering repeats and ignoring code blocks", () => {
    const page = [
      '# Sign-in, accounts and API keys',
      '## `local`: accounts',
      '## The DB-GPT 0.8.1 test suite',
      '## Web client (build time)',
      '## Notes',
      '## Notes',
      '```bash',
      '# not a heading',
      '```',
    ].join('\n');
    expect([...headingAnchors(page)]).toEqual([
      'sign-in-accounts-and-api-keys',
      'local-accounts',
      'the-db-gpt-081-test-suite',
      'web-client-build-time',
      'notes',
      'notes-1',
    ]);
  });
});
