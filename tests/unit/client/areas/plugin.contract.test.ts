import { describe, expect, it } from 'vitest';
import { envelopeSchema } from '@/contract/common';
import {
  agentInstallQuerySchema,
  agentQueryResponseSchema,
  dbgptsHubPageSchema,
  dbgptsInstallRequestSchema,
  dbgptsListResponseSchema,
  dbgptsUninstallQuerySchema,
  myDbgptsPageSchema,
  myPluginSchema,
} from '@/contract/plugin';

const hubItem = {
  id: 1,
  name: 'awel-flow-rag',
  description: 'RAG flow',
  author: 'dbgpt',
  email: 'a@b.c',
  type: 'flow',
  version: '0.1.0',
  storage_channel: 'eosphoros/dbgpts',
  storage_url: 'workflow/awel-flow-rag',
  download_param: null,
  installed: 0,
  gmt_created: '2024-05-01 10:00:00',
};

describe('plugin contract', () => {
  it('accepts the agent hub PagenationResult wrapper in envelope A', () => {
    const data = { page_index: 1, page_size: 20, total_page: 1, total_row_count: 1, datas: [hubItem] };
    const parsed = envelopeSchema(agentQueryResponseSchema).parse({
      success: true,
      err_code: null,
      err_msg: null,
      host_name: 'h',
      data,
    });
    expect(parsed.data?.datas[0].installed).toBe(0);
  });

  it('accepts the dbgpts pages, with installed as an int or a boolean', () => {
    const hub = {
      items: [
        { ...hubItem, gmt_modified: 'x' },
        { ...hubItem, id: 2, installed: true },
      ],
      total_count: 2,
      total_pages: 1,
      page: 1,
      page_size: 20,
    };
    expect(dbgptsHubPageSchema.safeParse(hub).success).toBe(true);
    const mine = {
      id: 1,
      user_name: 'dbgpt',
      sys_code: null,
      name: 'awel-flow-rag',
      file_name: 'awel-flow-rag',
      type: 'flow',
      version: '0.1.0',
      use_count: 0,
      succ_count: 0,
      gmt_created: 'x',
      gmt_modified: 'x',
    };
    expect(
      myDbgptsPageSchema.safeParse({ items: [mine], total_count: 1, total_pages: 1, page: 1, page_size: 20 })
        .success,
    ).toBe(true);
    expect(myPluginSchema.safeParse({ ...mine, tenant: null, user_code: '001' }).success).toBe(true);
  });

  it('accepts the dbgpts app list', () => {
    expect(
      dbgptsListResponseSchema.safeParse([
        { app_code: 'a1', app_name: 'A', team_mode: 'awel_layout', team_context: null },
      ]).success,
    ).toBe(true);
  });

  it('rejects install and uninstall requests without the package name', () => {
    expect(agentInstallQuerySchema.safeParse({ user: 'u1' }).success).toBe(false);
    expect(dbgptsInstallRequestSchema.safeParse({ name: 'x' }).success).toBe(false);
    expect(dbgptsInstallRequestSchema.safeParse({ name: 'x', type: 'flow' }).success).toBe(true);
    expect(dbgptsUninstallQuerySchema.safeParse({ type: 'flow' }).success).toBe(false);
  });
});
