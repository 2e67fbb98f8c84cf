import { beforeEach, describe, expect, it } from 'vitest';
import {
  addFlow,
  deleteFlowById,
  getFileMetadataBatch,
  getFlowById,
  getFlowNodes,
  getFlows,
  getVariablesByKey,
  importFlow,
  refreshFlowNode,
  updateFlowById,
} from '@/client/api/flow';
import { TEST_USER_ID, captureRequest, signInTestUser } from './capture';

const flowData = { nodes: [], edges: [], viewport: { x: 0, y: 0, zoom: 1 } };

beforeEach(signInTestUser);

describe('flow API calls', () => {
  it('lists flows with paging in the query string', async () => {
    const calls = captureRequest('get', '/api/v2/serve/awel/flows', {
      items: [],
      total_count: 0,
      total_pages: 0,
      page: 1,
      page_size: 20,
    });
    await getFlows({ page: 1, page_size: 20 });
    expect(calls[0].query).toEqual({ page: '1', page_size: '20' });
    expect(calls[0].userId).toBe(TEST_USER_ID);
  });

  it('creates a flow with the panel as JSON body', async () => {
    const calls = captureRequest('post', '/api/v2/serve/awel/flows', null);
    await addFlow({ name: 'my_flow', label: 'My flow', description: 'd', flow_data: flowData });
    expect(calls[0].body).toEqual({
      name: 'my_flow',
      label: 'My flow',
      description: 'd',
      flow_data: flowData,
    });
  });

  it('gets, updates and deletes a flow by uid in the path, sending the uid in the update body', async () => {
    const gets = captureRequest('get', '/api/v2/serve/awel/flows/:uid', null);
    await getFlowById('f-1');
    expect(gets[0].pathname).toBe('/api/v2/serve/awel/flows/f-1');

    const puts = captureRequest('put', '/api/v2/serve/awel/flows/:uid', null);
    await updateFlowById('f-1', { name: 'my_flow', flow_data: flowData, state: 'deployed' });
    expect(puts[0].method).toBe('PUT');
    expect(puts[0].pathname).toBe('/api/v2/serve/awel/flows/f-1');
    expect(puts[0].body).toEqual({ name: 'my_flow', flow_data: flowData, state: 'deployed', uid: 'f-1' });

    const deletes = captureRequest('delete', '/api/v2/serve/awel/flows/:uid', null);
    await deleteFlowById('f-1');
    expect(deletes[0].method).toBe('DELETE');
    expect(deletes[0].pathname).toBe('/api/v2/serve/awel/flows/f-1');
    expect(deletes[0].query).toEqual({});
  });

  it('sends node tags JSON-encoded in the query string, and nothing without tags', async () => {
    const calls = captureRequest('get', '/api/v2/serve/awel/nodes', []);
    await getFlowNodes({ order: 'higher-order' });
    expect(calls[0].query).toEqual({ tags: '{"order":"higher-order"}' });
    await getFlowNodes();
    expect(calls[1].query).toEqual({});
  });

  it('imports a flow as multipart with save_flow in the query string', async () => {
    const calls = captureRequest('post', '/api/v2/serve/awel/flow/import', null);
    const form = new FormData();
    form.append('file', new File(['{"flow":{}}'], 'flow.json', { type: 'application/json' }));
    await importFlow(form, true);
    expect(calls[0].contentType).toContain('multipart/form-data');
    expect(calls[0].query).toEqual({ save_flow: 'true' });
    expect(calls[0].form?.has('file')).toBe(true);
    expect(calls[0].form?.has('save_flow')).toBe(false);
  });

  it('refreshes node options with a JSON body', async () => {
    const calls = captureRequest('post', '/api/v2/serve/awel/nodes/refresh', null);
    const body = {
      id: 'operator_x',
      type_name: 'X',
      type_cls: 'a.X',
      refresh: [{ name: 'model', depends: null }],
    };
    await refreshFlowNode(body);
    expect(calls[0].body).toEqual(body);
  });

  it('reads variables by key and file metadata in batch', async () => {
    const variables = captureRequest('get', '/api/v2/serve/awel/variables', null);
    await getVariablesByKey({ key: 'dbgpt.model.openai.api_key', page: 1 });
    expect(variables[0].query).toEqual({ key: 'dbgpt.model.openai.api_key', page: '1' });

    const files = captureRequest('post', '/api/v2/serve/file/files/metadata/batch', []);
    await getFileMetadataBatch({ uris: ['dbgpt-fs://local/b/f1'] });
    expect(files[0].body).toEqual({ uris: ['dbgpt-fs://local/b/f1'] });
    expect(files[0].userId).toBe(TEST_USER_ID);
  });
});
