import type { ChartPayload } from '@/contract/chart-block';
import type { StoredDatasource } from '@/contract/datasource';
import { framePayloads, lastSnapshot, type ChatSetup } from './chat-test-helpers';
import { DATASOURCES, datasourceApi } from './datasource-helpers';
import type { TestServer } from './harness';

/** Adds a datasource through the API and answers its id. */
export async function addDatasource(
  server: TestServer,
  body: {
    type: string;
    params: Record<string, unknown>;
    display_name?: string;
    visibility?: 'private' | 'public';
  },
): Promise<number> {
  const created = await datasourceApi(server).call<StoredDatasource>('POST', DATASOURCES, body);
  if (!created.body.success) throw new Error(`datasource not created: ${created.body.err_msg}`);
  return created.body.data.id;
}

/** Decodes an attribute value as a browser's HTML parser does (the entities ElementTree writes). */
function decodeAttribute(value: string): string {
  return value.replace(/&(#\d+|amp|lt|gt|quot|apos);/g, (_, entity: string) => {
    if (entity.startsWith('#')) return String.fromCharCode(Number(entity.slice(1)));
    return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }[entity] ?? '';
  });
}

/** The payloads of the `<chart-view content="…" />` elements of an answer, in order. */
export function chartViews(answer: string): ChartPayload[] {
  return [...answer.matchAll(/<chart-view content="([^"]*)" \/>/g)].map(
    (match) => JSON.parse(decodeAttribute(match[1] ?? '')) as ChartPayload,
  );
}

export interface DataAnswer {
  content: string;
  reasoning: string | null;
  payloads: string[];
}

/** Asks a data scene a question and answers the streamed answer's last snapshot. */
export async function askData(
  setup: ChatSetup,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<DataAnswer> {
  const response = await fetch(`${setup.server.baseUrl}/api/v1/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ model_name: 'fake-model', ...body }),
  });
  const payloads = framePayloads(await response.text());
  const last = payloads.at(-1) ?? '';
  if (!last.startsWith('{')) return { content: last, reasoning: null, payloads };
  return { ...lastSnapshot(payloads), payloads };
}

/** The system prompt of the n-th model request (0 = first) of the test. */
export function systemPromptOf(setup: ChatSetup, index = 0): string {
  return String(setup.fake.chatRequests()[index]?.messages[0]?.content ?? '');
}

/** A model reply in DB-GPT's chat_db JSON, fenced the way models often write it. */
export function sqlReply(
  sql: string,
  thoughts = 'Here are the rows.',
  displayType = 'response_table',
): string {
  return `\`\`\`json\n${JSON.stringify({ thoughts, sql, display_type: displayType })}\n\`\`\``;
}
