// The built product wired to the fake model, for the chat benchmarks; and the calls they seed it with.
import { startProductServer } from '../../lib/product-server.mjs';
import { startFakeModel } from './fake-model.mjs';

export const FAKE_MODEL_NAME = 'fake-model';

/**
 * The fake model, then the product configured with it as its only model (DB-GPT style variables).
 * `stop()` closes both; it is safe to call after a failed start of the product.
 */
export async function startChatProduct(fakeOptions = {}) {
  const fake = await startFakeModel(fakeOptions);
  let server;
  try {
    server = await startProductServer({
      env: {
        LLM_MODEL_NAME: FAKE_MODEL_NAME,
        LLM_MODEL_PROVIDER: 'proxy/openai',
        OPENAI_API_BASE: `${fake.url}/v1`,
        OPENAI_API_KEY: 'bench',
      },
    });
  } catch (error) {
    await fake.close();
    throw error;
  }
  const stop = async () => {
    await server.stop();
    await fake.close();
  };
  return { fake, server, url: server.url, stop };
}

/** The envelope's data of an answer, or an error naming `what` was asked and what the server said. */
export async function readEnvelope(response, what) {
  const body = await response.json();
  if (!response.ok || body.success === false) {
    throw new Error(`${what} answered ${response.status}: ${body.err_msg ?? JSON.stringify(body)}`);
  }
  return body.data;
}

/** `POST /api/v1/chat/dialogue/new`: an empty chat_normal conversation; resolves to its conv_uid. */
export async function newConversation(baseUrl) {
  const response = await fetch(`${baseUrl}/api/v1/chat/dialogue/new?chat_mode=chat_normal`, {
    method: 'POST',
  });
  const data = await readEnvelope(response, 'dialogue/new');
  return data.conv_uid;
}

/**
 * One round through `POST /api/v1/chat/completions` (cumulative frames, as the client asks), read to
 * its end; throws when the stream carries an error frame instead of an answer.
 */
export async function askOnce(baseUrl, convUid, question) {
  const response = await fetch(`${baseUrl}/api/v1/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify({
      conv_uid: convUid,
      chat_mode: 'chat_normal',
      user_input: question,
      model_name: FAKE_MODEL_NAME,
      incremental: false,
    }),
  });
  const text = await response.text();
  if (!response.ok || /\[(SERVER_ERROR|LLM_ERROR|ERROR)\]/.test(text)) {
    throw new Error(`chat/completions answered ${response.status}: ${text.slice(0, 300)}`);
  }
}

/** `GET /api/v1/chat/dialogue/messages/history`: the stored messages of a conversation. */
export async function readHistory(baseUrl, convUid) {
  const response = await fetch(
    `${baseUrl}/api/v1/chat/dialogue/messages/history?con_uid=${encodeURIComponent(convUid)}`,
  );
  return readEnvelope(response, 'messages/history');
}
