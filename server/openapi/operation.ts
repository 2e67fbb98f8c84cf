import type { RouteAccess } from '@/contract/access';
import type { RouteDoc } from './route-doc';
import type { JsonSchema, JsonSchemaWriter } from './json-schema';

export const DBGPT_TAG = 'DB-GPT compatible';
export const ERROR_ENVELOPE_REF = { $ref: '#/components/schemas/ErrorEnvelope' };

/** `/a/:id/*` → `/a/{id}/{path}`, with the names of its path parameters. */
export function openApiPath(url: string): { path: string; names: string[] } {
  const names: string[] = [];
  const path = url
    .replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
      names.push(name);
      return `{${name}}`;
    })
    .replace(/\*$/, () => {
      names.push('path');
      return '{path}';
    });
  return { path, names };
}

const describeAccess = (access: RouteAccess | undefined): string => {
  switch (access?.rule) {
    case 'public':
      return 'Anyone, signed in or not.';
    case 'signed-in':
      return 'Any signed-in caller (session cookie or API key).';
    case 'admin':
      return 'Administrators only.';
    case 'owner':
      return `The owner of the ${access.resource}, its administrators, or anyone when it is public (to read).`;
    default:
      return 'Undeclared.';
  }
};

function parametersOf(
  place: 'path' | 'query',
  schema: JsonSchema | undefined,
  pathNames: readonly string[],
): JsonSchema[] {
  const properties = (schema?.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema?.required ?? []) as string[]);
  if (place === 'path')
    return pathNames.map((name) => ({
      name,
      in: 'path',
      required: true,
      schema: properties[name] ?? { type: 'string' },
    }));
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: property,
  }));
}

const envelope = (data: JsonSchema | null): JsonSchema => ({
  type: 'object',
  required: ['success', 'data'],
  properties: {
    success: { const: true },
    err_code: { type: ['string', 'null'] },
    err_msg: { type: ['string', 'null'] },
    data: data ?? { type: 'null' },
  },
});

function successResponse(doc: RouteDoc, writer: JsonSchemaWriter): JsonSchema {
  if (doc.stream !== undefined) {
    const data =
      doc.stream === true
        ? { type: 'string' }
        : {
            type: 'string',
            contentMediaType: 'application/json',
            contentSchema: writer.of(doc.stream, 'output'),
          };
    const plain = doc.plain ? { 'application/json': { schema: writer.of(doc.plain, 'output') } } : {};
    return {
      description:
        (doc.plain ? 'JSON when the request asks for no stream; else ' : '') +
        'An event stream: `data: <frame>` lines, each followed by an empty line; a frame that starts with ' +
        '`[SERVER_ERROR]` or `[ERROR]` reports a failure and ends it.',
      content: {
        ...plain,
        'text/event-stream': {
          schema: {
            type: 'object',
            required: ['data'],
            properties: {
              data,
              event: { type: 'string' },
              id: { type: 'string' },
              retry: { type: 'integer' },
            },
          },
        },
      },
    };
  }
  if (doc.file !== undefined)
    return {
      description: 'The file itself.',
      content: { [doc.file]: { schema: { type: 'string', format: 'binary' } } },
    };
  if (doc.plain !== undefined)
    return {
      description: 'The answer, as JSON outside the envelope.',
      content: { 'application/json': { schema: writer.of(doc.plain, 'output') } },
    };
  const data =
    doc.data === undefined
      ? { description: 'Not described yet.' }
      : doc.data === null
        ? null
        : writer.of(doc.data, 'output');
  return {
    description: 'The success envelope; the answer is in `data`.',
    content: { 'application/json': { schema: envelope(data) } },
  };
}

function errorResponses(
  access: RouteAccess | undefined,
  takesInput: boolean,
  upstream: string | undefined,
): Record<string, JsonSchema> {
  const error = (description: string) => ({
    description,
    content: { 'application/json': { schema: ERROR_ENVELOPE_REF } },
  });
  return {
    '400': error('Bad input: `err_code` E0001 and a localized `err_msg` naming each problem.'),
    ...(access?.rule === 'public'
      ? {}
      : {
          '401': error('Not signed in, or an unknown API key.'),
          '403': error('Signed in, but not allowed to do this.'),
        }),
    '404': error('No such resource (or not visible to the caller).'),
    ...(takesInput ? { '413': error('The body is larger than the server accepts.') } : {}),
    '4XX': error('Another client error, in the same envelope.'),
    ...(upstream ? { '502': error(`${upstream} failed or could not be reached.`) } : {}),
  };
}

function requestBodyOf(doc: RouteDoc, writer: JsonSchemaWriter): JsonSchema | undefined {
  if (doc.upload !== undefined) {
    const fields = doc.upload.fields ? writer.of(doc.upload.fields, 'input') : { type: 'object' };
    const properties = { ...((fields.properties ?? {}) as JsonSchema) };
    for (const file of doc.upload.files) properties[file] = { type: 'string', format: 'binary' };
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: { ...fields, type: 'object', properties, required: [...doc.upload.files] },
        },
      },
    };
  }
  if (doc.body === undefined) return undefined;
  return { required: true, content: { 'application/json': { schema: writer.of(doc.body, 'input') } } };
}

/** The OpenAPI operation of one route. */
export function operationOf(
  route: { method: string; url: string; access: RouteAccess | undefined },
  doc: RouteDoc,
  area: string,
  writer: JsonSchemaWriter,
): JsonSchema {
  const { names } = openApiPath(route.url);
  const parameters = [
    ...parametersOf('path', doc.params ? writer.of(doc.params, 'input') : undefined, names),
    ...parametersOf('query', doc.query ? writer.of(doc.query, 'input') : undefined, []),
  ];
  const requestBody = requestBodyOf(doc, writer);
  const isPublic = route.access?.rule === 'public';
  return {
    operationId: `${route.method.toLowerCase()}${route.url.replace(/[^A-Za-z0-9]+/g, '_')}`,
    tags: doc.dbgpt ? [area, DBGPT_TAG] : [area],
    summary: doc.summary ?? `${route.method} ${route.url}`,
    description: `Who may call it: ${describeAccess(route.access)}`,
    'x-access': route.access ?? null,
    security: isPublic ? [] : [{ apiKey: [] }, { session: [] }],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: {
      ...(doc.redirect !== undefined
        ? { '302': { description: doc.redirect, headers: { Location: { schema: { type: 'string' } } } } }
        : { '200': successResponse(doc, writer) }),
      ...errorResponses(route.access, requestBody !== undefined, doc.upstream),
    },
  };
}
