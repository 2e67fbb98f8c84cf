import { beforeEach, describe, expect, it } from 'vitest';
import {
  addPrompt,
  deletePrompt,
  getPromptTargets,
  loadPromptTemplate,
  queryPromptPage,
  updatePrompt,
  verifyPromptResponse,
} from '@/client/api/prompt';
import { TEST_USER_ID, captureRequest, signInTestUser } from './capture';

beforeEach(signInTestUser);

describe('prompt API calls', () => {
  it('reads targets with prompt_type in the query string', async () => {
    const calls = captureRequest('get', '/prompt/type/targets', [{ name: 'chat_normal', desc: 'Chat' }]);
    const response = await getPromptTargets('Scene');
    expect(calls[0].query).toEqual({ prompt_type: 'Scene' });
    expect(calls[0].userId).toBe(TEST_USER_ID);
    expect(response.data.data).toEqual([{ name: 'chat_normal', desc: 'Chat' }]);
  });

  it('loads a template with both values in the query string and no body', async () => {
    const calls = captureRequest('post', '/prompt/template/load', { template: 't' });
    await loadPromptTemplate({ prompt_type: 'Agent', target: 'Reporter' });
    expect(calls[0].method).toBe('POST');
    expect(calls[0].query).toEqual({ prompt_type: 'Agent', target: 'Reporter' });
    expect(calls[0].body).toBeUndefined();
  });

  it('queries a page with paging in the query string and filters in the body', async () => {
    const calls = captureRequest('post', '/prompt/query_page', {
      items: [],
      total_count: 0,
      total_pages: 0,
      page: 2,
      page_size: 10,
    });
    await queryPromptPage({ prompt_type: 'Normal' }, { page: 2, page_size: 10 });
    expect(calls[0].query).toEqual({ page: '2', page_size: '10' });
    expect(calls[0].body).toEqual({ prompt_type: 'Normal' });
  });

  it('defaults the page to 1 of 20 and sends an empty filter', async () => {
    const calls = captureRequest('post', '/prompt/query_page', null);
    await queryPromptPage();
    expect(calls[0].query).toEqual({ page: '1', page_size: '20' });
    expect(calls[0].body).toEqual({});
  });

  it('adds, updates, deletes and verifies with JSON bodies', async () => {
    const adds = captureRequest('post', '/prompt/add', null);
    await addPrompt({
      prompt_name: 'judge',
      content: 'Rate {answer}',
      prompt_type: 'Normal',
      visibility: 'private',
    });
    expect(adds[0].body).toEqual({
      prompt_name: 'judge',
      content: 'Rate {answer}',
      prompt_type: 'Normal',
      visibility: 'private',
    });
    const updates = captureRequest('post', '/prompt/update', null);
    await updatePrompt({ prompt_code: 'abc', content: 'new' });
    expect(updates[0].body).toEqual({ prompt_code: 'abc', content: 'new' });
    const deletes = captureRequest('post', '/prompt/delete', null);
    await deletePrompt({ prompt_name: 'judge', sys_code: 'dbgpt' });
    expect(deletes[0].body).toEqual({ prompt_name: 'judge', sys_code: 'dbgpt' });
    const verifies = captureRequest('post', '/prompt/response/verify', true);
    const response = await verifyPromptResponse({
      llm_out: '{"a":1}',
      prompt_type: 'Scene',
      chat_scene: 'chat_dashboard',
    });
    expect(verifies[0].body).toEqual({
      llm_out: '{"a":1}',
      prompt_type: 'Scene',
      chat_scene: 'chat_dashboard',
    });
    expect(response.data.data).toBe(true);
  });
});
