import { strFromU8 } from 'fflate';
import { ApiError } from '../../http/api-error';
import { localized } from '../../i18n/localized-text';

const badFile = (message: ReturnType<typeof localized>) => new ApiError(400, 'E0001', message);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A canvas as DB-GPT keeps it on its own (`flow_definition.json`): nodes and edges at the top. */
const isCanvas = (value: Record<string, unknown>) => Array.isArray(value.nodes) && Array.isArray(value.edges);

/** A flow name from a file name, by DB-GPT's name rule (letters, digits, `_`, `-`). */
function nameFromFile(fileName: string): string {
  const base = (fileName.split('/').pop() ?? fileName).replace(/\.[^.]*$/, '');
  return base.replace(/[^a-zA-Z0-9_-]+/g, '_').replace(/^_+|_+$/g, '') || 'imported_flow';
}

/**
 * The flow in a `.json` file, in any of the shapes DB-GPT writes: its export (`{"flow": {...}}`), a flow as its
 * API answers it (`{"name", "flow_data", ...}`), or a bare canvas (`flow_data` alone, named after the file).
 */
export function readFlowJson(fileName: string, bytes: Uint8Array): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(strFromU8(bytes));
  } catch {
    throw badFile(localized('flowImport.badJson', { file: fileName }));
  }
  if (!isRecord(parsed)) throw badFile(localized('flowImport.noFlowKey', { file: fileName }));
  if (isRecord(parsed.flow)) return parsed.flow;
  if (isRecord(parsed.flow_data) && typeof parsed.name === 'string') return parsed;
  if (isCanvas(parsed)) {
    const name = nameFromFile(fileName);
    return { name, label: name, define_type: 'json', flow_data: parsed };
  }
  throw badFile(localized('flowImport.noFlowKey', { file: fileName }));
}
