import Ajv from 'ajv';
// The file name in full: the bundled server runs as ES modules, which do not guess extensions.
import Ajv2020 from 'ajv/dist/2020.js';
import { localized, verbatim, type LocalizedText } from '../i18n/localized-text';

/**
 * Checks what an HTTP tool needs of its OpenAPI 3 document: at least one operation, an `operationId` on each
 * (it becomes the tool's name), and JSON Schemas that are schemas. OpenAPI 3.0 schemas are checked against
 * draft-07's meta-schema (close enough: it accepts the extra keywords such as `nullable`), 3.1 against 2020-12's.
 */

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

// Only meta-schema checks are run: formats and unknown keywords are the document's business.
const draft07 = new Ajv({ strict: false, validateFormats: false });
const draft2020 = new Ajv2020({ strict: false, validateFormats: false });

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether the document says it is OpenAPI 3 (`openapi: "3.x"`). */
export function isOpenApi3(document: Json): boolean {
  return typeof document['openapi'] === 'string' && /^3\.\d/.test(document['openapi']);
}

/** Every schema of the document with where it is, as `paths./pets.get.parameters.0.schema`. */
function* schemasOf(document: Json): Generator<[string, unknown]> {
  const components = isObject(document['components']) ? document['components'] : {};
  if (isObject(components['schemas']))
    for (const [name, schema] of Object.entries(components['schemas']))
      yield [`components.schemas.${name}`, schema];
  const paths = isObject(document['paths']) ? document['paths'] : {};
  for (const [path, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    for (const method of METHODS) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      const at = `paths.${path}.${method}`;
      const parameters = Array.isArray(operation['parameters']) ? operation['parameters'] : [];
      for (const [index, parameter] of parameters.entries())
        if (isObject(parameter) && 'schema' in parameter)
          yield [`${at}.parameters.${index}.schema`, parameter['schema']];
      const body = isObject(operation['requestBody']) ? operation['requestBody'] : {};
      const content = isObject(body['content']) ? body['content'] : {};
      for (const [type, media] of Object.entries(content))
        if (isObject(media) && 'schema' in media)
          yield [`${at}.requestBody.content.${type}.schema`, media['schema']];
    }
  }
}

/** The validator's own words about a schema, or null when the meta-schema accepts it. */
function schemaProblem(schema: Json | boolean, validator: Ajv | Ajv2020): LocalizedText | null {
  try {
    if (validator.validateSchema(schema)) return null;
    return verbatim(validator.errorsText(validator.errors, { dataVar: 'schema' }));
  } catch (error) {
    // An unknown `$schema` makes ajv throw rather than answer.
    return verbatim(error instanceof Error ? error.message : String(error));
  }
}

/** The first thing wrong with the document for an HTTP tool, or null when it is fine. */
export function openApiProblem(document: Json): LocalizedText | null {
  const paths = isObject(document['paths']) ? document['paths'] : {};
  let operations = 0;
  for (const [path, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    for (const method of METHODS) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      operations += 1;
      const id = operation['operationId'];
      if (typeof id !== 'string' || id.trim() === '')
        return localized('plugin.upload.noOperationId', { method: method.toUpperCase(), path });
    }
  }
  if (operations === 0) return localized('plugin.upload.noOperations');
  const validator = String(document['openapi']).startsWith('3.0') ? draft07 : draft2020;
  for (const [where, schema] of schemasOf(document)) {
    if (!isObject(schema) && typeof schema !== 'boolean')
      return localized('plugin.upload.badSchema', {
        where,
        reason: localized('plugin.upload.schemaNotObject'),
      });
    const reason = schemaProblem(schema, validator);
    if (reason) return localized('plugin.upload.badSchema', { where, reason });
  }
  return null;
}
