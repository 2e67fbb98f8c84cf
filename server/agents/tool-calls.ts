import type { ToolCall, ToolCallDelta } from '../models/chat-model';

/**
 * Joins the streamed pieces of the model's tool calls: each call's id and name come once, its
 * arguments' JSON text in any number of parts, all keyed by the call's index.
 */
export class ToolCallCollector {
  private readonly calls = new Map<number, { id: string; name: string; arguments: string }>();

  push(deltas: readonly ToolCallDelta[] | undefined): void {
    for (const delta of deltas ?? []) {
      const call = this.calls.get(delta.index) ?? { id: '', name: '', arguments: '' };
      if (delta.id) call.id = delta.id;
      if (delta.name) call.name += delta.name;
      if (delta.arguments) call.arguments += delta.arguments;
      this.calls.set(delta.index, call);
    }
  }

  /** The complete calls in the model's order; a call without an id gets one, so its answer can name it. */
  complete(): ToolCall[] {
    return [...this.calls.entries()]
      .sort(([a], [b]) => a - b)
      .filter(([, call]) => call.name !== '')
      .map(([index, call]) => ({ ...call, id: call.id || `call_${index}` }));
  }
}
