/** Multipart requests for the upload tests, built by hand so file names reach the server byte for byte. */

export interface FilePart {
  field?: string;
  name: string;
  content: string | Uint8Array;
  type?: string;
}

export interface MultipartRequest {
  body: Buffer<ArrayBuffer>;
  contentType: string;
}

export function multipart(files: FilePart[], fields: Record<string, string> = {}): MultipartRequest {
  const boundary = `----test-boundary-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'doc_files'}"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      Buffer.from(file.content),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A new conversation of the caller (`user-id` in `headers`); uploads go into one's own conversation. */
export async function newConversation(
  baseUrl: string,
  headers: Record<string, string> = {},
): Promise<string> {
  const res = await fetch(`${baseUrl}/api/v1/chat/dialogue/new?chat_mode=chat_normal`, {
    method: 'POST',
    headers,
  });
  return (await res.json()).data.conv_uid;
}

/** The upload query for a conversation. */
export const uploadQuery = (convUid: string) =>
  `conv_uid=${encodeURIComponent(convUid)}&chat_mode=chat_normal&model_name=test-model`;

/** POSTs to the chat upload route; `query` defaults to a new conversation of the caller and a valid mode. */
export async function upload(
  baseUrl: string,
  files: FilePart[],
  { query, headers = {} }: { query?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  const { body, contentType } = multipart(files);
  const search = query ?? uploadQuery(await newConversation(baseUrl, headers));
  return fetch(`${baseUrl}/api/v1/resource/file/upload?${search}`, {
    method: 'POST',
    headers: { 'content-type': contentType, ...headers },
    body,
  });
}

/** The smallest valid PNG (1×1, transparent). */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
