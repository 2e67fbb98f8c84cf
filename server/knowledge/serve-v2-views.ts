import type { DocumentV2, SpaceV2 } from '@/contract/serve-v2';
import type { StoredDocument } from '../repositories/knowledge-documents';
import type { SpaceRecord } from '../repositories/knowledge-spaces';
import { toServeTimestamp } from '../repositories/timestamp';

/** A space as DB-GPT's RAG serve module answers it (`SpaceServeResponse`). */
export function toSpaceV2(space: SpaceRecord): SpaceV2 {
  return {
    id: space.id,
    name: space.name,
    vector_type: space.vector_type,
    domain_type: space.domain_type,
    desc: space.desc ?? '',
    owner: space.owner ?? '',
    context: space.context ?? null,
    user_id: space.owner ?? null,
    sys_code: null,
    gmt_created: space.gmt_created ?? '',
    gmt_modified: space.gmt_modified ?? '',
    visibility: space.visibility,
  };
}

/** A document as DB-GPT's RAG serve module answers it (`DocumentServeResponse`), with its `space_id`. */
export function toDocumentV2(document: StoredDocument, space: SpaceRecord): DocumentV2 {
  return {
    id: document.id,
    doc_name: document.docName,
    doc_type: document.docType,
    content: document.content,
    space: space.name,
    space_id: String(space.id),
    status: document.status,
    result: document.result ?? '',
    last_sync: document.lastSync ? toServeTimestamp(document.lastSync) : null,
    chunk_size: document.chunkCount,
    gmt_created: toServeTimestamp(document.createdAt),
    gmt_modified: toServeTimestamp(document.updatedAt),
  };
}

/** DB-GPT's `PaginationResult` of one page of `items`. */
export function pageOf<T>(all: readonly T[], page: number, pageSize: number) {
  return {
    items: all.slice((page - 1) * pageSize, page * pageSize),
    total_count: all.length,
    total_pages: Math.ceil(all.length / pageSize),
    page,
    page_size: pageSize,
  };
}
