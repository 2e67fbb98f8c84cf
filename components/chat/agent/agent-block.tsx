import type { AgentFenceLanguage } from '@/contract/constants/agent-vis';
import { CodeBlock } from '@/components/chat/markdown/code-block';
import { AgentMessagesView } from './agent-messages-view';
import { AgentPlansView } from './agent-plans-view';
import { parseAgentBlock } from './parse-agent-blocks';
import { ToolCallCard } from './tool-call-card';

/** A `chat_agent` block (plan, messages, tool call); a body that cannot be read shows as its raw text. */
export default function AgentBlock({ language, body }: { language: AgentFenceLanguage; body: string }) {
  const block = parseAgentBlock(language, body);
  if (!block) return <CodeBlock code={body} language={language} plain />;
  if (block.kind === 'agent-plans') return <AgentPlansView steps={block.steps} />;
  if (block.kind === 'agent-messages') return <AgentMessagesView messages={block.messages} />;
  return <ToolCallCard call={block.call} />;
}
