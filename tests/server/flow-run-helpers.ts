import { createParser } from 'eventsource-parser';
import type { FlowNodeTrace } from '@/contract/flow/debug';
import { AWEL, canvas, createFlow, type CanvasEdge, type CanvasNode } from './flow-helpers';
import type { TestServer } from './harness';

export interface StreamEvent {
  event: string | undefined;
  data: string;
}

/** The events of an event stream, read with a real SSE parser. */
export function sseEvents(text: string): StreamEvent[] {
  const events: StreamEvent[] = [];
  const parser = createParser({ onEvent: (event) => events.push({ event: event.event, data: event.data }) });
  parser.feed(text);
  return events;
}

export interface DebugResult {
  status: number;
  /** The `data:` frames without an event name: the text so far each time. */
  texts: string[];
  traces: FlowNodeTrace[];
  raw: string;
  envelope?: { success: boolean; err_msg: string | null };
}

/** `POST /flow/debug` with an unsaved flow made of these nodes and edges. */
export async function debugRun(
  server: TestServer,
  graph: { nodes: CanvasNode[]; edges: CanvasEdge[] },
  request: Record<string, unknown>,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<DebugResult> {
  const response = await fetch(`${server.baseUrl}${AWEL}/flow/debug`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-id': 'alice', ...headers },
    body: JSON.stringify({
      flow: { name: 'debugged', label: 'Debugged', flow_data: canvas(graph.nodes, graph.edges) },
      request,
      ...extra,
    }),
  });
  const raw = await response.text();
  if (!response.headers.get('content-type')?.startsWith('text/event-stream'))
    return { status: response.status, texts: [], traces: [], raw, envelope: JSON.parse(raw) };
  const events = sseEvents(raw);
  return {
    status: response.status,
    raw,
    texts: events.filter((event) => !event.event).map((event) => event.data),
    traces: events
      .filter((event) => event.event === 'node')
      .map((event) => JSON.parse(event.data) as FlowNodeTrace),
  };
}

/** Saves a deployed flow of these nodes and edges as alice; answers its uid. */
export async function deployFlow(
  server: TestServer,
  name: string,
  graph: { nodes: CanvasNode[]; edges: CanvasEdge[] },
  state = 'deployed',
): Promise<string> {
  const flow = await createFlow(server, name, {
    label: name,
    state,
    flow_data: canvas(graph.nodes, graph.edges),
  });
  return flow.uid;
}

/** The text of a chat_flow snapshot frame (contract S.5: newlines arrive escaped). */
export function flowFrameText(payload: string): string {
  const frame = JSON.parse(payload) as { choices: { message: { content: string } }[] };
  return frame.choices[0].message.content;
}
