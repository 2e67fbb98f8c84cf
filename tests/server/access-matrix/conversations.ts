import { multipart } from '../upload-helpers';
import { json, OWN_ONLY, row, type AccessCase, type World } from './matrix';

/** Conversations and their files are their owner's alone: nobody else reaches them, administrators neither. */

interface Conversation {
  conv_uid: string;
}

const newConversation = (world: World) =>
  world.must<Conversation>('owner', json('POST', '/api/v1/chat/dialogue/new?chat_mode=chat_normal'));

/** A conversation with one answered round (the fake model answers). */
export async function chatted(world: World): Promise<Conversation> {
  const conversation = await newConversation(world);
  const answer = await world.as('owner', {
    ...json('POST', '/api/v1/chat/completions', {
      conv_uid: conversation.conv_uid,
      chat_mode: 'chat_normal',
      model_name: 'fake-model',
      user_input: 'Hello',
    }),
  });
  if (answer.status !== 200) throw new Error(`chat failed: ${answer.status}`);
  return conversation;
}

const history = (conversation: Conversation, world: World) =>
  world.must('owner', json('GET', `/api/v1/chat/dialogue/messages/history?con_uid=${conversation.conv_uid}`));

const q = (conversation: Conversation) => `con_uid=${conversation.conv_uid}`;

interface UploadedFile {
  bucket: string;
  file_id: string;
  uri: string;
}

async function uploaded(world: World): Promise<UploadedFile> {
  const conversation = await newConversation(world);
  return world.must<UploadedFile>('owner', {
    method: 'POST',
    path: `/api/v1/resource/file/upload?conv_uid=${conversation.conv_uid}&chat_mode=chat_normal&model_name=fake-model`,
    multipart: multipart([{ name: 'notes.txt', content: 'private notes', type: 'text/plain' }]),
  });
}

const FILES = '/api/v2/serve/file/files';
const fileState = (file: UploadedFile, world: World) =>
  world.must('owner', json('GET', `${FILES}/metadata?bucket=${file.bucket}&file_id=${file.file_id}`));

export const CONVERSATION_CASES: AccessCase[] = [
  row({
    route: 'GET /api/v1/chat/dialogue/messages/history',
    expect: OWN_ONLY,
    create: chatted,
    request: (c) => json('GET', `/api/v1/chat/dialogue/messages/history?${q(c)}`),
  }),
  row({
    route: 'POST /api/v1/chat/dialogue/clear',
    expect: OWN_ONLY,
    create: chatted,
    request: (c) => json('POST', `/api/v1/chat/dialogue/clear?${q(c)}`),
    state: history,
  }),
  row({
    route: 'POST /api/v1/chat/dialogue/rename',
    expect: OWN_ONLY,
    create: chatted,
    request: (c) => json('POST', `/api/v1/chat/dialogue/rename?${q(c)}`, { title: 'Renamed by someone' }),
    state: (_c, world) => world.must('owner', json('GET', '/api/v1/chat/dialogue/list')),
  }),
  row({
    route: 'POST /api/v1/chat/dialogue/delete',
    expect: OWN_ONLY,
    create: chatted,
    request: (c) => json('POST', `/api/v1/chat/dialogue/delete?${q(c)}`),
    state: history,
  }),
  row({
    route: 'POST /api/v1/chat/topic/terminate',
    expect: OWN_ONLY,
    create: chatted,
    request: (c) => json('POST', `/api/v1/chat/topic/terminate?conv_id=${c.conv_uid}&round_index=1`),
    state: history,
  }),
  row({
    route: 'POST /api/v1/chat/completions',
    name: "another's conversation",
    expect: OWN_ONLY,
    create: chatted,
    request: (c) =>
      json('POST', '/api/v1/chat/completions', {
        conv_uid: c.conv_uid,
        chat_mode: 'chat_normal',
        model_name: 'fake-model',
        user_input: 'And now?',
      }),
    state: history,
  }),
  row({
    route: 'POST /api/v1/conv/feedback/add',
    expect: OWN_ONLY,
    create: chatted,
    request: (c) =>
      json('POST', '/api/v1/conv/feedback/add', {
        conv_uid: c.conv_uid,
        message_id: '1',
        feedback_type: 'like',
      }),
    state: history,
  }),
  row({
    route: 'POST /api/v1/conv/feedback/cancel',
    expect: OWN_ONLY,
    create: chatted,
    request: (c) => json('POST', '/api/v1/conv/feedback/cancel', { conv_uid: c.conv_uid, message_id: '1' }),
    state: history,
  }),
  row({
    route: 'GET /api/v1/feedback/find',
    expect: OWN_ONLY,
    create: chatted,
    request: (c) => json('GET', `/api/v1/feedback/find?conv_uid=${c.conv_uid}&conv_index=1`),
  }),
  row({
    route: 'POST /api/v1/feedback/commit',
    expect: OWN_ONLY,
    create: chatted,
    request: (c) =>
      json('POST', '/api/v1/feedback/commit', {
        conv_uid: c.conv_uid,
        conv_index: 1,
        score: 5,
        ques_type: 'others',
        question: 'Hello',
      }),
    state: history,
  }),
  row({
    route: 'POST /api/v1/resource/file/upload',
    name: "into another's conversation",
    expect: OWN_ONLY,
    create: newConversation,
    request: (c) => ({
      method: 'POST',
      path: `/api/v1/resource/file/upload?conv_uid=${c.conv_uid}&chat_mode=chat_normal&model_name=fake-model`,
      multipart: multipart([{ name: 'planted.txt', content: 'planted', type: 'text/plain' }]),
    }),
    state: history,
  }),
  row({
    route: `GET ${FILES}/metadata`,
    expect: OWN_ONLY,
    create: uploaded,
    request: (f) => json('GET', `${FILES}/metadata?bucket=${f.bucket}&file_id=${f.file_id}`),
  }),
  row({
    route: `POST ${FILES}/metadata/batch`,
    expect: OWN_ONLY,
    create: uploaded,
    request: (f) => json('POST', `${FILES}/metadata/batch`, { uris: [f.uri] }),
  }),
  row({
    route: `GET ${FILES}/:bucket/:file_id`,
    expect: OWN_ONLY,
    create: uploaded,
    request: (f) => json('GET', `${FILES}/${f.bucket}/${f.file_id}`),
  }),
  row({
    route: `DELETE ${FILES}/:bucket/:file_id`,
    expect: OWN_ONLY,
    create: uploaded,
    request: (f) => json('DELETE', `${FILES}/${f.bucket}/${f.file_id}`),
    state: fileState,
  }),
];
