import {
  chatCompletionRequestSchema,
  chatHistoryMessageSchema,
  chatModeParamsSchema,
  chatUploadResultSchema,
  conversationSchema,
  isChatMode,
  topicTerminateParamsSchema,
} from '@/contract/chat';
import { ratingCommitBodySchema, ratingFindParamsSchema } from '@/contract/feedback';
import { fileMetadataBatchRequestSchema } from '@/contract/file';
import { supportedModelSchema } from '@/contract/model';
import { recommendQuestionSchema } from '@/contract/question';

describe('chat contracts', () => {
  it('accepts user_input as text (every server) and as a message object (v0.7.1+)', () => {
    expect(
      chatCompletionRequestSchema.safeParse({ user_input: 'hi', chat_mode: 'chat_normal' }).success,
    ).toBe(true);
    const withImage = {
      user_input: {
        role: 'user',
        content: [
          { type: 'text', text: 'what is this?' },
          { type: 'image_url', image_url: { url: '/f.png' } },
        ],
      },
    };
    expect(chatCompletionRequestSchema.safeParse(withImage).success).toBe(true);
    expect(
      chatCompletionRequestSchema.safeParse({
        user_input: { role: 'user', content: [{ type: 'image_url', url: '/f.png' }] },
      }).success,
    ).toBe(false);
  });

  it('knows the scenes of the server, and rejects others in requests', () => {
    expect(isChatMode('chat_with_db_execute')).toBe(true);
    expect(isChatMode('chat_excel')).toBe(true);
    expect(isChatMode('chat_everything')).toBe(false);
    expect(
      chatCompletionRequestSchema.safeParse({ user_input: 'x', chat_mode: 'chat_everything' }).success,
    ).toBe(false);
    expect(chatCompletionRequestSchema.safeParse({ user_input: 'x', chat_mode: '' }).success).toBe(true);
  });

  it('reads a conversation as the list answers it', () => {
    const listed = {
      conv_uid: 'u',
      user_input: 'first question',
      chat_mode: 'chat_normal',
      app_code: null,
      select_param: null,
      model_name: 'qwen',
      user_name: '',
      sys_code: null,
      gmt_created: '2026-01-01 10:00:00',
      gmt_modified: null,
    };
    expect(conversationSchema.parse(listed)).toEqual(listed);
  });

  it('reads history messages with an empty or a filled feedback', () => {
    expect(
      chatHistoryMessageSchema.safeParse({
        role: 'view',
        context: 'hi',
        order: 1,
        time_stamp: null,
        model_name: 'm',
        feedback: {},
      }).success,
    ).toBe(true);
    const feedback = { conv_uid: 'u', message_id: '1', feedback_type: 'like', reason_types: [], reason: [] };
    expect(
      chatHistoryMessageSchema.parse({ role: 'human', context: 'q', order: 1, feedback }).feedback,
    ).toEqual(feedback);
  });

  it('reads mode params as a list, a plugin map or null', () => {
    expect(
      chatModeParamsSchema.safeParse([
        { param: 'sales', type: 'mysql' },
        { param: 'docs', type: 'space', space_id: 3 },
      ]).success,
    ).toBe(true);
    expect(chatModeParamsSchema.safeParse({ 'Search the web': 'web_search' }).success).toBe(true);
    expect(chatModeParamsSchema.safeParse(null).success).toBe(true);
  });

  it('reads one uploaded file as an object and several as an array', () => {
    const file = {
      is_oss: true,
      file_path: 'dbgpt-fs://local/dbgpt_app_file/a',
      file_name: 'a.csv',
      file_learning: true,
      bucket: 'dbgpt_app_file',
    };
    expect(chatUploadResultSchema.safeParse(file).success).toBe(true);
    expect(chatUploadResultSchema.safeParse([file, { ...file, file_name: 'b.csv' }]).success).toBe(true);
  });

  it('validates query-string numbers as they arrive at a server', () => {
    expect(topicTerminateParamsSchema.parse({ conv_id: 'c', round_index: '2' })).toEqual({
      conv_id: 'c',
      round_index: 2,
    });
    expect(ratingFindParamsSchema.safeParse({ conv_uid: 'c', conv_index: 'x' }).success).toBe(false);
  });
});

describe('feedback, question, model and file contracts', () => {
  it('requires the five rating keys to be present and keeps the score within 0–5', () => {
    const body = { conv_uid: 'c', conv_index: 1, question: null, score: 5, ques_type: null };
    expect(ratingCommitBodySchema.safeParse(body).success).toBe(true);
    expect(ratingCommitBodySchema.safeParse({ ...body, score: 6 }).success).toBe(false);
    expect(ratingCommitBodySchema.safeParse({ conv_uid: 'c', conv_index: 1, score: 3 }).success).toBe(false);
  });

  it('accepts recommended questions whose flags are text or booleans', () => {
    expect(
      recommendQuestionSchema.safeParse({ question: 'q', valid: 'true', is_hot_question: 'false' }).success,
    ).toBe(true);
    expect(
      recommendQuestionSchema.safeParse({ question: 'q', valid: true, is_hot_question: false }).success,
    ).toBe(true);
  });

  it('reads a startable model with nested parameter variants', () => {
    const model = {
      model: 'qwen',
      worker_type: 'llm',
      provider: 'proxy/openai',
      path: null,
      path_exist: false,
      proxy: true,
      enabled: true,
      params: [
        {
          param_name: 'api_key',
          param_type: 'string',
          required: true,
          nested_fields: { http: [{ param_name: 'timeout', param_type: 'integer' }] },
        },
      ],
      description: null,
      host: '127.0.0.1',
      port: 8000,
    };
    expect(supportedModelSchema.safeParse(model).success).toBe(true);
  });

  it('takes exactly one of uris or bucket_file_pairs for a metadata batch', () => {
    expect(fileMetadataBatchRequestSchema.safeParse({ uris: ['dbgpt-fs://local/b/f'] }).success).toBe(true);
    expect(
      fileMetadataBatchRequestSchema.safeParse({ bucket_file_pairs: [{ bucket: 'b', file_id: 'f' }] })
        .success,
    ).toBe(true);
    expect(fileMetadataBatchRequestSchema.safeParse({ uris: [], bucket_file_pairs: [] }).success).toBe(false);
    expect(fileMetadataBatchRequestSchema.safeParse({}).success).toBe(false);
  });
});
