import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { declaredAdminGuard, registerSessionCookies, sessionGuard } from './auth/auth-http';
import { registerAdmissionGate } from './auth/admission-gate';
import { createAuthServices } from './auth/auth-services';
import { ActiveTurns } from './chat/runtime/active-turns';
import { connectTurnStops } from './chat/runtime/turn-stop-channel';
import { trustProxyOption } from './auth/trusted-proxies';
import { configuredKeyCheck } from './auth/bearer-auth';
import { proxyGuard } from './auth/proxy-auth';
import type { ServerConfig } from './config';
import { embedAppCheck, embedAwareGuard } from './embed/embed-guard';
import { createEmbedService } from './embed/embed-service';
import { createDatasourceServices } from './datasources/datasource-service';
import { datasourceFileFolders } from './datasources/file-folders';
import { createConfiguredFileStorage } from './files/configured-file-store';
import { registerCompression } from './http/compression';
import { registerCors } from './http/cors';
import { closeConnectionsAfterShutdownStarts } from './http/drain-on-close';
import { registerErrorHandler } from './http/error-handler';
import { answerClientError, answerFrameworkError } from './http/framework-errors';
import { registerHostCheck } from './http/host-check';
import { registerIdentity } from './http/identity';
import { acceptEmptyJsonBodies } from './http/json-body';
import { registerNotFoundHandler } from './http/not-found';
import { refuseNulCharacters } from './http/nul-characters';
import { registerOriginCheck } from './http/origin-check';
import { RequestLog } from './http/request-log';
import { recordRoutes } from './http/route-table';
import { registerSecurityHeaders } from './http/security-headers';
import { registerStaticClient } from './http/static-client';
import { storedVariableResolver } from './flows/variables/variable-resolver';
import { createKnowledgeServices } from './knowledge/services';
import { createDbgptsServices } from './packages/hub/dbgpts-services';
import { loggerOptions } from './logging/logger-options';
import { createModelManager, createServerSecretBox } from './models/model-manager';
import type { ModelRegistry } from './models/model-registry';
import { createRepositories } from './repositories';
import { shareConversationListVersions } from './repositories/conversation-list-channel';
import type { RouteContext } from './context';
import { adminUserRoutes } from './routes/admin-users';
import { appRoutes } from './routes/apps';
import { apiKeyRoutes } from './routes/api-keys';
import { authRoutes } from './routes/auth';
import { authOidcRoutes } from './routes/auth-oidc';
import { chatRoutes } from './routes/chat';
import { datasourceRoutes } from './routes/datasources';
import { datasourceUploadRoutes } from './routes/datasource-upload';
import { datasourceCheckRoutes } from './routes/datasource-check';
import { dbgptsRoutes } from './routes/dbgpts';
import { embedLinkRoutes } from './routes/embed-links';
import { evaluateRoutes } from './routes/evaluate';
import { feedbackRoutes } from './routes/feedback';
import { fileRoutes } from './routes/files';
import { flowRoutes } from './routes/flows';
import { healthRoutes } from './routes/health';
import { openApiRoutes } from './routes/openapi';
import { apiDocsRoutes } from './routes/api-docs';
import { knowledgeRoutes } from './routes/knowledge';
import { modelServeRoutes } from './routes/model-serve';
import { localModelRoutes } from './routes/local-models';
import { modelRoutes } from './routes/models';
import { mySessionRoutes } from './routes/my-sessions';
import { pluginRoutes } from './routes/plugins';
import { profileRoutes } from './routes/profile';
import { flowIoRoutes } from './routes/flows-io';
import { promptTemplateRoutes } from './routes/prompt-templates';
import { promptRoutes } from './routes/prompts';
import { questionRoutes } from './routes/questions';
import { userRoutes } from './routes/users';
import { resolveSecretKey } from './secrets/secret-key';
import { openStorage } from './storage/open';
import { MIGRATIONS } from './storage/migrations';
import { checkStorageReadiness } from './storage/readiness';

export interface BuildServerOptions {
  config: ServerConfig;
  modelRegistry?: ModelRegistry;
  /** More route plugins, registered like the built-in ones (tests use this for throwing or slow routes). */
  plugins?: readonly FastifyPluginAsync<RouteContext>[];
  /** Where the log goes instead of stdout (tests read it). */
  logStream?: NodeJS.WritableStream;
}

const API_ROUTES: readonly FastifyPluginAsync<RouteContext>[] = [
  modelRoutes,
  appRoutes,
  chatRoutes,
  fileRoutes,
  questionRoutes,
  feedbackRoutes,
  promptRoutes,
  promptTemplateRoutes,
  knowledgeRoutes,
  datasourceRoutes,
  datasourceUploadRoutes,
  datasourceCheckRoutes,
  flowRoutes,
  evaluateRoutes,
];

/**
 * Opens storage (migrating it) and assembles the server without listening.
 * The database belongs to the server: `app.close()` waits for in-flight requests, then closes it.
 */
