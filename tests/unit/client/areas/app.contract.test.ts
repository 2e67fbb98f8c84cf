import { describe, expect, it } from 'vitest';
import {
  appAdminsResponseSchema,
  appCreateRequestSchema,
  appEditRequestSchema,
  appListResponseSchema,
  appResourcesResponseSchema,
  appSchema,
  nativeSceneSchema,
} from '@/contract/app';
import { envelopeSchema } from '@/contract/common';

const awelApp = {
  app_code: 'c6a0f1e2-1111-11ef-9e2a-0242ac120002',
  app_name: 'Report flow',
  app_describe: 'Builds a weekly report',
  team_mode: 'awel_layout',
  language: 'en',
  team_context: { dag_id: 'flow_dag_report', uid: 'f-1', name: 'report', flow_category: 'chat_flow' },
  user_code: '001',
  sys_code: null,
  is_collected: 'false',
  icon: null,
  created_at: '2024-05-01T10:00:00',
  updated_at: '2024-05-01T10:00:00',
  details: [
    {
      app_code: 'c6a0f1e2-1111-11ef-9e2a-0242ac120002',
      app_name: 'Report flow',
      agent_name: 'Reporter',
      node_id: 'n1',
      resources: [
        {
          type: 'database',
          value: '{"db_name":"sales"}',
          name: 'sales',
          is_dynamic: false,
          context: null,
          version: 'v2',
        },
      ],
      prompt_template: null,
      llm_strategy: 'priority',
      llm_strategy_value: 'm1,m2',
    },
  ],
  published: 'true',
  hot_value: 3,
  param_need: [],
  owner_name: '001',
  owner_avatar_url: null,
  recommend_questions: [
    { id: 1, app_code: 'x', question: 'Top sales?', params: {}, valid: 'true', chat_mode: 'chat_agent' },
  ],
  admins: [],
  keep_start_rounds: 0,
  keep_end_rounds: 0,
};

describe('app contract', () => {
  it('accepts an app-list envelope with the GptsAppResponse wrapper', () => {
    const envelope = envelopeSchema(appListResponseSchema).parse({
      success: true,
      err_code: null,
      err_msg: null,
      host_name: 'dbgpt-host',
      data: { total_count: 1, total_page: 1, current_page: 1, app_list: [awelApp] },
    });
    expect(envelope.data?.app_list[0].team_context).toMatchObject({ dag_id: 'flow_dag_report' });
  });

  it('accepts both forms of llm_strategy_value and a native team context', () => {
    const native = {
      ...awelApp,
      team_mode: 'native_app',
      team_context: { chat_scene: 'chat_knowledge', scene_name: 'Chat Knowledge' },
      details: [{ ...awelApp.details[0], llm_strategy_value: '["m1", "m2"]' }],
      param_need: [
        { type: 'resource', value: 'knowledge', bind_value: 'docs' },
        { type: 'model', value: null },
      ],
    };
    expect(appSchema.safeParse(native).success).toBe(true);
    const arrayForm = { ...awelApp, details: [{ ...awelApp.details[0], llm_strategy_value: ['m1'] }] };
    expect(appSchema.safeParse(arrayForm).success).toBe(true);
  });

  it('accepts v1 options and v2 descriptors from the resource list', () => {
    const v1 = [{ label: '[mysql]sales', key: 'sales', description: '' }];
    const v2 = [
      {
        param_name: 'db_name',
        param_class: 'x',
        param_type: 'string',
        required: true,
        is_array: false,
        valid_values: v1,
      },
    ];
    expect(appResourcesResponseSchema.safeParse(v1).success).toBe(true);
    expect(appResourcesResponseSchema.safeParse(v2).success).toBe(true);
  });

  it('accepts the raw admins column as text or a list', () => {
    expect(appAdminsResponseSchema.safeParse('["u1"]').success).toBe(true);
    expect(appAdminsResponseSchema.safeParse(['u1']).success).toBe(true);
    expect(appAdminsResponseSchema.safeParse(null).success).toBe(true);
  });

  it('accepts the native scene list', () => {
    const scene = {
      chat_scene: 'chat_excel',
      scene_name: 'Chat Excel',
      param_need: [{ type: 'resource', value: 'excel_file' }],
    };
    expect(nativeSceneSchema.safeParse(scene).success).toBe(true);
  });

  it('rejects a create request without app_name or with an agent lacking resources', () => {
    const valid = { app_name: 'A', app_describe: 'd', team_mode: 'auto_plan', language: 'en' };
    expect(appCreateRequestSchema.safeParse(valid).success).toBe(true);
    const { app_name: _omit, ...withoutName } = valid;
    expect(appCreateRequestSchema.safeParse(withoutName).success).toBe(false);
    expect(appCreateRequestSchema.safeParse({ ...valid, details: [{ agent_name: 'a' }] }).success).toBe(
      false,
    );
  });

  it('rejects an edit request without app_code', () => {
    const body = { app_name: 'A', app_describe: 'd', team_mode: 'auto_plan', language: 'en' };
    expect(appEditRequestSchema.safeParse(body).success).toBe(false);
    expect(appEditRequestSchema.safeParse({ ...body, app_code: 'a1' }).success).toBe(true);
  });
});
