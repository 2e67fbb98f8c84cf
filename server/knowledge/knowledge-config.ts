/** How URL documents are fetched and vectors kept; `config.ts` reads it from the environment. */
export interface KnowledgeConfig {
  /** `KNOWLEDGE_ALLOW_PRIVATE_URLS=true`: URL documents may point at loopback and private addresses. */
  allowPrivateUrls: boolean;
  /** How long fetching a URL document may take (`KNOWLEDGE_URL_TIMEOUT_SECONDS`, default 15). */
  urlTimeoutMs: number;
  /** Largest web page read for a URL document. */
  urlMaxBytes: number;
  /**
   * `KNOWLEDGE_VECTOR_CACHE_MB` (default 512): memory each instance may keep spaces' vectors in on PostgreSQL;
   * a space bigger than this is read a batch at a time for each question.
   */
  vectorCacheBytes: number;
}
