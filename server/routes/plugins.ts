import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { mcpServerRequestSchema } from '@/contract/hub';
import {
  agentInstallQuerySchema,
  agentQueryRequestSchema,
  hubSourceRequestSchema,
  userQuerySchema,
} from '@/contract/plugin';
import { queryBool } from '@/contract/query-params';
import { ApiError } from '../http/api-error';
import { ok } from '../http/envelope';
import { validate } from '../http/validate';
import { localized } from '../i18n/localized-text';
import { pluginCaller } from '../plugins/plugin-caller';
import { parsePluginFile } from '../plugins/plugin-file';
import type { HubIndex } from '../plugins/hub-index';
import { updatePluginHubs } from '../plugins/plugin-hubs';
import { marketPage } from '../plugins/plugin-market';
import { createPluginService } from '../plugins/plugin-service';
import type { RouteContext } from '../context';
import { allow } from '../http/route-access';

/** A plugin file is a tool definition or an OpenAPI document: small. */
const MAX_PLUGIN_FILE_BYTES = 2 * 1024 * 1024;

export const uninstallQuerySchema = agentInstallQuerySchema.extend({ force: queryBool().optional() });
const noFile = () => new ApiError(400, 'E0023', localized('plugin.upload.noFile'));

/** The upload's `doc_file`, whole; 413 past the limit. */
async function receivePluginFile(request: FastifyRequest): Promise<{ fileName: string; bytes: Uint8Array }> {
  if (!request.isMultipart()) throw noFile();
  try {
    const part = await request.file();
    if (part === undefined || part.fieldname !== 'doc_file') throw noFile();
    return { fileName: part.filename, bytes: await part.toBuffer() };
  } catch (error) {
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new ApiError(413, '413', localized('plugin.upload.tooLarge', { limit: '2 MB' }));
    if (error instanceof ApiError) throw error;
    throw noFile();
  }
}

/**
 * Contract 10.1–10.5 (envelope A) and our MCP routes of `contract/hub.ts`: the plugin market and installed
 * plugins. The market lists `hubIndex`, the packages' hubs (app.ts passes them in).
 */
export function pluginRoutes(hubIndex: HubIndex): FastifyPluginAsync<RouteContext> {
  return (app, context) => registerPluginRoutes(app, context, hubIndex);
}

async function registerPluginRoutes(app: FastifyInstance, context: RouteContext, hubIndex: HubIndex) {
  await app.register(fastifyMultipart, {
    limits: { files: 1, fields: 10, parts: 11, fileSize: MAX_PLUGIN_FILE_BYTES },
  });
  const plugins = createPluginService(context, hubIndex);

  app.post('/api/v1/agent/query', allow.signedIn, async (request) => {
    const body = validate(agentQueryRequestSchema, request.body ?? {});
    const caller = await pluginCaller(request, context);
    return ok(await marketPage(context, body, caller.userId, caller.language, hubIndex));
  });

  app.post('/api/v1/agent/hub/update', allow.signedIn, async (request) => {
    const body = validate(hubSourceRequestSchema, request.body ?? {});
    await updatePluginHubs(context, body, await pluginCaller(request, context), hubIndex);
    return ok(null);
  });

  app.post('/api/v1/agent/my', allow.signedIn, async (request) => {
    const { user } = validate(userQuerySchema, request.query ?? {});
    return ok(await plugins.mine(await pluginCaller(request, context), user));
  });

  app.post('/api/v1/agent/install', allow.signedIn, async (request) => {
    const query = validate(agentInstallQuerySchema, request.query ?? {});
    await plugins.install(await pluginCaller(request, context), query);
    return ok(null);
  });

  app.post('/api/v1/agent/uninstall', allow.owner('plugin'), async (request) => {
    const query = validate(uninstallQuerySchema, request.query ?? {});
    await plugins.uninstall(await pluginCaller(request, context), query);
    return ok(null);
  });

  app.post('/api/v1/personal/agent/upload', allow.signedIn, async (request) => {
    const { user } = validate(userQuerySchema, request.query ?? {});
    const { fileName, bytes } = await receivePluginFile(request);
    const definition = parsePluginFile(fileName, bytes);
    return ok(await plugins.upload(await pluginCaller(request, context), user, definition, fileName));
  });

  app.post('/api/v1/agent/mcp/test', allow.signedIn, async (request) => {
    const body = validate(mcpServerRequestSchema, request.body ?? {});
    return ok(await plugins.testMcp(await pluginCaller(request, context), body));
  });

  app.post('/api/v1/agent/mcp', allow.signedIn, async (request) => {
    const body = validate(mcpServerRequestSchema, request.body ?? {});
    return ok(await plugins.addMcp(await pluginCaller(request, context), body));
  });
}
