import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyPlugin } from '@/contract/plugin';
import { startMcpHttpServer, type McpHttpServer } from '../support/mcp-test-server';
import { appBody, call } from './app-helpers';
import { framePayloads, postChat, startChatServer, type ChatSetup } from './chat-test-helpers';

// Without sign-in, DB-GPT's admin list (user 001) decides who is an administrator: an MCP server an
// administrator added on loopback must also run in their agents' chats, not only in the "Test" button.
let setup: ChatSetup;
let mcp: McpHttpServer;
const ADMIN = '001';

beforeAll(async () => {
  mcp = await startMcpHttpServer();
  setup = await startChatServer();
});
afterAll(async () => {
  await setup.close();
  await mcp.close();
});

describe('an administrator’s MCP plugin on loopback, without sign-in', () => {
  it('is called by the agent of their app, which answers from its result', async () => {
    const { server, fake } = setup;
    const added = await call<MyPlugin>(
      server,
      'POST',
      '/api/v1/agent/mcp',
      { name: 'order_desk', transport: 'streamable_http', url: `${mcp.url}/mcp` },
      { user: ADMIN },
    );
    expect(added.body.success).toBe(true);
    const created = await call<{ app_code: string }>(
      server,
      'POST',
      '/api/v1/app/create',
      appBody('Order desk', {
        details: [
          {
            agent_name: 'ToolExpert',
            resources: [{ type: 'tool', value: 'order_desk', is_dynamic: false }],
            llm_strategy: 'default',
          },
        ],
      }),
      { user: ADMIN },
    );
    fake.replyOnce({ toolCalls: [{ name: 'order_desk_lookup_order', arguments: { order_id: 'A-1' } }] });
    fake.replyOnce({ text: 'Order A-1 has shipped.' });

    const response = await postChat(
      server,
      { chat_mode: 'chat_agent', app_code: created.body.data.app_code, user_input: 'Where is A-1?' },
      { userId: ADMIN },
    );
    const stream = framePayloads(await response.text()).join('');

    expect(stream).toContain('Order A-1 has shipped.');
    expect(stream).not.toContain('private or local network address');
    expect(fake.chatRequests()[1]?.messages.at(-1)).toMatchObject({
      role: 'tool',
      content: expect.stringContaining('"shipped"'),
    });
  });
});
