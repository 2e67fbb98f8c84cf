import { rowRecords } from '../../chat/runtime/data/chart-view';
import { QueryFailure, type DataTarget } from '../../chat/runtime/data/data-target';
import { resolveDatasourceTarget } from '../../chat/runtime/data/datasource-target';
import { callerForUser } from '../../datasources/datasource-access';
import { localized } from '../../i18n/localized-text';
import { parsedJson } from '../runtime/executors/common-executors';
import { isObject, valueText } from '../runtime/flow-values';
import {
  inputValue,
  NodeProblem,
  numberParam,
  textParam,
  type NodeCall,
  type NodeExecutor,
} from '../runtime/node-executor';
import { dbgptParameterDefault } from './dbgpt-catalogue';
import { formatTemplate, type DbgptContextBody } from './dbgpt-prompt';

const RETRIEVER_ID = 'operator_higher_order_datasource_retriever_operator___$$___database___$$___v1';

/**
 * The datasource a `DatasourceResource` wired to `datasource` names (by its database name, else its name),
 * among those the flow's chooser may use, as the data chat finds it: the model's SQL then runs with their
 * rights, read-only unless the datasource allows writes, within the row and time limits.
 */
async function wiredDatasource(call: NodeCall): Promise<DataTarget> {
  const resource = call.resources?.datasource;
  if (resource?.typeName !== 'DatasourceResource')
    throw new NodeProblem(localized('dbgptNode.resourceMissing', { parameter: 'datasource' }));
  const dbName = typeof resource.params.db_name === 'string' ? resource.params.db_name.trim() : '';
  const name = dbName || (typeof resource.params.name === 'string' ? resource.params.name : '');
  const { context, chooserId, language } = call.run;
  const actor = await callerForUser(context.repositories, chooserId);
  const found = await resolveDatasourceTarget(context.datasources, actor, name, language);
  if (!found.ok) throw new NodeProblem(found.problem);
  return found.target;
}

/** A text parameter, else DB-GPT's default for it in the run's language. */
function textOrDefault(call: NodeCall, name: string): string {
  const own = textParam(call, name);
  if (own) return own;
  const fallback = dbgptParameterDefault(RETRIEVER_ID, name, call.run.language);
  return typeof fallback === 'string' ? fallback : '';
}

/** DB-GPT's `HODatasourceRetrieverOperator`: its text-to-SQL prompt with the question's tables. */
export const datasourceRetriever: NodeExecutor = async (call) => {
  const target = await wiredDatasource(call);
  const question = valueText(inputValue(call));
  const context = formatTemplate(textOrDefault(call, 'prompt_template'), {
    db_name: target.name,
    table_info: target.schemaFor(question),
    dialect: target.dialect,
    max_num_results: String(Math.trunc(numberParam(call, 'max_num_results', 50))),
    display_type: textOrDefault(call, 'display_type'),
    user_input: question,
    response: textOrDefault(call, 'response_format'),
  });
  const body: DbgptContextBody = { context_key: textParam(call, 'context_key') || 'context', context };
  return { value: body, outputs: [body, []] };
};

/** DB-GPT's `SQLOutputParser`: the JSON object in the model's answer. */
export const sqlOutputParser: NodeExecutor = async (call) => {
  const parsed = parsedJson(valueText(inputValue(call)));
  if (!isObject(parsed)) throw new NodeProblem(localized('flowRun.notJson', { text: valueText(parsed) }));
  return { value: parsed };
};

const cell = (value: unknown) => valueText(value).replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** Rows as a Markdown table. */
function markdownTable(columns: readonly string[], rows: readonly (readonly unknown[])[]): string {
  const lines = [`| ${columns.map(cell).join(' | ')} |`, `| ${columns.map(() => '---').join(' | ')} |`];
  for (const row of rows) lines.push(`| ${columns.map((_, index) => cell(row[index])).join(' | ')} |`);
  return lines.join('\n');
}

/**
 * DB-GPT's `HODatasourceExecutorOperator`: runs the dict's `sql` on the wired datasource; answers the model's
 * thoughts with the result as a chart block (DB-GPT's `vis-db-chart`) and, on its second output, the rows
 * as a Markdown table. Without SQL, the model's thoughts.
 */
export const datasourceExecutor: NodeExecutor = async (call) => {
  const dict = inputValue(call);
  if (!isObject(dict)) throw new NodeProblem(localized('dbgptNode.sqlDictExpected'));
  const thoughts = typeof dict.thoughts === 'string' ? dict.thoughts : '';
  const sql = typeof dict.sql === 'string' ? dict.sql.trim() : '';
  if (!sql) {
    const text = thoughts || localized('dbgptNode.noSql').in(call.run.language);
    return { value: text, outputs: [text, text] };
  }
  const target = await wiredDatasource(call);
  try {
    const result = await target.run(sql);
    const chart = {
      type: typeof dict.display_type === 'string' ? dict.display_type : 'response_table',
      sql,
      data: rowRecords(result.columns, result.rows),
      title: typeof dict.title === 'string' ? dict.title : '',
      describe: thoughts,
    };
    const view = `${thoughts}\n\n\`\`\`vis-db-chart\n${JSON.stringify(chart)}\n\`\`\``;
    return { value: view, outputs: [view, markdownTable(result.columns, result.rows)] };
  } catch (error) {
    if (error instanceof QueryFailure)
      throw new NodeProblem(localized('flowRun.queryFailed', { reason: error.text }));
    throw error;
  }
};

/** DB-GPT's `StringJoinOperator`: every input's text, in input order, joined by the separator. */
export const stringJoin: NodeExecutor = async (call) => {
  const separator = typeof call.params.separator === 'string' ? call.params.separator : '\n\n';
  const texts = [...call.inputs].sort((a, b) => a.order - b.order).map((input) => valueText(input.value));
  return { value: texts.join(separator) };
};
