import type { FlowNodeTrace } from '@/contract/flow/debug';
import { isTextStream } from './text-stream';

const MAX_TEXT = 2000;
const MAX_ITEMS = 20;
const MAX_DEPTH = 5;

/** A shortened copy of a value for a trace frame: long texts and lists cut, streams as their text so far. */
export function preview(value: unknown, depth = 0): unknown {
  if (isTextStream(value)) return preview(value.soFar, depth);
  if (typeof value === 'string') return value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}…` : value;
  if (value === null || typeof value !== 'object') return value ?? null;
  if (depth >= MAX_DEPTH) return '…';
  if (Array.isArray(value)) {
    const items = value.slice(0, MAX_ITEMS).map((item) => preview(item, depth + 1));
    return value.length > MAX_ITEMS ? [...items, `… (${value.length - MAX_ITEMS} more)`] : items;
  }
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, preview(item, depth + 1)]));
}

/** Sends a node's frames, `running` ones of a growing stream at most every `intervalMs`. */
export class NodeTracer {
  private lastRunningAt = new Map<string, number>();

  constructor(
    private readonly send: ((trace: FlowNodeTrace) => void) | undefined,
    private readonly mask: (value: unknown) => unknown,
    private readonly intervalMs = 50,
  ) {}

  get enabled(): boolean {
    return this.send !== undefined;
  }

  emit(trace: FlowNodeTrace): void {
    if (!this.send) return;
    this.send(this.mask(trace) as FlowNodeTrace);
  }

  /** A streaming node's output so far, throttled. */
  progress(nodeId: string, output: string): void {
    if (!this.send) return;
    const now = Date.now();
    if (now - (this.lastRunningAt.get(nodeId) ?? 0) < this.intervalMs) return;
    this.lastRunningAt.set(nodeId, now);
    this.emit({ node_id: nodeId, status: 'running', output: preview(output) });
  }
}
