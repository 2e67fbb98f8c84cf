import { toolDefinitionSchema, type ToolDefinition } from '@/contract/dbgpts-package';
import { ApiError } from '../http/api-error';
import { describeIssues } from '../http/validate';
import { localized, verbatim, type LocalizedText } from '../i18n/localized-text';
import { isOpenApi3, openApiProblem } from './openapi-check';

/**
 * Reads an uploaded plugin file (`personal/agent/upload`): a tool definition as JSON (`toolDefinitionSchema`),
 * or a bare OpenAPI 3 document named after its `info.title`. Anything else is a 400 E0023 saying what is wrong.
 */

const badFile = (text: LocalizedText) => new ApiError(400, 'E0023', text);

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A plugin name from a title: lower case, runs of other characters as one dash, at most 64 characters. */
export function slugName(title: string): string {
  return title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9_.]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 64)
    .replace(/[-.]+$/, '');
}

function fromOpenApi(document: Json, fileName: string): ToolDefinition {
  const info = isObject(document['info']) ? document['info'] : {};
  const title = typeof info['title'] === 'string' ? info['title'] : '';
  // A title with no Latin letters or digits (a Chinese one) leaves the file's name to go by.
  const name = slugName(title) || slugName(fileName.replace(/\.[^.]*$/, ''));
  if (!name) throw badFile(localized('plugin.upload.noTitle'));
  const description = typeof info['description'] === 'string' ? info['description'] : title || undefined;
  return { kind: 'http', name, description, openapi: document };
}

function checkedHttpTool(definition: ToolDefinition, fileName: string): ToolDefinition {
  if (definition.kind !== 'http') return definition;
  if (!isOpenApi3(definition.openapi)) throw badFile(localized('plugin.upload.notTool', { file: fileName }));
  const problem = openApiProblem(definition.openapi);
  if (problem) throw badFile(problem);
  return definition;
}

/** The tool a plugin file defines; throws a 400 E0023 naming the problem. */
export function parsePluginFile(fileName: string, bytes: Uint8Array): ToolDefinition {
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch (error) {
    const reason = verbatim(error instanceof Error ? error.message : String(error));
    throw badFile(localized('plugin.upload.notParsable', { file: fileName, reason }));
  }
  if (!isObject(parsed)) throw badFile(localized('plugin.upload.notTool', { file: fileName }));
  if ('kind' in parsed) {
    const definition = toolDefinitionSchema.safeParse(parsed);
    if (!definition.success)
      throw badFile(
        localized('plugin.upload.badDefinition', {
          file: fileName,
          problems: describeIssues(definition.error.issues),
        }),
      );
    return checkedHttpTool(definition.data, fileName);
  }
  if (!isOpenApi3(parsed)) throw badFile(localized('plugin.upload.notTool', { file: fileName }));
  return checkedHttpTool(fromOpenApi(parsed, fileName), fileName);
}

/** The market's HTTP tools get the same checks as uploaded ones. */
export function checkHubTool(definition: ToolDefinition, source: string): ToolDefinition {
  return checkedHttpTool(definition, source);
}
