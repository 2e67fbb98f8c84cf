import path from 'node:path';
import { z } from 'zod';
import { readAuthConfig, type AuthConfig } from './auth/auth-config';
import { readJobConfig } from './jobs/job-config';
import type { JobTiming } from './jobs/job-worker';
import { readWebAccessConfig, type WebAccessConfig } from './http/web-access-config';
import { readModelManagementConfig, type ModelManagementConfig } from './models/management-config';
import { readModelsConfig, type ModelsConfig } from './models/models-config';
import type { KnowledgeConfig } from './knowledge/knowledge-config';
import { LOG_FORMATS, LOG_LEVELS, type LogFormat, type LogLevel } from './logging/logger-options';

export type { KnowledgeConfig, LogFormat, LogLevel };

/** Origins `npm run dev` serves the client from; allowed by default outside production. */
export const DEV_CLIENT_ORIGINS = ['http://localhost:3000', 'http://127.0.0.1:3000'];

/** Where stored files' bytes live: a folder every instance mounts, or the database. */
export const FILE_STORE_KINDS = ['folder', 'database'] as const;
export type FileStoreKind = (typeof FILE_STORE_KINDS)[number];

export interface ServerConfig {
  host: string;
  port: number;
  dataDir: string;
  /**
   * Uploaded files, their derived tables and uploaded databases (`FILE_STORE_DIR`, default
   * `DATA_DIR`): a folder every instance of a team's server mounts.
   */
  fileStoreDir: string;
  /** `FILE_STORE`: files' bytes in `fileStoreDir` (`folder`), or in the database itself (`database`). */
  fileStore: FileStoreKind;
  staticDir: string;
  logLevel: LogLevel;
  logFormat: LogFormat;
  bodyLimitBytes: number;
  /** Largest file one chat upload may carry (multipart uploads are not bound by `bodyLimitBytes`). */
  uploadLimitBytes: number;
  /** Largest total an uploaded zip-based file (XLSX, DOCX…) may expand to (`UPLOAD_EXPANDED_LIMIT_MB`). */
  uploadExpandedLimitBytes: number;
  /** A `file:` URL (SQLite) or a `postgres://` URL (PostgreSQL). */
  databaseUrl: string;
  /** Connections one instance opens to PostgreSQL at most (`DATABASE_POOL_SIZE`, default 10). */
  databasePoolSize: number;
  /** Origins allowed to call the API cross-origin (and to change data from a browser); empty = CORS off. */
  corsOrigins: string[];
  /** Host names served, frame ancestors and the client's fetch sources. */
  webAccess: WebAccessConfig;
  /** The chat and embedding models configured through DB-GPT-style variables (LLM_MODEL_NAME…). */
  models: ModelsConfig;
  /** Models added through the API: the key their secrets are encrypted with, the health check's pace. */
  modelManagement: ModelManagementConfig;
  /** Web pages added to knowledge spaces as URL documents. */
  knowledge: KnowledgeConfig;
  /** `AUTH_MODE` and the sign-in settings that go with it. */
  auth: AuthConfig;
  /** How long one flow run may take (`FLOW_RUN_TIMEOUT_MS`, default 120 000). */
  flowRunTimeoutMs: number;
  /** The built-in package hub's folder (`BUILTIN_HUB_DIR`, default `./hub`, found like `STATIC_DIR`). */
  builtinHubDir: string;
  /** How long one call of an installed tool may take (`TOOL_CALL_TIMEOUT_MS`, default 30 000). */
  toolCallTimeoutMs: number;
  /** How long one datasource query or schema read may run (`DATASOURCE_QUERY_TIMEOUT_SECONDS`, default 30). */
  datasourceQueryTimeoutMs: number;
  /** How instances share background work: leases, polling (`JOB_LEASE_SECONDS`, `JOB_POLL_SECONDS`). */
  jobs: JobTiming;
  /** Folders file datasources may name besides `FILE_STORE_DIR/datasources/` (`DATASOURCE_FILE_ROOTS`), resolved. */
  datasourceFileRoots: string[];
}

const KNOWLEDGE_URL_MAX_BYTES = 5 * 1024 * 1024;

/** Environment variables as read; a plain record so callers (tests) need not build a full ProcessEnv. */
export type EnvVars = Readonly<Record<string, string | undefined>>;

