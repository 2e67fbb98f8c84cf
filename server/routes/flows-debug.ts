import type { FastifyPluginAsync } from 'fastify';
import { SERVER_ERROR_CODES } from '@/contract/common';
import { FLOW_NODE_TRACE_EVENT, flowDebugRequestSchema } from '@/contract/flow/debug';
import { referencesElement } from '../knowledge/knowledge-references';
import { SERVER_ERROR_MARKER } from '../chat/sse-frames';
import { openSseResponse } from '../chat/sse-response';
import { canChangeFlow, resolveFlowCaller } from '../access/flow-access';
import { assertDatasourcesUsable } from '../flows/flow-datasource-references';
import { assertSpacesUsable } from '../flows/flow-references';
import { createOptionLoader } from '../flows/node-options';
import { planFlow } from '../flows/runtime/flow-plan';
import { requestBodyOf } from '../flows/runtime/flow-request-body';
import { FlowRunCancelled, FlowRunError, runFlow } from '../flows/runtime/flow-run';
import { valueText } from '../flows/runtime/flow-values';
import { ApiError } from '../http/api-error';
import { validate } from '../http/validate';
import { localized } from '../i18n/localized-text';
import { requestLanguage } from '../i18n/request-language';
import type { RouteContext } from '../context';
import { AWEL_PREFIXES } from './flows-common';
import { allow } from '../http/route-access';

/** Shortest gap between two text frames: each repeats the whole text. */
const FRAME_INTERVAL_MS = 50;

/** DB-GPT's debug frame: the text so far, raw, newlines escaped (contract S.7). */
const textFrame = (text: string) => `data:${text.replaceAll('\n', '\\n')}\n\n`;

/**
 * The flow debug run (contract S.7, contract/flow/debug.ts): an unsaved flow runs on a test input. A flow
 * that cannot run is refused with a 400 envelope before the stream; what fails while it runs is told in the
 * stream. With `trace: true`, `event: node` frames tell each node's progress.
 */
export const flowDebugRoutes: FastifyPluginAsync<RouteContext> = async (app, context) => {
  for (const base of AWEL_PREFIXES)
    app.post(`${base}/flow/debug`, allow.signedIn, async (request, reply) => {
      const body = validate(flowDebugRequestSchema, request.body ?? {});
      const language = requestLanguage(request);
      const caller = await resolveFlowCaller(request, context.repositories.users);
      const loader = createOptionLoader({
        repositories: context.repositories,
        modelRegistry: context.modelRegistry,
        userId: caller.userId,
        isAdmin: caller.isAdmin,
        language,
      });
      const data = body.flow.flow_data;
      // The unsaved canvas runs with the caller's rights: their spaces, and a saved flow's own variables
      // only when that flow is one they may change (else it runs as a canvas of its own).
      await assertSpacesUsable(data, caller, context.repositories);
      await assertDatasourcesUsable(data, caller, context.repositories);
      const saved = body.flow.uid ? await context.repositories.flows.find(body.flow.uid) : null;
      const flowUid = saved && canChangeFlow(saved, caller) ? saved.uid : undefined;
      const planned = data
        ? await planFlow(data, loader)
        : { ok: false as const, problem: localized('flow.problem.noNodes') };
      if (!planned.ok) {
        const name = body.flow.label || body.flow.name || '';
        const problem = localized('flowRun.cannotRun', { name, problem: planned.problem });
        throw new ApiError(400, SERVER_ERROR_CODES.validation, problem);
      }
      const response = openSseResponse(reply);
      const cancel = new AbortController();
      response.onClientGone(() => cancel.abort());
      const run = runFlow(planned.plan, {
        context,
        userId: request.userId,
        language,
        request: requestBodyOf(body.request),
        flowUid,
        variables: body.variables ?? undefined,
        signal: cancel.signal,
        onTrace: body.trace
          ? (trace) => response.write(`event: ${FLOW_NODE_TRACE_EVENT}\ndata: ${JSON.stringify(trace)}\n\n`)
          : undefined,
      });
      let text = '';
      let sentAt = 0;
      let unsent = false;
      try {
        for (;;) {
          const next = await run.next();
          if (next.done) {
            if (!text) text = valueText(next.value.value);
            text += referencesElement(next.value.references);
            response.write(textFrame(text));
            break;
          }
          text += next.value;
          unsent = true;
          if (Date.now() - sentAt >= FRAME_INTERVAL_MS) {
            response.write(textFrame(text));
            sentAt = Date.now();
            unsent = false;
          }
        }
      } catch (error) {
        if (unsent) response.write(textFrame(text));
        if (error instanceof FlowRunError) response.write(`data:${SERVER_ERROR_MARKER}${error.message}\n\n`);
        else if (!(error instanceof FlowRunCancelled)) {
          request.log.error({ err: error }, 'flow debug run failed');
          response.write(`data:${SERVER_ERROR_MARKER}${localized('chat.couldNotStart').in(language)}\n\n`);
        }
      } finally {
        response.end();
      }
      return reply;
    });
};
