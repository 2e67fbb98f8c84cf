import { splitReferences } from '@/components/chat/references';
import { parseReferences } from '@/components/chat/references/parse-references';

const DOCUMENTS = [
  { name: 'guide.md', chunks: [{ id: 11, content: 'Say "hi" & <wave>.', meta_info: '', recall_score: 0.9 }] },
];

/** Attribute-escaped the way Python's ElementTree escapes it (DB-GPT 0.8.1). */
function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const json = escapeAttribute(JSON.stringify(DOCUMENTS));
const selfClosing = `<references title="References" references="${json}" />`;
const withClosingTag = `<references title="References" references="${json}"></references>`;

describe('splitReferences', () => {
  it('holds back the start of an element only while streaming', () => {
    expect(splitReferences('Text <refer', true)).toEqual({ answer: 'Text ', references: [] });
    expect(splitReferences('Text <REFER', true)).toEqual({ answer: 'Text ', references: [] });
    expect(splitReferences('a < b', true)).toEqual({ answer: 'a < b', references: [] });
    expect(splitReferences('a <', true)).toEqual({ answer: 'a ', references: [] });
    expect(splitReferences('a <', false)).toEqual({ answer: 'a <', references: [] });
    expect(splitReferences('Keep <referencesX> text', false).answer).toBe('Keep <referencesX> text');
  });

  it('cuts a complete element with a closing tag out, keeping any text after it', () => {
    const element = '<references title="R" references="[]"></references>';
    expect(splitReferences(`Answer\n\n${element}`, false)).toEqual({
      answer: 'Answer',
      references: [element],
    });
    expect(splitReferences(`Answer ${element} tail`, false)).toEqual({
      answer: 'Answer\n\ntail',
      references: [element],
    });
  });

  it('cuts a self-closing element out, streaming or not', () => {
    for (const streaming of [true, false]) {
      expect(splitReferences(`Answer\n\n${selfClosing}`, streaming)).toEqual({
        answer: 'Answer',
        references: [selfClosing],
      });
    }
  });

  it("keeps one copy of DB-GPT's stored answer, which holds the same element twice", () => {
    const stored = `Install it.\n\n${selfClosing}\n\n${selfClosing}`;
    expect(splitReferences(stored, false)).toEqual({ answer: 'Install it.', references: [selfClosing] });
  });

  it('cuts every occurrence, in both forms, and keeps the text between them', () => {
    const other = `<references references='[{"name":"b.md","chunks":[]}]' title='R'/>`;
    const { answer, references } = splitReferences(`One ${withClosingTag} two ${other} three`, false);
    expect(answer).toBe('One\n\ntwo\n\nthree');
    expect(references).toEqual([withClosingTag, other]);
  });

  it('reads a `>` inside a quoted attribute as part of the value', () => {
    const element = `<references title='a > b' references='[]' />`;
    expect(splitReferences(`Text ${element}`, false)).toEqual({ answer: 'Text', references: [element] });
  });

  it('holds back an element whose opening tag or closing tag is still arriving', () => {
    const opening = withClosingTag.slice(0, withClosingTag.indexOf('>') + 1);
    expect(splitReferences(`Text ${selfClosing.slice(0, 60)}`, true)).toEqual({
      answer: 'Text',
      references: [],
    });
    expect(splitReferences(`Text ${opening}`, true)).toEqual({ answer: 'Text', references: [] });
    expect(splitReferences(`Text ${opening}</refer`, true)).toEqual({ answer: 'Text', references: [] });
  });

  it('never shows a broken element of a finished answer as text', () => {
    const opening = withClosingTag.slice(0, withClosingTag.indexOf('>') + 1);
    expect(splitReferences(`Text ${selfClosing.slice(0, 60)}`, false)).toEqual({
      answer: 'Text',
      references: [],
    });
    // An opening tag that is never closed stands for the element.
    expect(splitReferences(`Text ${opening}`, false)).toEqual({ answer: 'Text', references: [opening] });
  });
});

describe('parseReferences', () => {
  const expected = [
    {
      name: 'guide.md',
      chunks: [{ id: '11', content: 'Say "hi" & <wave>.', score: 0.9, documentId: null, spaceName: null }],
    },
  ];

  it('reads both forms and decodes the entity-escaped JSON', () => {
    expect(parseReferences([selfClosing])).toEqual(expected);
    expect(parseReferences([withClosingTag])).toEqual(expected);
  });

  it('reads the attributes in either order and in single quotes', () => {
    const raw = JSON.stringify(DOCUMENTS).replace(/'/g, '&#39;');
    expect(parseReferences([`<references references='${raw}' title='References'/>`])).toEqual(expected);
    expect(parseReferences([`<references references="${json}" title="References"></references>`])).toEqual(
      expected,
    );
  });

  it('merges several elements into one list, each document and chunk once', () => {
    const more = escapeAttribute(
      JSON.stringify([
        {
          name: 'guide.md',
          chunks: [
            { id: 11, content: 'Say "hi" & <wave>.' },
            { id: 12, content: 'More.' },
          ],
        },
        { name: '手册.pdf', chunks: [{ id: 'p-1', content: '退货政策', recall_score: 0.4 }] },
      ]),
    );
    const documents = parseReferences([selfClosing, selfClosing, `<references references="${more}" />`]);
    expect(documents.map((doc) => [doc.name, doc.chunks.map((chunk) => chunk.id)])).toEqual([
      ['guide.md', ['11', '12']],
      ['手册.pdf', ['p-1']],
    ]);
  });

  it.each([
    ['malformed JSON', '<references title="R" references="[{&quot;name&quot;: oops" />'],
    ['JSON that is not a list', '<references references="{&quot;name&quot;: &quot;a&quot;}" />'],
    ['no references attribute', '<references title="R" />'],
    [
      'wrong shapes',
      `<references references="${escapeAttribute('[{"title": 1}, {"name": "x", "chunks": [{}]}]')}" />`,
    ],
  ])('returns nothing, without throwing, for %s', (_case, element) => {
    expect(parseReferences([element])).toEqual([]);
  });

  it('keeps the readable elements when another one is broken', () => {
    expect(parseReferences(['<references references="[oops" />', selfClosing])).toEqual(expected);
  });
});
