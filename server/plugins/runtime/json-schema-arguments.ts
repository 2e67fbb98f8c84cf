import { Ajv, type ValidateFunction } from 'ajv';
import { z } from 'zod';

/**
 * Arguments of installed tools are described by JSON Schema (an OpenAPI document, an MCP server's
 * `inputSchema`), not zod: a zod type that runs the schema's check lets them share `AgentTool.parameters`.
 */

// Tool schemas come from other people's documents: unknown keywords and formats must not stop a tool.
const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });

export interface JsonSchemaArguments {
  parameters: z.ZodType<unknown>;
  /** The schema as the model is shown it. */
  inputSchema: Record<string, unknown>;
}

function compile(schema: Record<string, unknown>): ValidateFunction {
  try {
    return ajv.compile(schema);
  } catch {
    // A schema Ajv cannot compile still describes an object of arguments; the tool itself judges the rest.
    return ajv.compile({ type: 'object' });
  }
}

/** The zod type checking arguments against `schema`, and the schema to show the model. */
export function jsonSchemaArguments(schema: Record<string, unknown>): JsonSchemaArguments {
  // `$schema` may name a draft Ajv was not given, and `$id` would clash between tools of one server.
  const inputSchema = Object.fromEntries(
    Object.entries(schema).filter(([key]) => key !== '$schema' && key !== '$id'),
  );
  if (inputSchema.type === undefined) inputSchema.type = 'object';
  const check = compile(inputSchema);
  const parameters = z.unknown().superRefine((value, context) => {
    if (check(value)) return;
    context.addIssue({ code: 'custom', message: ajv.errorsText(check.errors, { dataVar: 'arguments' }) });
  });
  return { parameters, inputSchema };
}
