/** Datasource data for the bad-input sweep: a SQLite file registered as a datasource, so its routes reach storage. */
import { makeSqliteShop, uploadedDatabasesFolder } from './datasource-helpers';

export interface DatasourceIds {
  datasourceId: number;
  datasourcePath: string;
}

export async function seedDatasource(
  baseUrl: string,
  dataDir: string,
  userId: string,
): Promise<DatasourceIds> {
  const datasourcePath = await makeSqliteShop(await uploadedDatabasesFolder(dataDir), `sweep-${userId}.db`);
  const res = await fetch(`${baseUrl}/api/v2/serve/datasources`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-id': userId },
    body: JSON.stringify({
      type: 'sqlite',
      params: { path: datasourcePath },
      display_name: `shop of ${userId}`,
    }),
  });
  const answer = (await res.json()) as { success: boolean; data: { id: number } };
  if (!answer.success) throw new Error(`the sweep datasource was not created: ${JSON.stringify(answer)}`);
  return { datasourceId: answer.data.id, datasourcePath };
}
