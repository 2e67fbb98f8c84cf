import {
  dagMetadataSchema,
  flowCreateRequestSchema,
  type DagMetadata,
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
import { readFlowJson } from './flow-file';
import { notRunnableNodes, type NotRunnableNode } from './not-runnable-nodes';

export type FlowExport =
  | { kind: 'json'; body: { flow: FlowPanel } }
  | { kind: 'file'; fileName: string; contentType: string; bytes: Uint8Array };

/**
 * An import as DB-GPT answers it unsaved: the flow without uid or owner, with the graph check's problems, the
 * file's DAG metadata, and (beyond DB-GPT) the DB-GPT nodes that must be replaced before it runs here.
 */
export type ImportedFlow = FlowCreateRequest & {
  problems: { node_id: string | null; message: string }[];
  metadata: DagMetadata | null;
  not_runnable_nodes: NotRunnableNode[];
};

/** What a file carries over from the server it was exported from, and is dropped on import. */
const SERVER_FIELDS = [
  'uid',
  'dag_id',
  'gmt_created',
  'gmt_modified',
  'metadata',
  'problems',
  'not_runnable_nodes',
  'user_name',
  'error_message',
  // An import is its importer's, private until they share it.
  'visibility',
];

const badFile = (message: ReturnType<typeof localized>) => new ApiError(400, 'E0001', message);

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
      if (extension === 'json') raw = readFlowJson(fileName, bytes);
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
      const miswired = check?.problems.filter((problem) => problem.wrongWiring) ?? [];
      if (miswired.length)
        throw new ApiError(
          400,
          'E0003',
          localized('dbgptNode.wrongWiring', {
            problems: sentences(miswired.map((problem) => problem.text)),
          }),
        );
      const dbgptNodes = check?.dbgptNodes ?? [];
      // A flow of DB-GPT's own nodes keeps the category it was made with until those nodes run here.
      const category = dbgptNodes.length ? (body.flow_category ?? check?.category) : check?.category;
      const fileMetadata = dagMetadataSchema.safeParse(raw.metadata);
      const imported: ImportedFlow = {
        ...body,
        label: body.label ?? body.name,
        flow_category: category ?? body.flow_category ?? 'common',
        metadata: fileMetadata.success ? fileMetadata.data : (check?.metadata ?? null),
        not_runnable_nodes: notRunnableNodes(dbgptNodes, call.language),
        problems: (check?.problems ?? []).map((p) => ({
          node_id: p.nodeId,
          message: p.text.in(call.language),
        })),
      };
      return imported;
    },
  };
}
