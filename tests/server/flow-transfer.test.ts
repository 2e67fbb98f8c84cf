import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { parse as parseToml } from 'smol-toml';
import type { FlowPanel } from '@/contract/flow';
import { startFakeOpenAI, type FakeOpenAI } from '../support/fake-openai';
import { startTestServer, type TestServer } from './harness';
import { AWEL, canvas, canvasNode, chatFlowNodes, createFlow, flowCall, oneModelEnv } from './flow-helpers';

let fake: FakeOpenAI;
let server: TestServer;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  server = await startTestServer({ env: oneModelEnv(fake.url) });
});
afterAll(async () => {
  await server.close();
  await fake.close();
});

interface Envelope<T> {
  success: boolean;
  err_code: string | null;
  err_msg: string | null;
  data: T;
}

async function importFile(
  name: string,
  content: Uint8Array | string,
  options: { query?: string; language?: 'en' | 'zh'; field?: string; extraField?: [string, string] } = {},
) {
  const form = new FormData();
  if (options.extraField) form.append(...options.extraField);
  const part = typeof content === 'string' ? content : new Uint8Array(content);
  form.append(options.field ?? 'file', new Blob([part]), name);
  const response = await fetch(`${server.baseUrl}${AWEL}/flow/import${options.query ?? ''}`, {
    method: 'POST',
    headers: { 'user-id': 'alice', 'accept-language': options.language ?? 'en' },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Envelope<FlowPanel> };
}

async function exportFlow(uid: string, query: string) {
  const response = await fetch(`${server.baseUrl}${AWEL}/flow/export/${uid}?${query}`, {
    headers: { 'user-id': 'alice', 'accept-language': 'en' },
  });
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

const sameFlow = (flow: Partial<FlowPanel>) => ({
  name: flow.name,
  label: flow.label,
  description: flow.description,
  flow_data: flow.flow_data,
});

describe('export', () => {
  it('answers {flow} as JSON (not enveloped) or as a .json file named after the flow', async () => {
    const flow = await createFlow(server, 'export_me', { description: 'Exported' });
    const asJson = await exportFlow(flow.uid, 'export_type=json&format=json');
    const body = JSON.parse(strFromU8(asJson.bytes)) as { flow: FlowPanel };
    expect(sameFlow(body.flow)).toEqual(sameFlow(flow));
    const file = await exportFlow(flow.uid, 'export_type=json&format=file');
    expect(file.response.headers.get('content-disposition')).toContain('filename="export-me.json"');
    const named = await exportFlow(flow.uid, 'format=file&file_name=my%20flow');
    expect(named.response.headers.get('content-disposition')).toContain('filename="my flow.json"');
  });

  it('packs a dbgpts package with its manifest and definition, only as a file', async () => {
    const flow = await createFlow(server, 'packed_flow', { label: 'Packed', description: 'In a zip' });
    const { response, bytes } = await exportFlow(flow.uid, 'export_type=dbgpts&format=file');
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toContain('filename="packed-flow.zip"');
    const files = unzipSync(bytes);
    const manifest = parseToml(strFromU8(files['packed-flow/dbgpts.toml'] ?? new Uint8Array()));
    expect(manifest).toMatchObject({
      flow: { name: 'packed_flow', label: 'Packed', description: 'In a zip', definition_type: 'json' },
      json_config: { file_path: 'definition/flow_definition.json' },
    });
    const definition = files['packed-flow/packed_flow/definition/flow_definition.json'];
    expect(JSON.parse(strFromU8(definition ?? new Uint8Array()))).toEqual(flow.flow_data);
    const asJson = await fetch(
      `${server.baseUrl}${AWEL}/flow/export/${flow.uid}?export_type=dbgpts&format=json`,
      {
        headers: { 'user-id': 'alice', 'accept-language': 'zh' },
      },
    );
    expect(asJson.status).toBe(400);
    expect(((await asJson.json()) as Envelope<null>).err_msg).toBe('dbgpts 包只能以文件形式导出');
    const missing = await flowCall(server, 'GET', `${AWEL}/flow/export/no-such-flow`);
    expect(missing.status).toBe(404);
  });
});

describe('import round trips', () => {
  it('a JSON export imports as the same flow, unsaved unless save_flow is in the query', async () => {
    const flow = await createFlow(server, 'round_json', { description: 'Round trip' });
    const { bytes } = await exportFlow(flow.uid, 'export_type=json&format=file');
    const unsaved = await importFile('round-json.json', bytes, { extraField: ['save_flow', 'true'] });
    expect(unsaved.status).toBe(200);
    expect(sameFlow(unsaved.body.data)).toEqual(sameFlow(flow));
    expect(unsaved.body.data.uid).toBeUndefined();
    await flowCall(server, 'DELETE', `${AWEL}/flows/${flow.uid}`);
    const saved = await importFile('round-json.json', bytes, { query: '?save_flow=true' });
    expect(saved.body.data.uid).toMatch(/^[0-9a-f-]{36}$/);
    expect(saved.body.data.uid).not.toBe(flow.uid);
    expect(sameFlow(saved.body.data)).toEqual(sameFlow(flow));
    const got = await flowCall<FlowPanel>(server, 'GET', `${AWEL}/flows/${saved.body.data.uid}`);
    expect(got.body.data.user_name).toBe('alice');
  });

  it('a dbgpts package imports as the same flow', async () => {
    const flow = await createFlow(server, 'round_zip', { label: 'Round zip', description: 'Zipped' });
    const { bytes } = await exportFlow(flow.uid, 'export_type=dbgpts');
    await flowCall(server, 'DELETE', `${AWEL}/flows/${flow.uid}`);
    const saved = await importFile('round-zip.zip', bytes, { query: '?save_flow=true' });
    expect(saved.status).toBe(200);
    expect(sameFlow(saved.body.data)).toEqual(sameFlow(flow));
    expect(saved.body.data.source).toBe('local/dbgpts');
  });
});

const manifestOf = (flow: string) =>
  `[flow]\nname = "${flow}"\nlabel = "Pkg"\nversion = "0.1.0"\ndescription = "d"\ndefinition_type = "json"\n\n[json_config]\nfile_path = "definition/flow_definition.json"\n`;

const packageZip = (files: Record<string, string>) =>
  zipSync(Object.fromEntries(Object.entries(files).map(([path, text]) => [path, strToU8(text)])));

describe('bad files', () => {
  const { nodes, edges } = chatFlowNodes('fake-model');
  const goodData = JSON.stringify(canvas(nodes, edges));

  it('refuses a wrong extension, a missing flow key and broken JSON, in the caller language', async () => {
    const txt = await importFile('notes.txt', 'hello');
    expect(txt.status).toBe(400);
    expect(txt.body.err_msg).toBe('The file "notes.txt" cannot be imported: only .json and .zip files can');
    const noKey = await importFile('x.json', JSON.stringify({ nodes: [] }));
    expect(noKey.status).toBe(400);
    expect(noKey.body.err_msg).toBe(
      'The file "x.json" is not a flow: it has neither a top-level "flow" key (an export) nor "nodes" and "edges" (a canvas)',
    );
    const broken = await importFile('broken.json', '{"flow": ', { language: 'zh' });
    expect(broken.status).toBe(400);
    expect(broken.body.err_msg).toBe('文件“broken.json”不是有效的 JSON');
    const noName = await importFile(
      'noname.json',
      JSON.stringify({ flow: { flow_data: JSON.parse(goodData) } }),
    );
    expect(noName.status).toBe(400);
    expect(noName.body.err_msg).toContain('name');
  });

  it('refuses an unknown node type, as saving does', async () => {
    const data = canvas([canvasNode('x', 'teleporter', 'Teleporter')], []);
    const answer = await importFile('odd.json', JSON.stringify({ flow: { name: 'odd', flow_data: data } }));
    expect(answer.status).toBe(400);
    expect(answer.body.err_code).toBe('E0003');
    expect(answer.body.err_msg).toContain('teleporter');
  });

  it('refuses a zip without manifest, a manifest that does not parse, a Python package and a broken zip', async () => {
    const noManifest = await importFile('p.zip', packageZip({ 'p/README.md': '# p' }));
    expect(noManifest.status).toBe(400);
    expect(noManifest.body.err_msg).toBe('The package in "p.zip" has no dbgpts.toml manifest');
    const badToml = await importFile('p.zip', packageZip({ 'p/dbgpts.toml': '[flow\nname = ' }), {
      language: 'zh',
    });
    expect(badToml.status).toBe(400);
    expect(badToml.body.err_msg).toMatch(/^无法读取 dbgpts.toml 清单：/);
    const python = await importFile(
      'p.zip',
      packageZip({ 'p/dbgpts.toml': manifestOf('p').replace('"json"', '"python"') }),
    );
    expect(python.status).toBe(400);
    expect(python.body.err_msg).toBe(
      'Only packages whose flow is defined in JSON can be imported, not in Python',
    );
    const noDefinition = await importFile('p.zip', packageZip({ 'p/dbgpts.toml': manifestOf('pkg_flow') }));
    expect(noDefinition.body.err_msg).toBe(
      'The package has no flow definition at "p/pkg_flow/definition/flow_definition.json"',
    );
    const notZip = await importFile('p.zip', 'not a zip at all');
    expect(notZip.status).toBe(400);
    expect(notZip.body.err_msg).toBe('The file "p.zip" is not a readable zip archive');
    const good = await importFile(
      'p.zip',
      packageZip({
        'p/dbgpts.toml': manifestOf('pkg_flow'),
        'p/pkg_flow/definition/flow_definition.json': goodData,
      }),
    );
    expect(good.body.data).toMatchObject({ name: 'pkg_flow', label: 'Pkg', problems: [] });
  });

  it('refuses a file that is too big and a request without a file', async () => {
    const big = await importFile('big.json', new Uint8Array(6 * 1024 * 1024));
    expect(big.status).toBe(413);
    expect(big.body.err_msg).toBe('The file is too large to import; the limit is 5 MB');
    const wrongField = await importFile('a.json', '{}', { field: 'upload' });
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.err_msg).toBe(
      'Choose a file to import: a .json flow file or a .zip dbgpts package',
    );
    const notMultipart = await flowCall(server, 'POST', `${AWEL}/flow/import`, {});
    expect(notMultipart.status).toBe(400);
    const broken = await fetch(`${server.baseUrl}${AWEL}/flow/import`, {
      method: 'POST',
      headers: { 'user-id': 'alice', 'content-type': 'multipart/form-data; boundary=xyz' },
      body: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.json"\r\n\r\n{"flow"',
    });
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as Envelope<null>).err_msg).toBe(
      'The upload cannot be read; send the file again as multipart form data',
    );
  });
});
