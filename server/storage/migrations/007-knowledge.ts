import type { Migration } from '../migration';

/**
 * Knowledge spaces, their documents and chunks (contract section 4), and the full-text index over chunks.
 * No foreign keys are enforced by this store, so deleting a space or document deletes its rows explicitly.
 * Vectors live in one table per space (created by the retrieval code once the embedding size is known).
 */
export const knowledgeMigration: Migration = {
  id: 7,
  name: 'knowledge',
  async up(db, dialect) {
    await db.execute(
      `CREATE TABLE knowledge_spaces (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        name TEXT NOT NULL UNIQUE,
        vector_type TEXT NOT NULL,
        domain_type TEXT NOT NULL DEFAULT 'Normal',
        description TEXT NOT NULL DEFAULT '',
        owner TEXT,
        context TEXT,
        index_methods TEXT,
        embedding_model TEXT,
        embedding_dimensions INTEGER,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      )`,
    );
    await db.execute(
      `CREATE TABLE knowledge_documents (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        space_id INTEGER NOT NULL,
        doc_name TEXT NOT NULL,
        doc_type TEXT NOT NULL,
        content TEXT NOT NULL,
        file_id TEXT,
        source_text TEXT,
        status TEXT NOT NULL DEFAULT 'TODO',
        result TEXT,
        last_sync TEXT,
        summary TEXT,
        questions TEXT,
        chunk_parameters TEXT,
        model_name TEXT,
        chunks_total INTEGER,
        chunks_done INTEGER,
        vector_ids TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        UNIQUE (space_id, doc_name)
      )`,
    );
    await db.execute('CREATE INDEX knowledge_documents_status ON knowledge_documents (status)');
    await db.execute(
      `CREATE TABLE knowledge_chunks (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        space_id INTEGER NOT NULL,
        document_id INTEGER NOT NULL,
        seq INTEGER NOT NULL,
        content TEXT NOT NULL,
        meta_info TEXT,
        questions TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      )`,
    );
    await db.execute('CREATE INDEX knowledge_chunks_document ON knowledge_chunks (document_id, seq)');
    await db.execute('CREATE INDEX knowledge_chunks_space ON knowledge_chunks (space_id, id)');
    // rowid = knowledge_chunks.id; `terms` is the chunk text (and its questions) already cut into words,
    // one space between words, so that Chinese is searchable by word (see retrieval/segment-words.ts).
    if (dialect === 'postgres') {
      // The same words in a tsvector. As FTS5's porter tokenizer, English words are stemmed (Snowball's
      // English, without its stop words); other words (Chinese) are kept as the segmenter cut them.
      await db.execute(
        'CREATE TEXT SEARCH DICTIONARY dbgpt_english_stem (TEMPLATE = snowball, Language = english)',
      );
      await db.execute('CREATE TEXT SEARCH CONFIGURATION dbgpt_words (COPY = simple)');
      await db.execute(
        `ALTER TEXT SEARCH CONFIGURATION dbgpt_words
           ALTER MAPPING FOR asciiword, asciihword, hword_asciipart WITH dbgpt_english_stem`,
      );
      await db.execute(
        `CREATE TABLE knowledge_chunks_fts (
          rowid BIGINT PRIMARY KEY,
          terms TEXT NOT NULL,
          document TSVECTOR GENERATED ALWAYS AS (to_tsvector('dbgpt_words', terms)) STORED,
          -- BM25's document length: the words FTS5 would count.
          token_count INTEGER GENERATED ALWAYS AS
            (COALESCE(array_length(string_to_array(NULLIF(terms, ''), ' '), 1), 0)) STORED
        )`,
      );
      await db.execute(
        'CREATE INDEX knowledge_chunks_fts_document ON knowledge_chunks_fts USING GIN (document)',
      );
      return;
    }
    await db.execute(
      `CREATE VIRTUAL TABLE knowledge_chunks_fts USING fts5(terms, tokenize = 'porter unicode61 remove_diacritics 2')`,
    );
  },
};
