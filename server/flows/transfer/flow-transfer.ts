import { strFromU8 } from 'fflate';
import {
  flowCreateRequestSchema,
  type FlowCreateRequest,
  type FlowExportQuery,
  type FlowPanel,
} from '@/contract/flow';
import { ApiError } from '../../http/api-error';
import { describeIssues } from '../../http/validate';
import { localized, sentences } from '../../i18n/localized-text';
import { serverIssueMessages } from '../../http/zod-issue-messages';
import type { RouteContext } from '../../context';
import { checkFlowGraph } from '../flow-graph-check';
import { createFlowService, type FlowCall } from '../flow-service';
import { createOptionLoader } from '../node-options';
import { buildDbgptsPackage, readDbgptsPackage } from './dbgpts-package';

export type FlowExport =
  | { kind: 'json'; body: { flow: FlowPanel } }
  | { kind: 'file'; fileName: string; contentType: string; bytes: Uint8Array };

/** An import as DB-GPT answers it unsaved: the flow without uid or owner, with the graph check's problems. */
export type ImportedFlow = FlowCreateRequest & { problems: { node_id: string | null; message: string }[] };

/** What a file carries over from the server it was exported from, and is dropped on import. */
const SERVER_FIELDS = [
  'uid',
  'dag_id',
  'gmt_created',
  'gmt_modified',
  'metadata',
  'problems',
  'user_name',
  'error_message',
  // An import is its importer's, private until they share it.
  'visibility',
];

const badFile = (message: ReturnType<typeof localized>) => new ApiError(400, 'E0001', message);

function readJsonExport(fileName: string, bytes: Uint8Array): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(strFromU8(bytes));
  } catch {
    throw badFile(localized('flowImport.badJson', { file: fileName }));
  }
  const flow =
    typeof parsed === 'object' && parsed !== null ? (parsed as { flow?: unknown }).flow : undefined;
  if (typeof flow !== 'object' || flow === null || Array.isArray(flow))
    throw badFile(localized('flowImport.noFlowKey', { file: fileName }));
  return flow as Record<string, unknown>;
}

/** Export (JSON or dbgpts package) and import of flows (contract 3.8); imports pass the same graph check as saves. */
export function createFlowTransfer(context: RouteContext) {
  const flows = createFlowService(context);

  return {
    async exportFlow(uid: string, query: FlowExportQuery, call: FlowCall): Promise<FlowExport> {
      const { problems: _problems, ...flow } = await flows.get(uid, call);
      const baseName = query.file_name ?? flow.name.replace(/_/g, '-');
      if ((query.export_type ?? 'json') === 'json') {
        const body = { flow };
        if (query.format === 'json') return { kind: 'json', body };
        const bytes = new TextEncoder().encode(JSON.stringify(body, null, 4));
        return { kind: 'file', fileName: `${baseName}.json`, contentType: 'application/json', bytes };
      }
      if (query.format === 'json') throw badFile(localized('flowExport.packageAsJson'));
      const packageName = flow.name.replace(/_/g, '-');
      return {
        kind: 'file',
        fileName: `${baseName}.zip`,
        contentType: 'application/zip',
        bytes: buildDbgptsPackage(flow, packageName),
      };
    },

    /** The flow in a `.json` export or a `.zip` dbgpts package; saved as the caller's when `save`. */
    async importFlow(fileName: string, bytes: Uint8Array, save: boolean, call: FlowCall) {
      const extension = fileName.includes('.') ? (fileName.split('.').pop() ?? '').toLowerCase() : '';
      let raw: Record<string, unknown>;
      if (extension === 'json') raw = readJsonExport(fileName, bytes);
      else if (extension === 'zip') raw = readDbgptsPackage(fileName, bytes);
      else throw badFile(localized('flowImport.badExtension', { file: fileName }));
      const fields = Object.fromEntries(
        Object.entries(raw).filter(([field]) => !SERVER_FIELDS.includes(field)),
      );
      const parsed = flowCreateRequestSchema.safeParse(
        { ...fields, state: 'initializing' },
        { error: serverIssueMessages },
      );
      if (!parsed.success)
        throw badFile(
          localized('flowImport.badFlow', { file: fileName, problems: describeIssues(parsed.error.issues) }),
        );
      const body = parsed.data;
      if (save) return flows.create(body, call);
      const { userId, isAdmin } = call.caller;
      const loader = createOptionLoader({ ...context, userId, isAdmin, language: call.language });
      const check = body.flow_data ? await checkFlowGraph(body.flow_data, loader) : null;
      const unknown = check?.problems.filter((problem) => problem.unknownNode) ?? [];
      if (unknown.length)
        throw new ApiError(
          400,
          'E0003',
          localized('flow.unknownNodes', { problems: sentences(unknown.map((problem) => problem.text)) }),
        );
      const imported: ImportedFlow = {
        ...body,
        label: body.label ?? body.name,
        flow_category: check?.category ?? body.flow_category ?? 'common',
        problems: (check?.problems ?? []).map((p) => ({
          node_id: p.nodeId,
          message: p.text.in(call.language),
        })),
      };
      return imported;
    },
  };
}
