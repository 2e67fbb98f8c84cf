/** The hostile inputs of the bad-input sweep: values, query strings and bodies built from them. */

import type { DatasourceIds } from './bad-input-datasources';
import type { KnowledgeIds } from './bad-input-knowledge';

/** Ids a request names: the attacker's own (to reach storage) or the victim's (to reach nothing). */
export interface DataIds extends KnowledgeIds, DatasourceIds {
  convUid: string;
  fileId: string;
  fileUri: string;
  promptCode: string;
}

export interface BodyCase {
  label: string;
  contentType?: string;
  body: string | Uint8Array<ArrayBuffer>;
}

/** Text values a query string or a JSON text field may carry. */
export const BAD_TEXT = [
  '',
  ' ',
  'x'.repeat(4000),
  '9'.repeat(400),
  '9007199254740993',
  '-1',
  '1e308',
  'NaN',
  '1.5',
  'a\u0000b',
  '../../../etc/passwd',
  "' OR 1=1 --",
  '%_%',
  '<script>alert(1)</script>',
] as const;

/** Raw JSON values (as text, so that numbers beyond what JavaScript holds stay as sent). */
export const BAD_JSON_VALUES = [
  'null',
  '0',
  '-1',
  '1.5',
  '9007199254740993',
  '1e400',
  'true',
  '[]',
  '{}',
  '["a"]',
  '{"$ne": 1}',
  JSON.stringify('x'.repeat(20_000)),
  JSON.stringify('a\u0000b'),
  JSON.stringify("' OR 1=1 --"),
] as const;

/** Every query parameter any route reads, with a value it would accept, naming `ids`. */
export function validQuery(ids: DataIds): Record<string, string> {
  return {
    con_uid: ids.convUid,
    conv_uid: ids.convUid,
    conv_id: ids.convUid,
    round_index: '1',
    conv_index: '1',
    chat_mode: 'chat_normal',
    page: '1',
    page_size: '10',
    prompt_type: 'Normal',
    target: '',
    prompt_language: 'en',
    uri: ids.fileUri,
    bucket: 'dbgpt_app_file',
    file_id: ids.fileId,
    model_name: 'fake-model',
    temperature: '0.5',
    max_new_tokens: '10',
    user_name: 'someone',
    user_id: 'someone',
    sys_code: 'dbgpt',
    app_code: 'app',
    is_hot_question: 'true',
    role: 'admin',
  };
}

/** Every body field any route reads, with a value it would accept, naming `ids`. */
export function validBody(ids: DataIds): Record<string, unknown> {
  return {
    conv_uid: ids.convUid,
    conv_index: 1,
    message_id: '1',
    feedback_type: 'unlike',
    reason_types: ['OTHERS'],
    remark: 'r',
    question: 'q',
    score: 0,
    ques_type: 'information',
    messages: 'm',
    knowledge_space: 'k',
    user_input: 'hello',
    chat_mode: 'chat_normal',
    model_name: 'fake-model',
    temperature: 0.5,
    max_new_tokens: 10,
    incremental: false,
    app_code: 'app',
    select_param: 'p',
    sys_code: 'dbgpt',
    user_name: 'someone',
    prompt_code: ids.promptCode,
    prompt_name: 'name',
    prompt_type: 'Normal',
    content: 'Hello {name}',
    prompt_language: 'en',
    visibility: 'public',
    query: 'name',
    llm_out: '{}',
    response_schema: '{"a": "b"}',
    chat_scene: 'chat_normal',
    input_variables: 'name',
    uris: [ids.fileUri],
    bucket_file_pairs: [{ bucket: 'dbgpt_app_file', file_id: ids.fileId }],
    page: 1,
    page_size: 10,
    host: '127.0.0.1',
    port: 1,
    model: 'fake-model',
    worker_type: 'llm',
    delete_after: false,
    name: ids.space,
    vector_type: 'VectorStore',
    doc_name: ids.docName,
    doc_type: 'TEXT',
    doc_id: ids.docId,
    doc_ids: [ids.docId],
    document_id: ids.docId,
    chunk_id: ids.chunkId,
    questions: ['q?'],
    argument: '{"embedding": {"topk": "3"}}',
    chunk_parameters: { chunk_strategy: 'Automatic' },
    status: 'TODO',
    type: 'sqlite',
    params: { path: ids.datasourcePath },
    display_name: `sweep ${ids.datasourceId}`,
    description: 'd',
    db_type: 'sqlite',
    db_name: 'sweep',
    db_path: ids.datasourcePath,
  };
}