/** A configuration value the server cannot start with; the message is one line meant for the operator. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const blankAsUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const envSchema = z.object({
  PORT: z.preprocess(
    blankAsUndefined,
    z
      .string()
      .regex(/^\d+$/, 'must be a whole number between 0 and 65535')
      .transform(Number)
      .refine((port) => port <= 65535, 'must be a whole number between 0 and 65535')
      .default(5670),
  ),
  HOST: z.preprocess(blankAsUndefined, z.string().default('127.0.0.1')),
  DATA_DIR: z.preprocess(blankAsUndefined, z.string().default('./data')),
  FILE_STORE_DIR: z.preprocess(blankAsUndefined, z.string().optional()),
  FILE_STORE: z.preprocess(
    blankAsUndefined,
    z.enum(FILE_STORE_KINDS, { error: 'must be folder or database' }).default('folder'),
  ),
  STATIC_DIR: z.preprocess(blankAsUndefined, z.string().default('./out')),
  BUILTIN_HUB_DIR: z.preprocess(blankAsUndefined, z.string().default('./hub')),
  LOG_LEVEL: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toLowerCase() || undefined : value),
    z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  ),
  LOG_FORMAT: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toLowerCase() || undefined : value),
    z.enum(LOG_FORMATS, { error: 'must be json or pretty (or unset: pretty on a terminal)' }).default('auto'),
  ),
  BODY_LIMIT_MB: z.preprocess(
    blankAsUndefined,
    z
      .string()
      .regex(/^\d+(\.\d+)?$/, 'must be a positive number of megabytes')
      .transform(Number)
      .refine((mb) => mb > 0, 'must be a positive number of megabytes')
      .default(10),
  ),
  UPLOAD_LIMIT_MB: z.preprocess(
    blankAsUndefined,
    z
      .string()
      .regex(/^\d+(\.\d+)?$/, 'must be a positive number of megabytes')
      .transform(Number)
      .refine((mb) => mb > 0, 'must be a positive number of megabytes')
      .default(50),
  ),
  UPLOAD_EXPANDED_LIMIT_MB: z.preprocess(
    blankAsUndefined,
    z
      .string()
      .regex(/^\d+(\.\d+)?$/, 'must be a positive number of megabytes')
      .transform(Number)
      .refine((mb) => mb > 0, 'must be a positive number of megabytes')
      .default(200),
  ),
  DATABASE_URL: z.preprocess(blankAsUndefined, z.string().optional()),
  DATABASE_POOL_SIZE: z.preprocess(
    blankAsUndefined,
    z
      .string()
      .regex(/^[1-9]\d*$/, 'must be a positive whole number of connections')
      .transform(Number)
      .default(10),
  ),
  KNOWLEDGE_ALLOW_PRIVATE_URLS: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toLowerCase() || undefined : value),
    z
      .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
      .transform((flag) => flag === 'true' || flag === '1')
      .default(false),
  ),
  KNOWLEDGE_URL_TIMEOUT_SECONDS: z.preprocess(
    blankAsUndefined,
    z
      .string()
      .regex(/^\d+(\.\d+)?$/, 'must be a positive number of seconds')
      .transform(Number)
      .refine((seconds) => seconds > 0, 'must be a positive number of seconds')
      .default(15),
  ),
  KNOWLEDGE_VECTOR_CACHE_MB: z.preprocess(
    blankAsUndefined,
    z.string().regex(/^\d+$/, 'must be a whole number of megabytes').transform(Number).default(512),
  ),
  FLOW_RUN_TIMEOUT_MS: z.preprocess(
    blankAsUndefined,
    z
      .string()
      .regex(/^[1-9]\d*$/, 'must be a positive whole number of milliseconds')
      .transform(Number)
      .default(120_000),
  ),
  TOOL_CALL_TIMEOUT_MS: z.preprocess(
    blankAsUndefined,
    z
      .string()
      .regex(/^[1-9]\d*$/, 'must be a positive whole number of milliseconds')
      .transform(Number)
      .default(30_000),
  ),
  DATASOURCE_QUERY_TIMEOUT_SECONDS: z.preprocess(
    blankAsUndefined,
    z
      .string()
      .regex(/^\d+(\.\d+)?$/, 'must be a positive number of seconds')
      .transform(Number)
      .refine((seconds) => seconds > 0, 'must be a positive number of seconds')
      .default(30),
  ),
  DATASOURCE_FILE_ROOTS: z.preprocess(blankAsUndefined, z.string().optional()),
  CORS_ORIGIN: z.preprocess(blankAsUndefined, z.string().optional()),
  NODE_ENV: z.string().optional(),
});

function describeIssue(issue: z.core.$ZodIssue, env: EnvVars): string {
  const name = String(issue.path[0] ?? 'configuration');
  const given = env[name];
  return `${name} ${issue.message}${given === undefined ? '' : ` (got ${JSON.stringify(given)})`}`;
}

function resolveDatabaseUrl(databaseUrl: string | undefined, dataDir: string): string {
  if (databaseUrl === undefined) return `file:${path.join(dataDir, 'dbgpt.db')}`;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(databaseUrl)?.[1]?.toLowerCase();
  if (scheme === 'file') {
    const filePath = databaseUrl.slice('file:'.length).replace(/^\/\/(localhost)?(?=\/)/, '');
    if (filePath === '') throw new ConfigError('Invalid configuration: DATABASE_URL "file:" needs a path');
    return `file:${path.resolve(filePath)}`;
  }
  if (scheme === 'postgres' || scheme === 'postgresql') {
    if (!URL.canParse(databaseUrl) || !new URL(databaseUrl).hostname)
      throw new ConfigError(
        'Invalid configuration: DATABASE_URL postgres:// needs a host (postgres://user:password@host:5432/database)',
      );
    return databaseUrl;
  }
  throw new ConfigError(
    'Invalid configuration: DATABASE_URL must be a file: URL (SQLite) or a postgres:// URL (PostgreSQL)',
  );
}

/** `DATASOURCE_FILE_ROOTS`: folders separated by the platform's path delimiter or commas. */
function resolveFileRoots(roots: string | undefined): string[] {
  if (roots === undefined) return [];
  return roots
    .split(new RegExp(`[,${path.delimiter === ';' ? ';' : ':'}]`))
    .map((root) => root.trim())
    .filter(Boolean)
    .map((root) => path.resolve(root));
}

