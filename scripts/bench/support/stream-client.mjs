// Chat streams opened the way a browser does (`POST /api/v1/chat/completions`), timed frame by frame,
// or opened and never read. Plain node:http with its own agent, so hundreds can be open at once.
import { Agent, request as httpRequest } from 'node:http';
import { wallClock } from './paced-model.mjs';

const TOKEN = /w(\d+) /g;

/** One agent per batch: a socket each, no reuse between batches. */
export function streamAgent() {
  return new Agent({ keepAlive: false, maxSockets: Infinity });
}

/** The product's chat endpoint; `/v1/chat/completions` asks an OpenAI-style model directly. */
const PRODUCT_CHAT_PATH = '/api/v1/chat/completions';

function post(baseUrl, body, agent, path = PRODUCT_CHAT_PATH) {
  const payload = JSON.stringify(body);
  return httpRequest(`${baseUrl}${path}`, {
    method: 'POST',
    agent,
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(payload),
      accept: 'text/event-stream',
      'accept-encoding': 'br, gzip',
    },
  }).end(payload);
}

/** The indices of the tokens a frame's text carries. */
function tokenIndices(text) {
  return [...text.matchAll(TOKEN)].map((match) => Number(match[1]));
}

/**
 * Sends the question and reads the whole stream. Resolves to `{ status, encoding, sentAt, writtenAt
 * (the request handed to the socket), headersAt, firstTokenAt, tokenAt (by token index), endAt, error }`;
 * times on the shared wall clock. `path` is the product's chat endpoint unless given.
 */
export function readStream(baseUrl, body, agent, path = PRODUCT_CHAT_PATH) {
  return new Promise((resolve, reject) => {
    const result = { sentAt: wallClock(), firstTokenAt: null, tokenAt: [], endAt: null, error: null };
    const request = post(baseUrl, body, agent, path);
    request.on('error', reject);
    request.on('finish', () => {
      result.writtenAt = wallClock();
    });
    request.on('response', (response) => {
      result.headersAt = wallClock();
      result.status = response.statusCode;
      result.encoding = response.headers['content-encoding'] ?? 'identity';
      let buffered = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        const now = wallClock();
        buffered += chunk;
        const events = buffered.split('\n\n');
        buffered = events.pop() ?? '';
        for (const event of events) {
          if (event.includes('[SERVER_ERROR]')) result.error = event;
          for (const index of tokenIndices(event)) {
            result.tokenAt[index] ??= now;
            result.firstTokenAt ??= now;
          }
        }
      });
      response.on('end', () => {
        result.endAt = wallClock();
        resolve(result);
      });
      response.on('error', reject);
    });
  });
}

/**
 * Sends the question and never reads the answer (a tab frozen in the background): resolves once the
 * headers arrived to `{ close }`, which drops the connection.
 */
export function openUnreadStream(baseUrl, body, agent) {
  return new Promise((resolve, reject) => {
    const request = post(baseUrl, body, agent);
    request.on('error', reject);
    request.on('response', (response) => {
      if (response.statusCode !== 200) reject(new Error(`chat/completions answered ${response.statusCode}`));
      resolve({
        close: () => {
          request.on('error', () => undefined);
          request.destroy();
        },
      });
    });
  });
}
