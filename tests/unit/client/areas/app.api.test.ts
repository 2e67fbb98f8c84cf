import { beforeEach, describe, expect, it } from 'vitest';
import {
  createApp,
  getAppAdmins,
  getAppInfo,
  getAppList,
  getAppResources,
  getHotAppList,
  getLlmStrategyValues,
  getTeamModeList,
  publishApp,
  updateAppAdmins,
} from '@/client/api/app';
import { TEST_USER_ID, captureRequest, signInTestUser } from './capture';

beforeEach(signInTestUser);

describe('app API calls', () => {
  it('lists apps with page 1 and size 12 by default, in the query string and the body', async () => {
    const calls = captureRequest('post', '/api/v1/app/list', {
      app_list: [],
      total_count: 0,
      total_page: 0,
      current_page: 1,
    });
    const response = await getAppList({ team_mode: 'native_app' });
    expect(response.data.data?.app_list).toEqual([]);
    expect(calls).toHaveLength(1);
    expect(calls[0].method).toBe('POST');
    expect(calls[0].query).toEqual({ page: '1', page_size: '12' });
    expect(calls[0].body).toEqual({ team_mode: 'native_app', page: 1, page_size: 12 });
    expect(calls[0].userId).toBe(TEST_USER_ID);
  });

  it('keeps a caller-chosen page in both places', async () => {
    const calls = captureRequest('post', '/api/v1/app/list', null);
    await getAppList({ page: 3, page_size: 50 });
    expect(calls[0].query).toEqual({ page: '3', page_size: '50' });
    expect(calls[0].body).toEqual({ page: 3, page_size: 50 });
  });

  it('creates an app with the app as JSON body', async () => {
    const calls = captureRequest('post', '/api/v1/app/create', { app_code: 'a1' });
    const body = {
      app_name: 'Sales',
      app_describe: 'd',
      team_mode: 'single_agent',
      language: 'en',
      details: [],
    };
    const response = await createApp(body);
    expect(response.data.data).toEqual({ app_code: 'a1' });
    expect(calls[0].body).toEqual(body);
    expect(calls[0].contentType).toContain('application/json');
  });

  it('publishes an app by app_code in the body', async () => {
    const calls = captureRequest('post', '/api/v1/app/publish', []);
    await publishApp({ app_code: 'a1' });
    expect(calls[0].body).toEqual({ app_code: 'a1' });
    expect(calls[0].query).toEqual({});
  });

  it('asks for resources with type and version in the query string', async () => {
    const calls = captureRequest('get', '/api/v1/app/resources/list', []);
    await getAppResources({ type: 'database', version: 'v2' });
    expect(calls[0].method).toBe('GET');
    expect(calls[0].query).toEqual({ type: 'database', version: 'v2' });
    expect(calls[0].body).toBeUndefined();
    expect(calls[0].userId).toBe(TEST_USER_ID);
  });

  it('reads app info by chat_scene and app_code in the query string', async () => {
    const calls = captureRequest('get', '/api/v1/app/info', null);
    await getAppInfo({ chat_scene: 'chat_agent', app_code: 'a1' });
    expect(calls[0].query).toEqual({ chat_scene: 'chat_agent', app_code: 'a1' });
  });

  it('reads and updates admins with the app code in the path and then the body', async () => {
    const reads = captureRequest('get', '/api/v1/app/:code/admins', '["u1"]');
    await getAppAdmins('app 1');
    expect(reads[0].pathname).toBe('/api/v1/app/app 1/admins');
    const writes = captureRequest('post', '/api/v1/app/admins/update', null);
    await updateAppAdmins({ app_code: 'a1', admins: ['u1', 'u2'] });
    expect(writes[0].body).toEqual({ app_code: 'a1', admins: ['u1', 'u2'] });
  });

  it('sends the strategy type as a query parameter and reads simple lists', async () => {
    const values = captureRequest('get', '/api/v1/llm-strategy/value/list', ['m1', 'm2']);
    const response = await getLlmStrategyValues('priority');
    expect(values[0].query).toEqual({ type: 'priority' });
    expect(response.data.data).toEqual(['m1', 'm2']);
    const modes = captureRequest('get', '/api/v1/team-mode/list', []);
    await getTeamModeList();
    expect(modes[0].query).toEqual({});
  });

  it('posts the hot-list query as the body', async () => {
    const calls = captureRequest('post', '/api/v1/app/hot/list', []);
    await getHotAppList({ page: 1, page_size: 6 });
    expect(calls[0].body).toEqual({ page: 1, page_size: 6 });
  });
});
