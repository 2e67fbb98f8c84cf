import type { Migration } from '../migration';

/**
 * The entities and relations a language model extracted from the chunks of KnowledgeGraph spaces (one row
 * per mention, with its chunk, so that re-indexing or deleting a chunk replaces exactly its part).
 */
export const knowledgeGraphMigration: Migration = {
  id: 8,
  name: 'knowledge-graph',
  async up(db) {
    await db.execute(
      `CREATE TABLE knowledge_graph_entities (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        space_id INTEGER NOT NULL,
        chunk_id INTEGER NOT NULL,
        name TEXT NOT NULL,
        type TEXT NOT NULL DEFAULT ''
      )`,
    );
    await db.execute(
      'CREATE INDEX knowledge_graph_entities_space ON knowledge_graph_entities (space_id, name)',
    );
    await db.execute('CREATE INDEX knowledge_graph_entities_chunk ON knowledge_graph_entities (chunk_id)');
    await db.execute(
      `CREATE TABLE knowledge_graph_relations (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        space_id INTEGER NOT NULL,
        chunk_id INTEGER NOT NULL,
        source TEXT NOT NULL,
        target TEXT NOT NULL,
        name TEXT NOT NULL DEFAULT ''
      )`,
    );
    await db.execute('CREATE INDEX knowledge_graph_relations_space ON knowledge_graph_relations (space_id)');
    await db.execute('CREATE INDEX knowledge_graph_relations_chunk ON knowledge_graph_relations (chunk_id)');
  },
};
