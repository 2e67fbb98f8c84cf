import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { resolveFlowCaller } from '../access/flow-access';
import type { FlowCall } from '../flows/flow-service';
import { requestLanguage } from '../i18n/request-language';
import type { RouteContext } from '../context';

/** Every flow route exists under both families (contract 3). */
export const AWEL_PREFIXES = ['/api/v2/serve/awel', '/api/v1/serve/awel'] as const;

export const uidParamsSchema = z.object({ uid: z.string().min(1).max(200) });

/** The caller and their language, as the flow service needs them. */
export async function flowCall(request: FastifyRequest, context: RouteContext): Promise<FlowCall> {
  return {
    caller: await resolveFlowCaller(request, context.repositories.users),
    language: requestLanguage(request),
  };
}
