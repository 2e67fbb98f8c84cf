import { z } from 'zod';
import { flowDataSchema, type FlowData, type FlowNode, type FlowPanel } from '@/contract/flow';
import type { ServerLanguage } from '../../i18n/language';
import { checkFlowGraph } from '../flow-graph-check';
import type { OptionContext, OptionLoader } from '../node-options';
import { createOptionLoader } from '../node-options';
import { datasourceParam } from '../nodes/node-parameters';
import type { ParamSpec } from '../nodes/node-definition';
import recorded from './dbgpt-0.8.1-templates.json' with { type: 'json' };
import { templatePanel } from '../template-panel';
import { dbgptHigherOrderKnowledge } from './dbgpt-higher-order-nodes';

/**
 * DB-GPT 0.8.1's six built-in flow templates (scripts/dbgpt/build-templates.mjs), in the caller's language,
 * offered beside this server's own. The space and the datasource they name (their author's) are replaced by
 * the caller's first, as our own templates open; the graph check says what is left to choose or replace.
 */
const templateSchema = z.looseObject({
  uid: z.string(),
  name: z.string(),
  label: z.string(),
  description: z.string().nullable(),
  flow_category: z.string().nullable(),
  flow_data: flowDataSchema,
});
const catalogueSchema = z.object({ en: z.array(templateSchema), zh: z.array(templateSchema) });
type DbgptTemplate = z.infer<typeof templateSchema>;

let parsed: z.infer<typeof catalogueSchema> | undefined;
const templates = (language: ServerLanguage) => (parsed ??= catalogueSchema.parse(recorded))[language];

/** The parameters a template names a thing of its author's in, and where this server's choices come from. */
const CHOICES: readonly { typeName: string; parameter: string; spec: ParamSpec }[] = [
  {
    typeName: 'HOKnowledgeOperator',
    parameter: 'knowledge_space',
    spec: dbgptHigherOrderKnowledge.parameters[0] as ParamSpec,
  },
  { typeName: 'DatasourceResource', parameter: 'db_name', spec: datasourceParam },
  // The knowledge-building template's vector store: its collection is one of the caller's spaces.
  {
    typeName: 'ChromaStore',
    parameter: 'name',
    spec: dbgptHigherOrderKnowledge.parameters[0] as ParamSpec,
  },
  {
    typeName: 'BuiltinKnowledgeGraph',
    parameter: 'name',
    spec: dbgptHigherOrderKnowledge.parameters[0] as ParamSpec,
  },
];

/**
 * The author's file path a KnowledgeOperator reads in DB-GPT's template (a file on their server, which a flow
 * may not read here) is cleared: the operator then reads the request's `source`.
 */
function withoutAuthorsFile(node: FlowNode): FlowNode {
  if (node.data.type_name !== 'KnowledgeOperator' || !Array.isArray(node.data.parameters)) return node;
  const parameters = (node.data.parameters as Record<string, unknown>[]).map((parameter) =>
    parameter.name === 'datasource' &&
    typeof parameter.value === 'string' &&
    !/^https?:\/\//i.test(parameter.value)
      ? { ...parameter, value: null }
      : parameter,
  );
  return { ...node, data: { ...node.data, parameters } };
}

async function withOwnChoices(node: FlowNode, loader: OptionLoader): Promise<FlowNode> {
  const choice = CHOICES.find((entry) => entry.typeName === node.data.type_name);
  if (!choice || !Array.isArray(node.data.parameters)) return node;
  const options = (await loader.optionsOf(choice.spec, {})) ?? [];
  const parameters = (node.data.parameters as Record<string, unknown>[]).map((parameter) => {
    if (parameter.name !== choice.parameter) return parameter;
    if (options.some((option) => option.value === parameter.value)) return parameter;
    return { ...parameter, value: options[0]?.value ?? null };
  });
  return { ...node, data: { ...node.data, parameters } };
}

async function templateFlow(template: DbgptTemplate, context: OptionContext): Promise<FlowPanel> {
  const loader = createOptionLoader(context);
  const nodes: FlowNode[] = [];
  for (const node of template.flow_data.nodes)
    nodes.push(await withOwnChoices(withoutAuthorsFile(node), loader));
  const data: FlowData = { ...template.flow_data, nodes };
  const check = await checkFlowGraph(data, loader);
  const category = check.dbgptNodes?.length ? template.flow_category : check.category;
  const identity = {
    uid: template.uid,
    name: template.name,
    label: template.label,
    description: template.description,
    flow_category: category === 'chat_flow' ? ('chat_flow' as const) : ('common' as const),
  };
  return templatePanel(identity, data, check, context.language);
}

/** DB-GPT's templates in the caller's language, as flows of this server. */
export async function dbgptTemplateFlows(context: OptionContext): Promise<FlowPanel[]> {
  const flows = [];
  // DB-GPT 0.8.1's English folder holds the knowledge graph template twice (its hybrid file is a copy): one uid
  // is one template in the gallery.
  const seen = new Set<string>();
  for (const template of templates(context.language)) {
    if (seen.has(template.uid)) continue;
    seen.add(template.uid);
    flows.push(await templateFlow(template, context));
  }
  return flows;
}
