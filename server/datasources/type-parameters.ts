import { z } from 'zod';
import type { ParameterDescription } from '@/contract/parameter';
import type { ServerLanguage } from '../i18n/language';
import { fromCatalogue } from '../i18n/localized-text';
import type { MessageKey } from '../locales/catalogue';
import type { DatasourceTypeEntry } from './catalogue';

export const DEFAULT_POOL_SIZE = 5;
export const DEFAULT_CONNECT_TIMEOUT_S = 30;
/** The client gives up on add and test-connection after 60 s (spec section 9): answer before that. */
export const MAX_CONNECT_TIMEOUT_S = 55;

interface ParameterSpec {
  name: string;
  type: 'string' | 'integer' | 'boolean';
  label: MessageKey;
  help: MessageKey;
  required: boolean;
  defaultValue?: unknown;
  secret?: boolean;
}

function parameterSpecs(entry: DatasourceTypeEntry): ParameterSpec[] {
  const allowWrites: ParameterSpec = {
    name: 'allow_writes',
    type: 'boolean',
    label: 'datasource.param.allowWrites',
    help: 'datasource.param.allowWritesHelp',
    required: false,
    defaultValue: false,
  };
  if (entry.kind === 'file')
    return [
      {
        name: 'path',
        type: 'string',
        label: 'datasource.param.path',
        help: 'datasource.param.pathHelp',
        required: true,
      },
      allowWrites,
    ];
  return [
    {
      name: 'host',
      type: 'string',
      label: 'datasource.param.host',
      help: 'datasource.param.hostHelp',
      required: true,
    },
    {
      name: 'port',
      type: 'integer',
      label: 'datasource.param.port',
      help: 'datasource.param.portHelp',
      required: true,
      defaultValue: entry.port,
    },
    {
      name: 'user',
      type: 'string',
      label: 'datasource.param.user',
      help: 'datasource.param.userHelp',
      required: true,
    },
    {
      name: 'password',
      type: 'string',
      label: 'datasource.param.password',
      help: 'datasource.param.passwordHelp',
      required: false,
      secret: true,
    },
    {
      name: 'database',
      type: 'string',
      label: 'datasource.param.database',
      help: 'datasource.param.databaseHelp',
      required: true,
    },
    {
      name: 'pool_size',
      type: 'integer',
      label: 'datasource.param.poolSize',
      help: 'datasource.param.poolSizeHelp',
      required: false,
      defaultValue: DEFAULT_POOL_SIZE,
    },
    {
      name: 'connect_timeout',
      type: 'integer',
      label: 'datasource.param.connectTimeout',
      help: 'datasource.param.connectTimeoutHelp',
      required: false,
      defaultValue: DEFAULT_CONNECT_TIMEOUT_S,
    },
    allowWrites,
  ];
}

/** The type's parameter descriptors (contract 8.2) with labels and help in `language`. */
export function describeParameters(
  entry: DatasourceTypeEntry,
  language: ServerLanguage,
): ParameterDescription[] {
  return parameterSpecs(entry).map((spec, index) => ({
    param_name: spec.name,
    param_class: `datasource.${entry.name}`,
    param_type: spec.type,
    label: fromCatalogue(spec.label, {}).in(language),
    description: fromCatalogue(spec.help, {}).in(language),
    default_value: spec.defaultValue ?? null,
    required: spec.required,
    is_array: false,
    valid_values: null,
    ext_metadata: spec.secret ? { tags: 'privacy' } : null,
    nested_fields: null,
    param_order: index,
  }));
}

const text = (max: number) => z.string().trim().max(max);

/** The params a datasource of `entry`'s kind accepts; unknown keys are dropped (contract 8.0). */
export function paramsSchema(entry: DatasourceTypeEntry) {
  const allowWrites = z.boolean().default(false);
  if (entry.kind === 'file') return z.object({ path: text(4096).min(1), allow_writes: allowWrites });
  return z.object({
    host: text(255).min(1),
    port: z.coerce.number().int().min(1).max(65535).default(entry.port),
    user: text(255).default(''),
    password: z.string().max(1024).default(''),
    database: text(255).min(1),
    pool_size: z.coerce.number().int().min(1).max(100).default(DEFAULT_POOL_SIZE),
    connect_timeout: z.coerce
      .number()
      .int()
      .min(1)
      .max(MAX_CONNECT_TIMEOUT_S)
      .default(DEFAULT_CONNECT_TIMEOUT_S),
    allow_writes: allowWrites,
  });
}

export type DatasourceParams = z.output<ReturnType<typeof paramsSchema>>;
