import type { FlowPanel } from '@/contract/flow';

/** A chat flow answers chats once it is deployed (the server runs only those). */
export const isChatReady = (flow: Pick<FlowPanel, 'flow_category' | 'state'>) =>
  flow.flow_category === 'chat_flow' && (flow.state === 'deployed' || flow.state === 'running');
