/** Knowledge data for the bad-input sweep: a space with a synced document, so knowledge routes reach storage. */

export interface KnowledgeIds {
  space: string;
  docName: string;
  docId: number;
  chunkId: number;
}

let spaces = 0;

async function post<T>(baseUrl: string, userId: string, path: string, body: unknown): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-id': userId },
    body: JSON.stringify(body),
  });
  const answer = (await res.json()) as { success: boolean; data: T };
  if (!answer.success) throw new Error(`${path}: ${JSON.stringify(answer)}`);
  return answer.data;
}

/** A new space of `userId` holding one TEXT document (not synced); `chunkId` is left for the caller. */
export async function newKnowledgeSpace(
  baseUrl: string,
  userId: string,
): Promise<Omit<KnowledgeIds, 'chunkId'>> {
  spaces += 1;
  const space = `sweep_${userId}_${spaces}`;
  await post(baseUrl, userId, '/knowledge/space/add', { name: space });
  const docName = `doc of ${userId}`;
  const docId = await post<number>(baseUrl, userId, `/knowledge/${space}/document/add`, {
    doc_name: docName,
    doc_type: 'TEXT',
    content: `what ${userId} knows`,
  });
  return { space, docName, docId };
}

/** A space with a synced document and its chunk. */
export async function seedKnowledge(baseUrl: string, userId: string): Promise<KnowledgeIds> {
  const ids = await newKnowledgeSpace(baseUrl, userId);
  await post(baseUrl, userId, `/knowledge/${ids.space}/document/sync`, { doc_ids: [ids.docId] });
  for (let tries = 0; tries < 200; tries += 1) {
    const page = await post<{ data: { id: number }[] }>(
      baseUrl,
      userId,
      `/knowledge/${ids.space}/chunk/list`,
      {},
    );
    const [chunk] = page.data;
    if (chunk) return { ...ids, chunkId: chunk.id };
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the sweep seed document was not synced');
}
