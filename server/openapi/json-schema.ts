import { z } from 'zod';

export type JsonSchema = Record<string, unknown>;

/**
 * An answer may carry fields its schema does not name (a newer server, DB-GPT's extras): callers ignore
 * them, so an answer's objects are described as open, whatever the zod schema strips.
 */
function allowMoreFields(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(allowMoreFields);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key, inner]) => !(key === 'additionalProperties' && inner === false))
      .map(([key, inner]) => [key, allowMoreFields(inner)]),
  );
}

/**
 * Turns zod schemas into JSON Schema 2020-12 (OpenAPI 3.1's dialect) for one document. Definitions a
 * schema shares with itself (recursive shapes) go to `components.schemas`, since a `#/$defs` reference
 * inside the document would resolve against the document's root, not the schema's.
 */
export class JsonSchemaWriter {
  readonly components: Record<string, JsonSchema> = {};
  private readonly cache = new Map<z.ZodType, Map<'input' | 'output', JsonSchema>>();
  private counter = 0;

  of(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
    const known = this.cache.get(schema)?.get(io);
    if (known) return known;
    const converted = z.toJSONSchema(schema, {
      target: 'draft-2020-12',
      io,
      unrepresentable: 'any',
      cycles: 'ref',
      reused: 'inline',
    }) as JsonSchema;
    const { $schema: _dialect, $defs, ...rest } = converted;
    const renames = new Map<string, string>();
    for (const name of Object.keys(($defs as JsonSchema | undefined) ?? {}))
      renames.set(`#/$defs/${name}`, `#/components/schemas/${this.uniqueName(name)}`);
    const rewrite = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(rewrite);
      if (value === null || typeof value !== 'object') return value;
      return Object.fromEntries(
        Object.entries(value).map(([key, inner]) => [
          key,
          key === '$ref' && typeof inner === 'string' ? (renames.get(inner) ?? inner) : rewrite(inner),
        ]),
      );
    };
    for (const [name, definition] of Object.entries(($defs as JsonSchema | undefined) ?? {}))
      this.components[renames.get(`#/$defs/${name}`)!.split('/').pop()!] = rewrite(definition) as JsonSchema;
    const result = (io === 'output' ? allowMoreFields(rewrite(rest)) : rewrite(rest)) as JsonSchema;
    if (!this.cache.has(schema)) this.cache.set(schema, new Map());
    this.cache.get(schema)!.set(io, result);
    return result;
  }

  private uniqueName(name: string): string {
    this.counter += 1;
    return `${name.replace(/[^A-Za-z0-9_.-]/g, '_')}_${this.counter}`;
  }
}
