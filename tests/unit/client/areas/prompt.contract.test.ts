import { describe, expect, it } from 'vitest';
import { envelopeSchema } from '@/contract/common';
import {
  promptAddRequestSchema,
  promptDeleteRequestSchema,
  promptPageSchema,
  promptTargetsResponseSchema,
  promptTemplateLoadQuerySchema,
  promptTemplateSchema,
  promptUpdateRequestSchema,
  promptVerifyRequestSchema,
} from '@/contract/prompt';

const prompt = {
  id: 4,
  prompt_code: '9a1f3b2c4d5e6f708192a3b4c5d6e7f8',
  prompt_name: 'judge',
  prompt_type: 'Normal',
  chat_scene: null,
  sub_chat_scene: null,
  content: 'Rate {answer}',
  prompt_desc: '',
  response_schema: null,
  input_variables: 'answer',
  model: null,
  prompt_language: 'en',
  user_code: '001',
  user_name: 'dbgpt',
  sys_code: 'dbgpt',
  gmt_created: '2024-05-01 10:00:00',
  gmt_modified: '2024-05-01 10:00:00',
};

describe('prompt contract', () => {
  it('accepts a DB-GPT prompt page and our own prompts with visibility', () => {
    const page = {
      items: [prompt, { ...prompt, id: 5, visibility: 'public' }],
      total_count: 2,
      total_pages: 1,
      page: 1,
      page_size: 20,
    };
    const parsed = envelopeSchema(promptPageSchema).parse({
      success: true,
      err_code: null,
      err_msg: null,
      data: page,
    });
    expect(parsed.data?.items[1].visibility).toBe('public');
    expect(promptPageSchema.safeParse({ ...page, items: [{ ...prompt, visibility: 'team' }] }).success).toBe(
      false,
    );
  });

  it('accepts targets as a list or null for Normal, and a loaded template', () => {
    expect(
      promptTargetsResponseSchema.safeParse([{ name: 'Reporter', desc: 'writes reports' }]).success,
    ).toBe(true);
    expect(promptTargetsResponseSchema.safeParse(null).success).toBe(true);
    const template = {
      template: 'You are {role}',
      input_variables: ['role'],
      template_format: 'f-string',
      response_key: 'response',
      template_is_strict: true,
      response_format: null,
      template_scene: 'chat_normal',
      template_define: 'x',
    };
    expect(promptTemplateSchema.safeParse(template).success).toBe(true);
  });

  it('rejects write requests missing their keys', () => {
    expect(promptAddRequestSchema.safeParse({ content: 'x' }).success).toBe(false);
    expect(
      promptAddRequestSchema.safeParse({ prompt_name: 'a', content: 'x', visibility: 'private' }).success,
    ).toBe(true);
    expect(promptUpdateRequestSchema.safeParse({ prompt_name: 'a' }).success).toBe(false);
    expect(promptDeleteRequestSchema.safeParse({ prompt_code: 'abc' }).success).toBe(false);
  });

  it('needs a target to load Agent, Scene and Evaluate templates', () => {
    expect(promptTemplateLoadQuerySchema.safeParse({ prompt_type: 'Agent' }).success).toBe(false);
    expect(promptTemplateLoadQuerySchema.safeParse({ prompt_type: 'Normal' }).success).toBe(true);
    expect(
      promptTemplateLoadQuerySchema.safeParse({ prompt_type: 'Scene', target: 'chat_normal' }).success,
    ).toBe(true);
  });

  it('needs a chat scene to verify Agent and Scene output', () => {
    expect(promptVerifyRequestSchema.safeParse({ llm_out: '{}', prompt_type: 'Agent' }).success).toBe(false);
    expect(promptVerifyRequestSchema.safeParse({ llm_out: '{}', prompt_type: 'Normal' }).success).toBe(true);
    expect(promptVerifyRequestSchema.safeParse({ prompt_type: 'Normal' }).success).toBe(false);
  });
});
