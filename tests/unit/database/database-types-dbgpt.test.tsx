import { screen } from '@testing-library/react';
import DatabasePage from '@/components/database/database-page';
import type { DatasourceType } from '@/contract/datasource';
import { renderApp } from '../render-app';
import { dbgptFixture } from '../support/dbgpt-fixtures';
import { serveDatabase } from './database-fixtures';

/** DB-GPT 0.8.1's own type list: labels such as "Neo4j datasource", descriptions in English. */
const dbgptTypes = () => {
  const body = dbgptFixture('datasource-types').response.body as { data: { types: DatasourceType[] } };
  return body.data.types;
};

const renderDatabase = (language: 'en' | 'zh') =>
  renderApp(<DatabasePage />, { pathname: '/construct/database', language });

describe('/construct/database type grid in front of DB-GPT 0.8.1', { timeout: 20_000 }, () => {
  it('names and describes the types DB-GPT sends in Chinese', async () => {
    serveDatabase({ types: dbgptTypes(), sources: [] });
    await renderDatabase('zh');
    const neo4j = await screen.findByRole('button', { name: 'Neo4j：暂无数据源' });
    expect(neo4j).toHaveTextContent('高度可扩展的原生图数据库');
    expect(screen.getByRole('button', { name: 'GaussDB：暂无数据源' })).toHaveTextContent(
      '采用分布式架构、可扩展的企业级关系型数据库',
    );
    expect(screen.getByRole('button', { name: 'openGauss：暂无数据源' })).toHaveTextContent(
      '开源关系型数据库，兼容 PostgreSQL',
    );
    expect(screen.getByRole('button', { name: 'MySQL：暂无数据源' })).toHaveTextContent(
      '快速、可靠的开源关系型数据库',
    );
    expect(screen.queryByText(/datasource|graph database|relational database/)).toBeNull();
  });

  it('names them without "datasource" in English too', async () => {
    serveDatabase({ types: dbgptTypes(), sources: [] });
    await renderDatabase('en');
    const neo4j = await screen.findByRole('button', { name: 'Neo4j: No data source' });
    expect(neo4j).toHaveTextContent('Highly scalable native graph database');
    expect(screen.getByRole('button', { name: 'openGauss: No data source' })).toHaveTextContent(
      'compatible with PostgreSQL',
    );
    expect(screen.queryByText(/ datasource$/)).toBeNull();
  });
});