export async function buildServer(options: BuildServerOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: loggerOptions(config.logLevel, config.logFormat, options.logStream),
    logController: new RequestLog(),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: trustProxyOption(config.auth.trustedProxies),
    forceCloseConnections: 'idle',
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  });
  const db = await openStorage(config.databaseUrl, {
    poolSize: config.databasePoolSize,
    onUnreadableRow: (problem) => app.log.warn(problem, 'a stored row cannot be read; it is left out'),
  });
  app.addHook('onClose', async () => db.close());

  try {
    recordRoutes(app);
    registerHostCheck(app, config.webAccess.allowedHosts);
    registerSecurityHeaders(app, config.webAccess);
    registerCors(app, config.corsOrigins);
    registerOriginCheck(app, config.corsOrigins, config.auth.mode !== 'none');
    registerIdentity(app, config.auth.mode === 'none');
    app.decorateRequest('embed', null);
    await registerSessionCookies(app, config.auth.mode);
    registerAdmissionGate(app, config.auth);
    registerErrorHandler(app);
    refuseNulCharacters(app);
    closeConnectionsAfterShutdownStarts(app);
    acceptEmptyJsonBodies(app);
    await registerCompression(app);

    const repositories = createRepositories(db);
    // One box for model keys and datasource passwords: one key, resolved (or created) once.
    const secrets = createServerSecretBox(config);
    const modelManager = createModelManager(config, repositories.models, app.log, secrets);
    app.addHook('onClose', async () => modelManager.close());
    await modelManager.load();
    const modelRegistry = options.modelRegistry ?? modelManager.registry;
    const { fileStore, storedUploads, sweepCopies } = createConfiguredFileStorage(db, config);
    const stopSweeping = await sweepCopies((error) =>
      app.log.warn({ err: error }, 'could not sweep the file copies'),
    );
    app.addHook('onClose', async () => stopSweeping());
    const knowledge = createKnowledgeServices({
      db,
      models: modelRegistry,
      fileStore,
      config: config.knowledge,
      jobTiming: config.jobs,
      log: app.log,
    });
    // onClose hooks run last-added first: the sync queue stops before the database closes.
    app.addHook('onClose', async () => knowledge.syncQueue.stop());
    const datasources = createDatasourceServices(repositories.datasources, secrets, {
      queryTimeoutMs: config.datasourceQueryTimeoutMs,
      fileFolders: datasourceFileFolders(config),
      storedUploads,
    });
    const secretKey = () => resolveSecretKey(config.modelManagement.secretKey, config.dataDir);
    const auth = createAuthServices(config.auth, repositories, secretKey);
    if (await auth.accounts.ensureInitialAdmin(config.auth.initialAdmin))
      app.log.info({ email: config.auth.initialAdmin?.email }, 'created the administrator from ADMIN_EMAIL');
    const flowRuns = { timeoutMs: config.flowRunTimeoutMs };
    const dbgpts = createDbgptsServices({
      builtinDir: config.builtinHubDir,
      cloneRoot: path.join(config.dataDir, 'hubs'),
      secrets,
    });
    const activeTurns = new ActiveTurns();
    if (db.notifications) {
      await connectTurnStops(activeTurns, db.notifications);
      await shareConversationListVersions(repositories.conversationListVersions, db.notifications);
    }
    const context: RouteContext = {
      repositories,
      modelRegistry,
      fileStore,
      knowledge,
      datasources,
      activeTurns,
      flowRuns,
      secrets,
      toolCalls: { timeoutMs: config.toolCallTimeoutMs },
      jobTiming: config.jobs,
      flowVariables: storedVariableResolver({ repositories, modelRegistry }, secrets),
    };
    const embed = createEmbedService({
      repositories,
      secretKey,
      embedOrigins: config.webAccess.embedOrigins,
    });
    await app.register(healthRoutes(() => checkStorageReadiness(db, MIGRATIONS)));
    await app.register(openApiRoutes(app));
    await app.register(apiDocsRoutes);
    await app.register(authRoutes(auth), context);
    if (auth.oidc !== null) await app.register(authOidcRoutes(auth, auth.oidc), context);
    // Every other API route needs a session with sign-in on: the guard is a hook of this context only,
    // so health, sign-in and the static client stay open. An embed link's token stands in for sign-in,
    // on the few routes of its app only.
    await app.register(async (api) => {
      const signedInGuard =
        auth.proxy !== null
          ? proxyGuard(auth.proxy, auth.apiKeys)
          : auth.mode === 'local' || auth.mode === 'oidc'
            ? sessionGuard(auth.sessions, auth.apiKeys)
            : configuredKeyCheck(config.auth.noneModeApiKeys);
      api.addHook('onRequest', embedAwareGuard(embed, signedInGuard));
      // Routes declared `admin` (config.access) are refused to everyone else here, after sign-in.
      api.addHook('onRequest', declaredAdminGuard(auth.mode));
      api.addHook('preHandler', embedAppCheck);
      const routes = [
        modelServeRoutes(modelManager),
        localModelRoutes(config.modelManagement.localModelPorts),
        userRoutes(auth),
        adminUserRoutes(auth),
        apiKeyRoutes(auth),
        profileRoutes(auth),
        flowIoRoutes(secrets),
        mySessionRoutes(auth),
        embedLinkRoutes(embed),
        dbgptsRoutes(dbgpts),
        ...API_ROUTES,
        pluginRoutes(dbgpts.catalogue.index),
        ...(options.plugins ?? []),
      ];
      for (const plugin of routes) await api.register(plugin, context);
    });

    const clientBuilt = await registerStaticClient(app, config.staticDir);
    if (!clientBuilt)
      app.log.warn({ staticDir: config.staticDir }, 'web client not built; serving the API only');
    registerNotFoundHandler(app, clientBuilt ? config.staticDir : null);
    await app.ready();
    await knowledge.syncQueue.start();
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}
