import { describe, expect, it } from 'vitest';
import {
  fileMetadataBatchRequestSchema,
  flowCreateRequestSchema,
  flowImportQuerySchema,
  flowNodesQuerySchema,
  flowPanelPageSchema,
  flowUpdateRequestSchema,
  nodeMetadataSchema,
} from '@/contract/flow';

const llmOperator = {
  label: 'LLM Operator',
  custom_label: null,
  name: 'llm_operator',
  description: 'Calls a model',
  category: 'llm',
  category_label: 'LLM',
  flow_type: 'operator',
  icon: null,
  documentation_url: null,
  id: 'operator_llm_operator___$$___llm___$$___v1',
  tags: { ui_version: 'flow2.0' },
  operator_type: 'map',
  inputs: [
    {
      label: 'Request',
      name: 'request',
      type_name: 'ModelRequest',
      type_cls: 'dbgpt.core.ModelRequest',
      is_list: false,
    },
  ],
  outputs: [
    {
      label: 'Output',
      name: 'output',
      type_name: 'ModelOutput',
      type_cls: 'dbgpt.core.ModelOutput',
      mappers: null,
    },
  ],
  version: 'v1',
  type_name: 'LLMOperator',
  type_cls: 'dbgpt.core.operators.LLMOperator',
  parameters: [
    {
      label: 'LLM Client',
      name: 'llm_client',
      type_name: 'LLMClient',
      type_cls: 'dbgpt.core.LLMClient',
      is_list: false,
      category: 'resource',
      resource_type: 'instance',
      optional: true,
      default: null,
      placeholder: null,
      description: 'The client',
      value: null,
      options: [
        {
          label: 'a',
          name: 'a',
          value: 'a',
          children: [{ label: 'b', name: 'b', value: 1, children: null }],
        },
      ],
      ui: {
        ui_type: 'select',
        size: 'middle',
        attr: { disabled: false },
        refresh: true,
        refresh_depends: ['model'],
      },
    },
  ],
};

const clientResource = {
  label: 'OpenAI Client',
  name: 'openai_client',
  category: 'llm_client',
  flow_type: 'resource',
  id: 'resource_dbgpt.model.proxy.OpenAILLMClient',
  type_name: 'OpenAILLMClient',
  type_cls: 'dbgpt.model.proxy.OpenAILLMClient',
  resource_type: 'instance',
  parent_cls: ['dbgpt.core.LLMClient'],
  parameters: [],
};

const node = (id: string, data: object) => ({
  width: 320,
  height: 280,
  id,
  position: { x: 10.5, y: -4, zoom: 0 },
  position_absolute: { x: 10.5, y: -4, zoom: 0 },
  type: 'customNode',
  data,
});

const flowData = {
  nodes: [
    node('operator_llm_operator___$$___llm___$$___v1_0', llmOperator),
    node('resource_openai_0', clientResource),
  ],
  edges: [
    {
      source: 'resource_openai_0',
      target: 'operator_llm_operator___$$___llm___$$___v1_0',
      id: 'edge_0',
      source_handle: 'resource_openai_0|outputs|0',
      target_handle: 'operator_llm_operator___$$___llm___$$___v1_0|parameters|0',
      type: 'buttonedge',
    },
  ],
  viewport: { x: 0, y: 0, zoom: 0.8 },
};

describe('flow contract', () => {
  it('accepts operator and resource node metadata from /nodes', () => {
    expect(nodeMetadataSchema.parse(llmOperator).flow_type).toBe('operator');
    expect(nodeMetadataSchema.parse(clientResource).flow_type).toBe('resource');
    expect(nodeMetadataSchema.safeParse({ ...clientResource, flow_type: 'widget' }).success).toBe(false);
  });

  it('accepts a flow page with canvas, metadata and variables, keeping node data whole', () => {
    const flow = {
      uid: '0b1a9c1e-4f43-4a35-9b8e-5a3c0c7d7e21',
      label: 'My flow',
      name: 'my_flow',
      flow_category: 'chat_flow',
      flow_data: flowData,
      description: null,
      state: 'running',
      error_message: null,
      source: 'DBGPT-WEB',
      version: '0.1.1',
      define_type: 'json',
      editable: true,
      dag_id: 'flow_dag_my_flow',
      gmt_created: '2024-05-01 10:00:00',
      gmt_modified: '2024-05-01 10:00:00',
      metadata: {
        triggers: [
          {
            trigger_type: 'http',
            path: '/api/v1/awel/trigger/x',
            methods: ['POST'],
            trigger_mode: 'command',
          },
        ],
        sse_output: true,
        streaming_output: true,
        tags: {},
      },
      variables: [
        {
          key: 'k',
          label: 'Key',
          category: 'secret',
          scope: 'global',
          value: '${dbgpt.model.openai.api_key:my_key@global}',
          parsed_variables: { key: 'dbgpt.model.openai.api_key', scope: 'global' },
        },
      ],
      authors: null,
    };
    const page = flowPanelPageSchema.parse({
      items: [flow],
      total_count: 1,
      total_pages: 1,
      page: 1,
      page_size: 20,
    });
    expect(page.items[0].flow_data?.nodes[0].data).toMatchObject({ operator_type: 'map', version: 'v1' });
  });

  it('requires a name, and a canvas for json flows only', () => {
    expect(flowCreateRequestSchema.safeParse({ name: 'f', flow_data: flowData }).success).toBe(true);
    expect(flowCreateRequestSchema.safeParse({ label: 'F', flow_data: flowData }).success).toBe(false);
    expect(flowCreateRequestSchema.safeParse({ name: 'f' }).success).toBe(false);
    expect(flowCreateRequestSchema.safeParse({ name: 'f', define_type: 'python' }).success).toBe(true);
  });

  it('requires the uid in the update body and flow_type in every node', () => {
    expect(flowUpdateRequestSchema.safeParse({ name: 'f', flow_data: flowData }).success).toBe(false);
    const noType = { ...flowData, nodes: [node('n', { label: 'x' })] };
    expect(flowUpdateRequestSchema.safeParse({ uid: 'u', name: 'f', flow_data: noType }).success).toBe(false);
  });

  it('checks query values as they arrive in a query string', () => {
    expect(flowNodesQuerySchema.safeParse({ tags: '{"order":"higher-order"}' }).success).toBe(true);
    expect(flowNodesQuerySchema.safeParse({ tags: 'order=higher' }).success).toBe(false);
    expect(flowImportQuerySchema.parse({ save_flow: 'true' })).toEqual({ save_flow: true });
  });

  it('accepts exactly one way of naming files in a metadata batch', () => {
    expect(fileMetadataBatchRequestSchema.safeParse({ uris: ['dbgpt-fs://local/b/f'] }).success).toBe(true);
    expect(
      fileMetadataBatchRequestSchema.safeParse({ bucket_file_pairs: [{ bucket: 'b', file_id: 'f' }] })
        .success,
    ).toBe(true);
    expect(fileMetadataBatchRequestSchema.safeParse({}).success).toBe(false);
    expect(fileMetadataBatchRequestSchema.safeParse({ uris: [], bucket_file_pairs: [] }).success).toBe(false);
  });
});
