import { screen } from '@testing-library/react';
import GraphPage from '@/components/knowledge/graph/graph-page';
import { server } from '../msw-server';
import { renderApp } from '../render-app';
import { dbgptHandler } from '../support/dbgpt-fixtures';
import { serveShell } from './fixtures';

const renderGraph = (language: 'en' | 'zh') =>
  renderApp(<GraphPage />, {
    pathname: '/construct/knowledge/graph',
    query: { isFirst: 'admin', spaceName: 'chroma_docs' },
    language,
  });

describe('/construct/knowledge/graph on a DB-GPT 0.8.1 vector space', { timeout: 20_000 }, () => {
  it.each([
    ['en', 'This space has no graph: it stores vectors', 'Open the recall test'],
    ['zh', '该知识库没有图谱：它存储的是向量', '打开召回测试'],
  ] as const)('says the space has no graph, never the Python error (%s)', async (language, title, link) => {
    serveShell();
    server.use(dbgptHandler('knowledge-graph-chroma'));
    await renderGraph(language);
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: link })).toHaveAttribute(
      'href',
      '/construct/knowledge/recall?spaceName=chroma_docs',
    );
    expect(screen.queryByText(/ChromaStore|query_graph/)).toBeNull();
    expect(screen.queryByTestId('graph-error')).toBeNull();
  });
});
