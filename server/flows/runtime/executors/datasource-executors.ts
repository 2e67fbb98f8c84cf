import { tableText, relevantSchema } from '../../../chat/data/schema-retrieval';
import { ApiError } from '../../../http/api-error';
import { listOf, localized, verbatim } from '../../../i18n/localized-text';
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

/** The datasource the node names by its display name, as the node's choices offer it. */
async function recordOf(call: NodeCall): Promise<DatasourceRecord> {
  const name = textParam(call, 'datasource');
  const records = await call.run.context.datasources.listRecords();
  const record = records.find((candidate) => candidate.displayName === name);
  if (!record) {
    const names = listOf(records.map((candidate) => candidate.displayName));
    throw new NodeProblem(localized('dataChat.datasourceNotFound', { name, names }));
  }
  return record;
}

const reasonOf = (error: unknown) =>
  error instanceof ApiError ? error.text : verbatim(error instanceof Error ? error.message : String(error));

/** The tables that fit the question best, one schema line each. */
export const datasourceRetriever: NodeExecutor = async (call) => {
  const { datasources } = call.run.context;
  const record = await recordOf(call);
  try {
    let schema = await datasources.schema(record.id);
    if (!schema) {
      await datasources.refresh(record.id);
      schema = await datasources.schema(record.id);
    }
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
  const record = await recordOf(call);
  const sql = valueText(inputValue(call)).trim();
  if (!sql) throw new NodeProblem(localized('flowRun.sqlEmpty'));
  const rowLimit = Math.max(1, Math.trunc(numberParam(call, 'max_rows', 1000)));
  try {
    const result = await call.run.context.datasources.query(record.id, sql, rowLimit);
    return {
      value: result.rows.map((row) =>
        Object.fromEntries(result.columns.map((column, i) => [column, row[i]])),
      ),
    };
  } catch (error) {
    throw new NodeProblem(localized('flowRun.queryFailed', { reason: reasonOf(error) }));
  }
};