function resolveCorsOrigins(corsOrigin: string | undefined, nodeEnv: string | undefined): string[] {
  if (corsOrigin !== undefined) {
    return corsOrigin
      .split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter(Boolean);
  }
  return nodeEnv === 'production' ? [] : DEV_CLIENT_ORIGINS;
}

/** Reads the server configuration from environment variables; throws ConfigError with a one-line message. */
export function parseConfig(env: EnvVars): ServerConfig {
  const parsed = envSchema.safeParse(env);
  const models = readModelsConfig(env);
  const management = readModelManagementConfig(env);
  const webAccess = readWebAccessConfig(env, parsed.success ? parsed.data.HOST : '');
  const auth = readAuthConfig(env);
  const jobs = readJobConfig(env);
  const problems = [
    ...models.problems,
    ...management.problems,
    ...webAccess.problems,
    ...auth.problems,
    ...jobs.problems,
  ];
  if (!parsed.success || problems.length > 0) {
    const issues = parsed.success ? [] : parsed.error.issues.map((issue) => describeIssue(issue, env));
    throw new ConfigError(`Invalid configuration: ${[...issues, ...problems].join('; ')}`);
  }
  const values = parsed.data;
  const dataDir = path.resolve(values.DATA_DIR);
  return {
    host: values.HOST,
    port: values.PORT,
    dataDir,
    fileStoreDir: values.FILE_STORE_DIR === undefined ? dataDir : path.resolve(values.FILE_STORE_DIR),
    fileStore: values.FILE_STORE,
    staticDir: path.resolve(values.STATIC_DIR),
    logLevel: values.LOG_LEVEL,
    logFormat: values.LOG_FORMAT,
    bodyLimitBytes: Math.round(values.BODY_LIMIT_MB * 1024 * 1024),
    uploadLimitBytes: Math.round(values.UPLOAD_LIMIT_MB * 1024 * 1024),
    uploadExpandedLimitBytes: Math.round(values.UPLOAD_EXPANDED_LIMIT_MB * 1024 * 1024),
    databaseUrl: resolveDatabaseUrl(values.DATABASE_URL, dataDir),
    databasePoolSize: values.DATABASE_POOL_SIZE,
    corsOrigins: resolveCorsOrigins(values.CORS_ORIGIN, values.NODE_ENV),
    webAccess: webAccess.config,
    models: models.config,
    modelManagement: management.config,
    knowledge: {
      allowPrivateUrls: values.KNOWLEDGE_ALLOW_PRIVATE_URLS,
      urlTimeoutMs: Math.round(values.KNOWLEDGE_URL_TIMEOUT_SECONDS * 1000),
      urlMaxBytes: KNOWLEDGE_URL_MAX_BYTES,
      vectorCacheBytes: values.KNOWLEDGE_VECTOR_CACHE_MB * 1024 * 1024,
    },
    auth: auth.config,
    flowRunTimeoutMs: values.FLOW_RUN_TIMEOUT_MS,
    builtinHubDir: path.resolve(values.BUILTIN_HUB_DIR),
    toolCallTimeoutMs: values.TOOL_CALL_TIMEOUT_MS,
    datasourceQueryTimeoutMs: Math.round(values.DATASOURCE_QUERY_TIMEOUT_SECONDS * 1000),
    datasourceFileRoots: resolveFileRoots(values.DATASOURCE_FILE_ROOTS),
    jobs: jobs.config,
  };
}
