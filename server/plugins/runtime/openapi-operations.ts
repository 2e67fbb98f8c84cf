/**
 * The operations of an OpenAPI 3 document that can be tools: each with an `operationId`, its path, query
 * and header parameters and its JSON request body gathered into one JSON Schema of arguments.
 */

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;
const PARAMETER_PLACES = new Set(['path', 'query', 'header']);

type Json = Record<string, unknown>;

const asRecord = (value: unknown): Json | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : undefined;

export interface OperationParameter {
  name: string;
  in: 'path' | 'query' | 'header';
}

export interface ToolOperation {
  operationId: string;
  method: string;
  /** The path template, `{name}` for path parameters. */
  path: string;
  description: string;
  parameters: OperationParameter[];
  /** The argument that carries the JSON request body, when the operation takes one. */
  bodyArgument?: string;
  inputSchema: Json;
}

/** Follows a local `#/...` reference (parameters may be references to `components`). */
function resolveLocal(document: Json, value: unknown): Json | undefined {
  const record = asRecord(value);
  const ref = record?.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return record;
  let target: unknown = document;
  for (const part of ref.slice(2).split('/')) {
    target = asRecord(target)?.[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return asRecord(target);
}

function parametersOf(document: Json, pathItem: Json, operation: Json): Json[] {
  const byKey = new Map<string, Json>();
  for (const list of [pathItem.parameters, operation.parameters]) {
    if (!Array.isArray(list)) continue;
    for (const entry of list) {
      const parameter = resolveLocal(document, entry);
      if (!parameter || typeof parameter.name !== 'string' || typeof parameter.in !== 'string') continue;
      byKey.set(`${parameter.in}:${parameter.name}`, parameter);
    }
  }
  return [...byKey.values()].filter((parameter) => PARAMETER_PLACES.has(parameter.in as string));
}

function jsonBodySchema(document: Json, operation: Json): { schema: Json; required: boolean } | undefined {
  const body = resolveLocal(document, operation.requestBody);
  const content = asRecord(body?.content);
  if (!content) return undefined;
  const entry = Object.entries(content).find(([type]) => /^application\/([\w.+-]+\+)?json/.test(type));
  const schema = asRecord(asRecord(entry?.[1])?.schema);
  return schema ? { schema, required: body?.required === true } : undefined;
}

const COMPONENT_REF = '"#/components/schemas/';

/**
 * Schemas may point at the document's `components.schemas`; the arguments' schema carries them as `$defs`
 * (where JSON Schema and models expect definitions), its references rewritten to match.
 */
function withDefinitions(document: Json, schema: Json): Json {
  const text = JSON.stringify(schema);
  const definitions = asRecord(asRecord(document.components)?.schemas);
  if (!text.includes(COMPONENT_REF) || !definitions) return schema;
  const rewrite = (json: string) => JSON.parse(json.replaceAll(COMPONENT_REF, '"#/$defs/')) as Json;
  return { ...rewrite(text), $defs: rewrite(JSON.stringify(definitions)) };
}

function operationOf(document: Json, path: string, method: string, pathItem: Json, operation: Json) {
  const properties: Json = {};
  const required: string[] = [];
  const parameters: OperationParameter[] = [];
  for (const parameter of parametersOf(document, pathItem, operation)) {
    const name = parameter.name as string;
    const schema = { ...(asRecord(parameter.schema) ?? { type: 'string' }) };
    if (typeof parameter.description === 'string' && schema.description === undefined)
      schema.description = parameter.description;
    properties[name] = schema;
    if (parameter.required === true || parameter.in === 'path') required.push(name);
    parameters.push({ name, in: parameter.in as OperationParameter['in'] });
  }
  const body = jsonBodySchema(document, operation);
  let bodyArgument: string | undefined;
  if (body) {
    bodyArgument = 'body' in properties ? 'request_body' : 'body';
    properties[bodyArgument] = body.schema;
    if (body.required) required.push(bodyArgument);
  }
  const inputSchema = withDefinitions(document, {
    type: 'object',
    properties,
    required,
    additionalProperties: false,
  });
  const summary = [operation.summary, operation.description].filter((text) => typeof text === 'string');
  return {
    operationId: operation.operationId as string,
    method: method.toUpperCase(),
    path,
    description: summary.join('\n') || `${method.toUpperCase()} ${path}`,
    parameters,
    bodyArgument,
    inputSchema,
  };
}

export function toolOperations(document: Json): ToolOperation[] {
  const operations: ToolOperation[] = [];
  for (const [path, value] of Object.entries(asRecord(document.paths) ?? {})) {
    const pathItem = resolveLocal(document, value);
    if (!pathItem) continue;
    for (const method of METHODS) {
      const operation = asRecord(pathItem[method]);
      if (typeof operation?.operationId !== 'string' || operation.operationId === '') continue;
      operations.push(operationOf(document, path, method, pathItem, operation));
    }
  }
  return operations;
}

/** The URL calls go to: the definition's own, else the document's first server with its variables' defaults. */
export function serverUrlOf(document: Json, baseUrl: string | undefined): string | undefined {
  if (baseUrl?.trim()) return baseUrl.trim();
  const first = Array.isArray(document.servers) ? asRecord(document.servers[0]) : undefined;
  if (typeof first?.url !== 'string') return undefined;
  const variables = asRecord(first.variables) ?? {};
  return first.url.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const fallback = asRecord(variables[name])?.default;
    return typeof fallback === 'string' ? fallback : whole;
  });
}
