import { z } from 'zod';
import type { PaginationResult } from '@/contract/common';
import type { FlowData, FlowEdge, FlowNode, FlowPanel, FlowTemplatesQuery } from '@/contract/flow';
import type { ServerLanguage } from '../../i18n/language';
import { dbgptTemplateFlows } from '../dbgpt/dbgpt-templates';
import { checkFlowGraph } from '../flow-graph-check';
import { renderNode } from '../node-metadata';
import { createOptionLoader, type OptionContext, type OptionLoader } from '../node-options';
import { NODE_DEFINITIONS } from '../nodes';
import { templatePanel } from '../template-panel';
import type { NodeDefinition } from '../nodes/node-definition';
import knowledgeChat from './knowledge-chat.json' with { type: 'json' };
import questionSqlChart from './question-sql-chart.json' with { type: 'json' };
import rewriteRetrieveAnswer from './rewrite-retrieve-answer.json' with { type: 'json' };
import simpleChat from './simple-chat.json' with { type: 'json' };

const bilingual = z.object({ en: z.string().min(1), zh: z.string().min(1) });

/**
 * A built-in flow as kept in the repository: nodes by catalogue name with the values set on them (a text in
 * both languages as `{en, zh}`), edges as `[source, target, sourceOrder?, targetOrder?]`. Choices that depend
 * on the server (model, space, datasource) are left out and filled in with its first choice when served.
 */
const templateFileSchema = z.object({
  name: z.string().regex(/^[a-zA-Z0-9_-]+$/),
  label: bilingual,
  description: bilingual,
  nodes: z.array(
    z.object({
      id: z.string().min(1),
      type: z.string().min(1),
      x: z.number(),
      y: z.number(),
      parameters: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), bilingual])),
    }),
  ),
  edges: z.array(z.tuple([z.string(), z.string()], z.number().int())),
});
export type TemplateFile = z.infer<typeof templateFileSchema>;

/** Every built-in template, checked against its schema when the server loads. */
export const TEMPLATE_FILES: readonly TemplateFile[] = [
  simpleChat,
  knowledgeChat,
  questionSqlChart,
  rewriteRetrieveAnswer,
].map((file) => templateFileSchema.parse(file));

const NODE_SIZE = { width: 320, height: 260 };

function definitionOf(type: string): NodeDefinition {
  const definition = NODE_DEFINITIONS.find((node) => node.name === type);
  if (!definition) throw new Error(`template node type "${type}" is not in the node catalogue`);
  return definition;
}

async function canvasNode(
  node: TemplateFile['nodes'][number],
  language: ServerLanguage,
  loader: OptionLoader,
): Promise<FlowNode> {
  const definition = definitionOf(node.type);
  const metadata = renderNode(definition, language, new Map());
  const parameters = [];
  for (const spec of definition.parameters) {
    const given = node.parameters[spec.name];
    let value: unknown = typeof given === 'object' ? given[language] : given;
    // A required field the template leaves out opens filled, as a newly dropped node would be: its default,
    // else the first option the server offers.
    if (value === undefined && !spec.optional && spec.default !== undefined && spec.default !== null)
      value = spec.default;
    if (value === undefined && typeof spec.options === 'string' && !spec.optional)
      value = (await loader.optionsOf(spec, {}))?.[0]?.value;
    const rendered = metadata.parameters.find((parameter) => parameter.name === spec.name);
    parameters.push({ ...rendered, value: value ?? null });
  }
  const position = { x: node.x, y: node.y, zoom: 0 };
  return {
    id: node.id,
    ...NODE_SIZE,
    position,
    position_absolute: position,
    type: 'customNode',
    data: { ...metadata, parameters },
  };
}

function canvasEdge([
  source,
  target,
  sourceOrder = 0,
  targetOrder = 0,
]: TemplateFile['edges'][number]): FlowEdge {
  return {
    id: `${source}|${sourceOrder}|${target}|${targetOrder}`,
    source,
    target,
    source_order: sourceOrder,
    target_order: targetOrder,
    source_handle: `${source}|outputs|${sourceOrder}`,
    target_handle: `${target}|inputs|${targetOrder}`,
    type: 'buttonedge',
  };
}

/** The template as a flow of this server, in `language`, with the graph check's problems (the choices left to make). */
export async function templateFlow(file: TemplateFile, context: OptionContext): Promise<FlowPanel> {
  const loader = createOptionLoader(context);
  const nodes = [];
  for (const node of file.nodes) nodes.push(await canvasNode(node, context.language, loader));
  const data: FlowData = { nodes, edges: file.edges.map(canvasEdge), viewport: { x: 0, y: 0, zoom: 0.6 } };
  const check = await checkFlowGraph(data, loader);
  const identity = {
    uid: file.name,
    name: file.name,
    label: file.label[context.language],
    description: file.description[context.language],
    flow_category: check.category,
  };
  return templatePanel(identity, data, check, context.language);
}

/** More templates than the built-in ones (installed flow packages); registered when the server starts. */
export type TemplateSource = (context: OptionContext) => Promise<FlowPanel[]>;
const templateSources: TemplateSource[] = [];

export function addTemplateSource(source: TemplateSource): void {
  if (!templateSources.includes(source)) templateSources.push(source);
}

/**
 * `GET /flow/templates`: every built-in template in the caller's language, then DB-GPT's, then the added ones,
 * paged.
 */
export async function templatePage(
  query: FlowTemplatesQuery,
  context: OptionContext,
): Promise<PaginationResult<FlowPanel>> {
  const page = query.page ?? 1;
  const size = query.page_size ?? 20;
  // DB-GPT's own templates first, then those of installed packages.
  const added: FlowPanel[] = await dbgptTemplateFlows(context);
  for (const source of templateSources) added.push(...(await source(context)));
  const start = (page - 1) * size;
  const items = [];
  for (const file of TEMPLATE_FILES.slice(start, start + size)) items.push(await templateFlow(file, context));
  const addedStart = Math.max(0, start - TEMPLATE_FILES.length);
  items.push(...added.slice(addedStart, addedStart + size - items.length));
  const total = TEMPLATE_FILES.length + added.length;
  return {
    items,
    total_count: total,
    total_pages: Math.ceil(total / size),
    page,
    page_size: size,
  };
}
