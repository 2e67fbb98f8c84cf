import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ts from 'typescript';
import GraphPage from '@/components/knowledge/graph/graph-page';
import { findNodes, prepareGraph } from '@/components/knowledge/graph/graph-data';
import type { GraphVis, GraphVisRequest } from '@/contract/knowledge';
import { renderApp } from '../render-app';
import { ok, recordPosts, refused, serveShell, SPACE } from './fixtures';

const GRAPH: GraphVis = {
  nodes: [
    { id: 'n1', name: 'Alice', type: 'person', communityId: 1 },
    { id: 'n2', name: 'Acme Corp', type: 'company', communityId: 1 },
    { id: 'n3', name: '数据库', type: 'concept', communityId: '2' },
    { id: 'n4', name: 'Alibaba', type: null, communityId: null },
  ],
  edges: [
    { source: 'n1', target: 'n2', name: 'works at' },
    { source: 'n2', target: 'n1', name: 'employs' },
    { source: 'n2', target: 'n3', name: 'uses' },
    { source: 'n3', target: 'missing', name: 'dangling' },
  ],
};

const renderGraph = () =>
  renderApp(<GraphPage />, {
    pathname: '/construct/knowledge/graph',
    query: { isFirst: 'admin', spaceName: SPACE },
  });

describe('graph data', () => {
  it('merges parallel edges, drops edges to missing nodes, colours by community and counts neighbours', () => {
    const graph = prepareGraph(GRAPH);
    expect(graph.edges.map((edge) => [edge.source, edge.target])).toEqual([
      ['n1', 'n2'],
      ['n2', 'n3'],
    ]);
    const [alice, acme, db, alibaba] = graph.nodes;
    expect(alice.colour).toBe(acme.colour);
    expect(db.colour).not.toBe(alice.colour);
    expect(alibaba.community).toBeNull();
    expect(acme.degree).toBe(2);
    expect(graph.neighbours.get('n2')).toEqual(['n1', 'n3']);
    expect(graph.communities.map((community) => [community.id, community.size])).toEqual([
      ['1', 2],
      ['2', 1],
    ]);
  });

  it('finds nodes by a part of their name, those starting with it first', () => {
    const graph = prepareGraph(GRAPH);
    expect(findNodes(graph, 'li').map((node) => node.name)).toEqual(['Alice', 'Alibaba']);
    expect(findNodes(graph, 'A').map((node) => node.name)).toEqual(['Acme Corp', 'Alice', 'Alibaba']);
    expect(findNodes(graph, '数据').map((node) => node.id)).toEqual(['n3']);
    expect(findNodes(graph, '  ')).toEqual([]);
  });
});

describe('graph page', () => {
  it('loads the graph with a limit, finds a node and shows its details and neighbours', async () => {
    serveShell();
    const bodies = recordPosts<GraphVisRequest>(`/knowledge/${SPACE}/graphvis`, () => ok(GRAPH));
    const user = userEvent.setup();
    await renderGraph();

    expect(await screen.findByText('4 nodes, 2 edges')).toBeInTheDocument();
    expect(bodies).toEqual([{ limit: 200 }]);
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent(
      `Knowledge›${SPACE}›Knowledge graph`,
    );

    await user.type(screen.getByRole('textbox', { name: 'Find a node' }), 'acme');
    await user.click(
      within(screen.getByRole('list', { name: 'Matching nodes' })).getByRole('button', { name: /Acme Corp/ }),
    );
    const details = screen.getByRole('region', { name: 'Node details' });
    expect(within(details).getByRole('heading', { name: 'Acme Corp' })).toBeInTheDocument();
    expect(within(details).getByText('company')).toBeInTheDocument();
    expect(within(details).getByText('Neighbours (2)')).toBeInTheDocument();

    await user.click(within(details).getByRole('button', { name: '数据库' }));
    expect(
      within(screen.getByRole('region', { name: 'Node details' })).getByRole('heading', { name: '数据库' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close details' }));
    expect(screen.queryByRole('region', { name: 'Node details' })).toBeNull();

    await user.clear(screen.getByRole('textbox', { name: 'Find a node' }));
    await user.type(screen.getByRole('textbox', { name: 'Find a node' }), 'nobody');
    expect(screen.getByText('No node is named like “nobody”')).toBeInTheDocument();

    const limit = screen.getByRole('spinbutton', { name: 'Nodes at most' });
    await user.clear(limit);
    await user.type(limit, '50{Enter}');
    await screen.findByText('4 nodes, 2 edges');
    expect(bodies.at(-1)).toEqual({ limit: 50 });
  });

  it('says when the space has no graph yet, and offers a retry when loading fails', async () => {
    serveShell();
    let call = 0;
    recordPosts<GraphVisRequest>(`/knowledge/${SPACE}/graphvis`, () => {
      call += 1;
      return call === 1 ? refused('Graph store offline', 500) : ok({ nodes: [], edges: [] });
    });
    const user = userEvent.setup();
    await renderGraph();

    const error = await screen.findByTestId('graph-error');
    expect(error).toHaveTextContent('Graph store offline');
    await user.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No graph yet')).toBeInTheDocument();
  });
});

describe('graph library loading', () => {
  const ROOT = path.resolve(import.meta.dirname, '../../..');
  const staticImports = (file: string) => {
    const source = ts.createSourceFile(
      file,
      readFileSync(path.join(ROOT, file), 'utf8'),
      ts.ScriptTarget.Latest,
    );
    return source.statements.flatMap((statement) =>
      ts.isImportDeclaration(statement) &&
      !statement.importClause?.isTypeOnly &&
      ts.isStringLiteral(statement.moduleSpecifier)
        ? [statement.moduleSpecifier.text]
        : [],
    );
  };

  it('comes only with the renderer, which the page imports lazily', () => {
    const pageModules = [
      'components/knowledge/graph/graph-page.tsx',
      'components/knowledge/graph/graph-toolbar.tsx',
      'components/knowledge/graph/node-finder.tsx',
      'components/knowledge/graph/node-details.tsx',
      'components/knowledge/graph/use-graph.ts',
      'components/knowledge/graph/graph-data.ts',
    ];
    for (const file of pageModules) {
      expect(staticImports(file)).not.toContain('cytoscape');
      expect(staticImports(file)).not.toContain('./graph-renderer');
    }
    expect(readFileSync(path.join(ROOT, pageModules[0]), 'utf8')).toContain("import('./graph-renderer')");
    expect(staticImports('components/knowledge/graph/graph-renderer.tsx')).toContain('cytoscape');
  });
});
