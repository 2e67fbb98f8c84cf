import { request as httpRequest, type IncomingMessage } from 'node:http';
import {
  eventually,
  framePayloads,
  history,
  lastSnapshot,
  newConversation,
  setupFakeModelServer,
  startChatServer,
} from './chat-test-helpers';

const setup = setupFakeModelServer(() => startChatServer());

// A long answer: 200 pieces of 1,000 characters, so that unread snapshots fill the connection's buffers.
const PIECES = Array.from({ length: 200 }, (_, index) => `p${index}:${'x'.repeat(1000)} `);

/** Asks for cumulative frames (as the web client does) and does not read the answer until told. */
function askWithoutReading(convUid: string): Promise<IncomingMessage> {
  const payload = JSON.stringify({
    conv_uid: convUid,
    user_input: 'A long answer, please',
    chat_mode: 'chat_normal',
    incremental: false,
  });
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${setup.server.baseUrl}/api/v1/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
    });
    request.on('error', reject);
    request.on('response', (response) => {
      response.pause();
      resolve(response);
    });
    request.end(payload);
  });
}

async function readAll(response: IncomingMessage): Promise<string> {
  response.setEncoding('utf8');
  let text = '';
  for await (const chunk of response) text += chunk;
  return text;
}

describe('an answer to a client that does not read for a while (a tab in the background)', () => {
  it('is stored whole meanwhile, and the client gets all of it once it reads', async () => {
    setup.fake.setReply({ chunks: PIECES, tokenDelayMs: 2 });
    const convUid = await newConversation(setup.server);
    const response = await askWithoutReading(convUid);
    expect(response.statusCode).toBe(200);
    const whole = PIECES.join('');
    await eventually(
      () => history(setup.server, convUid),
      (messages) => messages.some((message) => message.role === 'view' && message.context === whole),
      10_000,
    );
    const payloads = framePayloads(await readAll(response));
    expect(lastSnapshot(payloads).content).toBe(whole);
  });
});
