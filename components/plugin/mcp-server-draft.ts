import type { McpServerRequest } from '@/contract/hub';

export type McpTransport = McpServerRequest['transport'];

export interface KeyValueRow {
  /** Stable across edits, so a row keeps its focus while its neighbours change. */
  id: number;
  key: string;
  value: string;
}

/** What the user has typed into "Add an MCP server", kept as typed until it is sent. */
export interface McpServerDraft {
  name: string;
  description: string;
  transport: McpTransport;
  url: string;
  command: string;
  /** One argument per line. */
  args: string;
  headers: KeyValueRow[];
  env: KeyValueRow[];
}

export const EMPTY_MCP_DRAFT: McpServerDraft = {
  name: '',
  description: '',
  transport: 'streamable_http',
  url: '',
  command: '',
  args: '',
  headers: [],
  env: [],
};

/** The name rule of the contract (`mcpServerRequestSchema`), checked before asking the server. */
const NAME_PATTERN = /^[A-Za-z0-9_.-]{1,64}$/;

export type DraftProblem = 'name_invalid' | 'url_required' | 'command_required';

function recordOf(rows: KeyValueRow[]): Record<string, string> | undefined {
  const filled = rows.filter((row) => row.key.trim());
  return filled.length > 0 ? Object.fromEntries(filled.map((row) => [row.key.trim(), row.value])) : undefined;
}

/** The request the draft stands for, or what must be fixed first. */
export function requestOf(draft: McpServerDraft): { request: McpServerRequest } | { problem: DraftProblem } {
  const name = draft.name.trim();
  if (!NAME_PATTERN.test(name)) return { problem: 'name_invalid' };
  const description = draft.description.trim() || undefined;
  if (draft.transport === 'stdio') {
    const command = draft.command.trim();
    if (!command) return { problem: 'command_required' };
    const args = draft.args
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    return {
      request: {
        name,
        description,
        transport: 'stdio',
        command,
        args: args.length > 0 ? args : undefined,
        env: recordOf(draft.env),
      },
    };
  }
  const url = draft.url.trim();
  if (!url) return { problem: 'url_required' };
  return {
    request: { name, description, transport: draft.transport, url, headers: recordOf(draft.headers) },
  };
}
