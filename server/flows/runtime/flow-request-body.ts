import type { FlowMessage, FlowRequestBody } from './flow-values';

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const number = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/**
 * A caller's body as the trigger's request (DB-GPT's `CommonLLMHttpRequestBody`): `messages` is the
 * question (a list: the last one, the earlier ones history); any other body is kept whole in `extra`.
 */
export function requestBodyOf(body: Readonly<Record<string, unknown>>): FlowRequestBody {
  const messages = body.messages;
  const said = Array.isArray(messages) ? messages.map(String) : [];
  const question =
    typeof messages === 'string' ? messages : (said[said.length - 1] ?? text(body.user_input) ?? '');
  const history: FlowMessage[] = said.slice(0, -1).map((content) => ({ role: 'user', content }));
  const extra =
    typeof body.extra === 'object' && body.extra !== null ? (body.extra as Record<string, unknown>) : {};
  return {
    messages: question,
    model: text(body.model) ?? null,
    conv_uid: text(body.conv_uid) ?? null,
    temperature: number(body.temperature) ?? null,
    max_new_tokens: number(body.max_new_tokens) ?? null,
    history,
    extra: { ...body, ...extra },
  };
}
