import { http as mock, HttpResponse } from 'msw';
import type { AxiosResponse } from 'axios';
import * as chatApi from '@/client/api/chat';
import * as feedbackApi from '@/client/api/feedback';
import * as modelApi from '@/client/api/model';
import { queryAdminList } from '@/client/api/user';
import { deleteFile, getFilesMetadata } from '@/client/api/file';
import type { WorkerStartupRequest } from '@/contract/model';
import { server } from '../msw-server';

interface Seen {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

function recordAll(): Seen[] {
  const seen: Seen[] = [];
  server.use(
    mock.all('*/api/*', async ({ request }) => {
      const url = new URL(request.url);
      const text = await request.text();
      seen.push({
        method: request.method,
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        body: text ? JSON.parse(text) : undefined,
      });
      return HttpResponse.json({ success: true, err_code: null, err_msg: null, data: null });
    }),
  );
  return seen;
}

const worker: WorkerStartupRequest = {
  host: '127.0.0.1',
  port: 8000,
  model: 'qwen',
  worker_type: 'llm',
  params: { name: 'qwen' },
};

const calls: [string, () => Promise<AxiosResponse>, Seen][] = [
  [
    'newDialogue',
    () => chatApi.newDialogue({ chat_mode: 'chat_normal', model_name: 'qwen' }),
    {
      method: 'POST',
      path: '/api/v1/chat/dialogue/new',
      query: { chat_mode: 'chat_normal', model_name: 'qwen' },
      body: undefined,
    },
  ],
  [
    'getDialogueList',
    () => chatApi.getDialogueList({ user_name: 'alice', page_size: 50 }),
    {
      method: 'GET',
      path: '/api/v1/chat/dialogue/list',
      query: { user_name: 'alice', page_size: '50' },
      body: undefined,
    },
  ],
  [
    'getChatHistory',
    () => chatApi.getChatHistory('c-1'),
    {
      method: 'GET',
      path: '/api/v1/chat/dialogue/messages/history',
      query: { con_uid: 'c-1' },
      body: undefined,
    },
  ],
  [
    'clearChatHistory',
    () => chatApi.clearChatHistory('c-1'),
    { method: 'POST', path: '/api/v1/chat/dialogue/clear', query: { con_uid: 'c-1' }, body: undefined },
  ],
  [
    'deleteDialogue',
    () => chatApi.deleteDialogue('c-1'),
    { method: 'POST', path: '/api/v1/chat/dialogue/delete', query: { con_uid: 'c-1' }, body: undefined },
  ],
  [
    'getChatModeParams',
    () => chatApi.getChatModeParams('chat_with_db_qa'),
    {
      method: 'POST',
      path: '/api/v1/chat/mode/params/list',
      query: { chat_mode: 'chat_with_db_qa' },
      body: undefined,
    },
  ],
  [
    'getChatScenes',
    () => chatApi.getChatScenes(),
    { method: 'POST', path: '/api/v1/chat/dialogue/scenes', query: {}, body: undefined },
  ],
  [
    'terminateTopic',
    () => chatApi.terminateTopic({ conv_id: 'c-1', round_index: 2 }),
    {
      method: 'POST',
      path: '/api/v1/chat/topic/terminate',
      query: { conv_id: 'c-1', round_index: '2' },
      body: undefined,
    },
  ],
  [
    'getUsableModels',
    () => chatApi.getUsableModels(),
    { method: 'GET', path: '/api/v1/model/types', query: {}, body: undefined },
  ],
  [
    'getRecommendQuestions',
    () => feedbackApi.getRecommendQuestions({ app_code: 'a1', is_hot_question: 'true' }),
    {
      method: 'GET',
      path: '/api/v1/question/list',
      query: { app_code: 'a1', is_hot_question: 'true' },
      body: undefined,
    },
  ],
  [
    'getFeedbackReasons',
    () => feedbackApi.getFeedbackReasons(),
    { method: 'GET', path: '/api/v1/conv/feedback/reasons', query: {}, body: undefined },
  ],
  [
    'addFeedback',
    () =>
      feedbackApi.addFeedback({
        conv_uid: 'c-1',
        message_id: '1',
        feedback_type: 'unlike',
        reason_types: ['WRONG_ANSWER'],
        remark: 'no',
      }),
    {
      method: 'POST',
      path: '/api/v1/conv/feedback/add',
      query: {},
      body: {
        conv_uid: 'c-1',
        message_id: '1',
        feedback_type: 'unlike',
        reason_types: ['WRONG_ANSWER'],
        remark: 'no',
      },
    },
  ],
  [
    'cancelFeedback',
    () => feedbackApi.cancelFeedback({ conv_uid: 'c-1', message_id: '1' }),
    {
      method: 'POST',
      path: '/api/v1/conv/feedback/cancel',
      query: {},
      body: { conv_uid: 'c-1', message_id: '1' },
    },
  ],
  [
    'getFeedbackSelect',
    () => feedbackApi.getFeedbackSelect(),
    { method: 'GET', path: '/api/v1/feedback/select', query: {}, body: undefined },
  ],
  [
    'findRating',
    () => feedbackApi.findRating({ conv_uid: 'c-1', conv_index: 3 }),
    {
      method: 'GET',
      path: '/api/v1/feedback/find',
      query: { conv_uid: 'c-1', conv_index: '3' },
      body: undefined,
    },
  ],
  [
    'commitRating',
    () =>
      feedbackApi.commitRating({
        conv_uid: 'c-1',
        conv_index: 3,
        question: 'q',
        score: 5,
        ques_type: 'information',
      }),
    {
      method: 'POST',
      path: '/api/v1/feedback/commit',
      query: {},
      body: { conv_uid: 'c-1', conv_index: 3, question: 'q', score: 5, ques_type: 'information' },
    },
  ],
  [
    'getModelList',
    () => modelApi.getModelList(),
    { method: 'GET', path: '/api/v2/serve/model/models', query: {}, body: undefined },
  ],
  [
    'createModel',
    () => modelApi.createModel(worker),
    { method: 'POST', path: '/api/v2/serve/model/models', query: {}, body: worker },
  ],
  [
    'stopModel',
    () => modelApi.stopModel({ ...worker, delete_after: true }),
    {
      method: 'POST',
      path: '/api/v2/serve/model/models/stop',
      query: {},
      body: { ...worker, delete_after: true },
    },
  ],
  [
    'startModel',
    () => modelApi.startModel(worker),
    { method: 'POST', path: '/api/v2/serve/model/models/start', query: {}, body: worker },
  ],
  [
    'getSupportModels',
    () => modelApi.getSupportModels(),
    { method: 'GET', path: '/api/v2/serve/model/model-types', query: {}, body: undefined },
  ],
  [
    'queryAdminList',
    () => queryAdminList({ role: 'admin' }),
    { method: 'GET', path: '/api/v1/users', query: { role: 'admin' }, body: undefined },
  ],
  [
    'getFilesMetadata',
    () => getFilesMetadata({ bucket_file_pairs: [{ bucket: 'b', file_id: 'f' }] }),
    {
      method: 'POST',
      path: '/api/v2/serve/file/files/metadata/batch',
      query: {},
      body: { bucket_file_pairs: [{ bucket: 'b', file_id: 'f' }] },
    },
  ],
  [
    'deleteFile',
    () => deleteFile('dbgpt_app_file', 'a b.xlsx'),
    {
      method: 'DELETE',
      path: '/api/v2/serve/file/files/dbgpt_app_file/a%20b.xlsx',
      query: {},
      body: undefined,
    },
  ],
];

describe('client API modules', () => {
  it.each(calls)('%s sends the documented request', async (_name, call, expected) => {
    const seen = recordAll();
    await call();
    expect(seen).toEqual([expected]);
  });
});