const encode = (entries: [string, string][]) =>
  entries.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`).join('&');

/**
 * Query strings: none, valid for the attacker's own data, valid for the victim's, each bad value
 * everywhere, one parameter at a time, and repeated keys. The first three are the short list.
 */
export function queryCases(own: DataIds, victim: DataIds): string[] {
  const valid = Object.entries(validQuery(own));
  const cases = ['', encode(valid), encode(Object.entries(validQuery(victim)))];
  for (const bad of BAD_TEXT) cases.push(encode(valid.map(([name]) => [name, bad])));
  for (const [name] of valid) {
    for (const bad of ['9007199254740993', 'a\u0000b'])
      cases.push(encode(valid.map(([other, value]) => [other, other === name ? bad : value])));
  }
  cases.push(encode([...valid, ...valid]));
  return cases;
}

function jsonWith(fields: Record<string, unknown>, raw: Record<string, string>): string {
  const parts = Object.entries(fields)
    .filter(([name]) => !(name in raw))
    .map(([name, value]) => `${JSON.stringify(name)}: ${JSON.stringify(value)}`);
  for (const [name, value] of Object.entries(raw)) parts.push(`${JSON.stringify(name)}: ${value}`);
  return `{${parts.join(', ')}}`;
}

/** Bodies: valid (own data, the victim's), malformed JSON, other media types, wrong types, huge texts. */
export function bodyCases(own: DataIds, victim: DataIds): BodyCase[] {
  const valid = validBody(own);
  const names = Object.keys(valid);
  const json = (label: string, body: string): BodyCase => ({ label, body });
  const cases: BodyCase[] = [
    json('valid', JSON.stringify(valid)),
    json("the victim's ids", JSON.stringify(validBody(victim))),
    ...['{', '[1,', '{"a":}', 'null', '"text"', '123', 'true', '[]', '\u0000', '{"a": "\\ud800"}'].map(
      (body) => json(`malformed ${body}`, body),
    ),
    json('deep nesting', `${'['.repeat(5000)}${']'.repeat(5000)}`),
    json('prototype keys', '{"__proto__": {"polluted": true}, "constructor": {"prototype": {"x": 1}}}'),
    { label: 'text', contentType: 'text/plain', body: 'hello' },
    { label: 'form', contentType: 'application/x-www-form-urlencoded', body: 'conv_uid=a&user_input=b' },
    { label: 'broken multipart', contentType: 'multipart/form-data; boundary=zzz', body: '--zzz\r\nbroken' },
    { label: 'invalid UTF-8', body: new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]) },
  ];
  for (const bad of BAD_JSON_VALUES)
    cases.push(
      json(`every field ${bad.slice(0, 20)}`, jsonWith({}, Object.fromEntries(names.map((n) => [n, bad])))),
    );
  for (const name of names) {
    for (const bad of ['9007199254740993', '{"$ne": 1}'])
      cases.push(json(`${name}=${bad}`, jsonWith(valid, { [name]: bad })));
  }
  // Alone as well as among valid fields: filters narrow a search before the huge text would be used.
  const huge = JSON.stringify('x'.repeat(200_000));
  for (const name of ['user_input', 'prompt_name', 'query', 'content', 'conv_uid', 'llm_out']) {
    cases.push(json(`${name} of 200 kB`, jsonWith(valid, { [name]: huge })));
    cases.push(json(`only ${name} of 200 kB`, `{${JSON.stringify(name)}: ${huge}}`));
  }
  return cases;
}

/** Values for path parameters: the victim's, too long, traversal, NUL and numbers beyond 2^53. */
export function pathParamCases(victim: DataIds): string[] {
  return [
    victim.fileId,
    'dbgpt_app_file',
    'x'.repeat(150),
    '..%2F..%2Fetc',
    'a%00b',
    '9007199254740993',
    '%20',
    victim.space,
    String(victim.datasourceId),
  ];
}
