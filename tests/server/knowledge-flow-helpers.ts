import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestServer } from './harness';
import { postJson } from './knowledge-retrieval-helpers';

/** A page with two sections (two chunks when cut at headings), for flows that read a URL. */
export const HANDBOOK_PAGE = `<html><head><title>Operations handbook</title></head><body>
<h1>Backups</h1><p>Full database backups run every night at 2 am.</p>
<h1>Office</h1><p>The office opens at 8 am and closes at 6 pm.</p></body></html>`;

/** A loopback web server answering `pages` (path → HTML), 404 for the rest. */
export async function startPageServer(pages: Record<string, string>) {
  const server = createServer((request, response) => {
    const page = pages[request.url ?? ''];
    if (page === undefined) response.writeHead(404).end('not here');
    else response.writeHead(200, { 'content-type': 'text/html' }).end(page);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** Adds a knowledge space as `user` (a VectorStore unless `extra` says otherwise); fails the test if refused. */
export async function addSpaceAs(
  server: TestServer,
  user: string,
  name: string,
  extra: Record<string, unknown> = {},
) {
  const answer = await postJson(
    server,
    '/knowledge/space/add',
    { name, vector_type: 'VectorStore', ...extra },
    { 'user-id': user },
  );
  expect(answer.status).toBe(200);
}

export interface ListedDocument {
  id: number;
  doc_name: string;
  doc_type: string;
  status: string;
  chunk_size: number;
}

/** The space's documents as `user` lists them (none when the space is not theirs to see). */
export async function documentsOf(
  server: TestServer,
  space: string,
  user = 'alice',
): Promise<ListedDocument[]> {
  const answer = await postJson<{ data: ListedDocument[] }>(
    server,
    `/knowledge/${space}/document/list`,
    {},
    { 'user-id': user },
  );
  return answer.body.data?.data ?? [];
}
