import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { SERVER_ERROR_CODES } from '@/contract/common';
import { deltaFrame, doneFrame, SERVER_ERROR_MARKER } from '../chat/sse-frames';
import { openSseResponse } from '../chat/sse-response';
import type { FlowPlan } from '../flows/runtime/flow-plan';
import { requestBodyOf } from '../flows/runtime/flow-request-body';
import { FlowRunCancelled, FlowRunError, runFlow, type FlowRunOptions } from '../flows/runtime/flow-run';
import { resolveFlowCaller } from '../access/flow-access';
import { findTriggeredFlow } from '../flows/runtime/trigger-lookup';
import { planStoredFlow } from '../flows/runtime/stored-flow-plan';
import { ApiError } from '../http/api-error';
import { localized, verbatim } from '../i18n/localized-text';
import { requestLanguage } from '../i18n/request-language';
import type { RouteContext } from '../context';
import { allow } from '../http/route-access';

export const TRIGGER_PREFIX = '/api/v1/awel/trigger';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A streaming flow answers OpenAI-style chunks, then `[DONE]`; a failure one `[SERVER_ERROR]` frame. */
async function streamAnswer(reply: FastifyReply, plan: FlowPlan, options: Omit<FlowRunOptions, 'signal'>) {
  const response = openSseResponse(reply);
  const cancel = new AbortController();
  response.onClientGone(() => cancel.abort());
  const source = { id: `chatcmpl-${randomUUID()}`, model: options.request.model ?? null };
  try {
    for await (const chunk of runFlow(plan, { ...options, signal: cancel.signal }))
      response.write(deltaFrame(source, chunk, ''));
    response.write(doneFrame());
  } catch (error) {
    if (error instanceof FlowRunError) response.write(`data:${SERVER_ERROR_MARKER}${error.message}\n\n`);
    else if (!(error instanceof FlowRunCancelled)) throw error;
  } finally {
    response.end();
  }
  return reply;
}

/**
 * A deployed flow's HTTP trigger (DB-GPT's `/api/v1/awel/trigger/<path>`): the body (POST) or the query
 * (GET) is the request; the answer is the flow's value as JSON, or an event stream when the flow streams.
 */
export const flowTriggerRoutes: FastifyPluginAsync<RouteContext> = async (app, context) => {
  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    // Fastify decodes the wildcard's part of the path (a malformed escape is its 400, not ours).
    const path = `/${(request.params as { '*'?: string })['*'] ?? ''}`;
    // Another user's private flow is answered as missing; a public one runs for everyone signed in.
    const caller = await resolveFlowCaller(request, context.repositories.users);
    const found = await findTriggeredFlow(context, path, caller);
    if (!found) throw ApiError.notFound(localized('flowRun.triggerNotFound', { path }));
    const method = found.method;
    if (request.method !== method)
      throw new ApiError(
        405,
        SERVER_ERROR_CODES.validation,
        localized('flowRun.triggerMethod', { path, method }),
      );
    const language = requestLanguage(request);
    const planned = await planStoredFlow(context, found.flow, language);
    if (!planned.ok) throw new ApiError(400, SERVER_ERROR_CODES.validation, planned.problem);
    const given = request.method === 'GET' ? request.query : request.body;
    const options: Omit<FlowRunOptions, 'signal'> = {
      context,
      userId: request.userId,
      chooserId: found.flow.userCode,
      language,
      request: requestBodyOf(isRecord(given) ? given : {}),
      flowUid: found.flow.uid,
    };
    if (planned.plan.streams) return streamAnswer(reply, planned.plan, options);
    const run = runFlow(planned.plan, options);
    try {
      for (;;) {
        const next = await run.next();
        if (next.done) return reply.type('application/json').send(JSON.stringify(next.value.value ?? null));
      }
    } catch (error) {
      if (error instanceof FlowRunError)
        throw new ApiError(
          error.status,
          error.status >= 500 ? SERVER_ERROR_CODES.internal : String(error.status),
          verbatim(error.message),
        );
      throw error;
    }
  };
  app.get(`${TRIGGER_PREFIX}/*`, allow.owner('flow'), handle);
  app.post(`${TRIGGER_PREFIX}/*`, allow.owner('flow'), handle);
};
