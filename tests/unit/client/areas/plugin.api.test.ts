import { beforeEach, describe, expect, it } from 'vitest';
import {
  getDbgptsList,
  installAgent,
  installDbgpts,
  queryAgentHub,
  queryDbgptsHub,
  queryMyAgents,
  queryMyDbgpts,
  refreshDbgptsHub,
  uninstallAgent,
  uninstallDbgpts,
  updateAgentHub,
  uploadPersonalAgent,
} from '@/client/api/plugin';
import { TEST_USER_ID, captureRequest, signInTestUser } from './capture';

beforeEach(signInTestUser);

describe('plugin and dbgpts API calls', () => {
  it('queries the agent hub with paging in the body', async () => {
    const calls = captureRequest('post', '/api/v1/agent/query', {
      page_index: 1,
      page_size: 20,
      total_page: 0,
      total_row_count: 0,
      datas: [],
    });
    await queryAgentHub({ page_index: 2, page_size: 20, filter: { name: 'sql' } });
    expect(calls[0].body).toEqual({ page_index: 2, page_size: 20, filter: { name: 'sql' } });
    expect(calls[0].query).toEqual({});
    expect(calls[0].userId).toBe(TEST_USER_ID);
  });

  it('installs and uninstalls agents with plugin_name in the query string and no body', async () => {
    const installs = captureRequest('post', '/api/v1/agent/install', null);
    await installAgent('db-helper', 'u1');
    expect(installs[0].query).toEqual({ plugin_name: 'db-helper', user: 'u1' });
    expect(installs[0].body).toBeUndefined();
    const uninstalls = captureRequest('post', '/api/v1/agent/uninstall', null);
    await uninstallAgent('db-helper');
    expect(uninstalls[0].query).toEqual({ plugin_name: 'db-helper' });
  });

  it('updates the hub source and lists my agents', async () => {
    const updates = captureRequest('post', '/api/v1/agent/hub/update', null);
    const source = {
      channel: 'git',
      url: 'https://github.com/eosphoros-ai/DB-GPT-Plugins.git',
      branch: 'main',
      authorization: '',
    };
    await updateAgentHub(source);
    expect(updates[0].body).toEqual(source);
    const mine = captureRequest('post', '/api/v1/agent/my', []);
    await queryMyAgents('u1');
    expect(mine[0].query).toEqual({ user: 'u1' });
  });

  it('uploads a personal agent as multipart doc_file', async () => {
    const calls = captureRequest('post', '/api/v1/personal/agent/upload', null);
    const form = new FormData();
    form.append('doc_file', new File(['zip'], 'agent.zip'));
    await uploadPersonalAgent(form, 'u1');
    expect(calls[0].contentType).toContain('multipart/form-data');
    expect(calls[0].form?.has('doc_file')).toBe(true);
    expect(calls[0].query).toEqual({ user: 'u1' });
  });

  it('queries dbgpts pages with paging in the query string and filters in the body', async () => {
    const hub = captureRequest('post', '/api/v1/serve/dbgpts/hub/query_page', {
      items: [],
      total_count: 0,
      total_pages: 0,
      page: 3,
      page_size: 12,
    });
    await queryDbgptsHub({ type: 'flow' }, { page: 3, page_size: 12 });
    expect(hub[0].query).toEqual({ page: '3', page_size: '12' });
    expect(hub[0].body).toEqual({ type: 'flow' });
    const mine = captureRequest('post', '/api/v1/serve/dbgpts/my/query_page', null);
    await queryMyDbgpts();
    expect(mine[0].query).toEqual({ page: '1', page_size: '20' });
    expect(mine[0].body).toEqual({});
  });

  it('installs dbgpts with a body and uninstalls them with the query string only', async () => {
    const installs = captureRequest('post', '/api/v1/serve/dbgpts/hub/install', null);
    const pkg = {
      name: 'awel-flow-rag',
      type: 'flow',
      storage_channel: 'eosphoros/dbgpts',
      storage_url: 'workflow/awel-flow-rag',
    };
    await installDbgpts(pkg);
    expect(installs[0].body).toEqual(pkg);
    const uninstalls = captureRequest('post', '/api/v1/serve/dbgpts/my/uninstall', null);
    await uninstallDbgpts({ name: 'awel-flow-rag', type: 'flow' });
    expect(uninstalls[0].query).toEqual({ name: 'awel-flow-rag', type: 'flow' });
    expect(uninstalls[0].body).toBeUndefined();
  });

  it('refreshes the dbgpts hub and lists dbgpts apps', async () => {
    const refreshes = captureRequest('post', '/api/v1/serve/dbgpts/hub/source/refresh', null);
    await refreshDbgptsHub();
    expect(refreshes[0].body).toEqual({});
    const lists = captureRequest('get', '/api/v1/dbgpts/list', []);
    await getDbgptsList();
    expect(lists[0].method).toBe('GET');
    expect(lists[0].userId).toBe(TEST_USER_ID);
  });
});
