import { tableText, relevantSchema } from '../../../chat/runtime/data/schema-retrieval';
import { ApiError } from '../../../http/api-error';
import { listOf, localized, verbatim } from '../../../i18n/localized-text';
import { callerForUser, type DatasourceCaller } from '../../../datasources/datasource-access';
import type { DatasourceRecord } from '../../../repositories/datasources';
import { valueText } from '../flow-values';
import {
  inputValue,
  NodeProblem,
  numberParam,
  textParam,
  type NodeCall,
  type NodeExecutor,
} from '../node-executor';

/**
 * The datasource the node names by its display name, as the node's choices offer it, among those the flow's
 * chooser may use (a stored flow's owner, else the caller): a flow never reaches another's private datasource.
 */
async function recordOf(call: NodeCall): Promise<{ record: DatasourceRecord; actor: DatasourceCaller }> {
  const name = textParam(call, 'datasource');
  const actor = await callerForUser(call.run.context.repositories, call.run.chooserId);
  const records = await call.run.context.datasources.listRecords(actor);
  const record = records.find((candidate) => candidate.displayName === name);
  if (!record) {
    const names = listOf(records.map((candidate) => candidate.displayName));
    throw new NodeProblem(localized('dataChat.datasourceNotFound', { name, names }));
  }
  return { record, actor };
}

const reasonOf = (error: unknown) =>
  error instanceof ApiError ? error.text : verbatim(error instanceof Error ? error.message : String(error));

/** The tables that fit the question best, one schema line each. */
export const datasourceRetriever: NodeExecutor = async (call) => {
  const { datasources } = call.run.context;
  const { record, actor } = await recordOf(call);
  try {
    const schema = await datasources.usableSchema(actor, record.id);
    const tables = schema?.tables ?? [];
    const chosen = relevantSchema(tables, valueText(inputValue(call))).tables;
    const topK = Math.max(1, Math.trunc(numberParam(call, 'top_k', 10)));
    const byName = new Map(tables.map((table) => [table.name, table]));
    return {
      value: chosen.slice(0, topK).flatMap((name) => {
        const table = byName.get(name);
        return table ? [tableText(table)] : [];
      }),
    };
  } catch (error) {
    if (error instanceof NodeProblem) throw error;
    throw new NodeProblem(
      localized('dataChat.schemaUnavailable', { name: record.displayName, reason: reasonOf(error) }),
    );
  }
};

/** The query's rows as objects; the datasource's own read-only rule applies, as in chat_with_db. */
export const sqlRunner: NodeExecutor = async (call) => {
  const { record, actor } = await recordOf(call);
  const sql = valueText(inputValue(call)).trim();
  if (!sql) throw new NodeProblem(localized('flowRun.sqlEmpty'));
  const rowLimit = Math.max(1, Math.trunc(numberParam(call, 'max_rows', 1000)));
  try {
    const result = await call.run.context.datasources.query(actor, record.id, sql, rowLimit);
    return {
      value: result.rows.map((row) =>
        Object.fromEntries(result.columns.map((column, i) => [column, row[i]])),
      ),
    };
  } catch (error) {
    throw new NodeProblem(localized('flowRun.queryFailed', { reason: reasonOf(error) }));
  }
};
