/**
 * How far an uploaded table or document may grow while it is read: checked on the bytes as they arrive,
 * before the structure a parser would build (every cell, every nested value) exists in memory.
 */
export interface UploadLimits {
  /** Largest total a zip-based file (XLSX, DOCX…) may expand to. */
  expandedBytes: number;
  /** Largest expanded-to-compressed ratio of one large entry of such a file. */
  compressionRatio: number;
  /** Most entries such a file may hold. */
  archiveEntries: number;
  /** Most columns of a table (CSV, XLSX, JSON records). */
  columns: number;
  /** Deepest nesting of arrays and objects in a JSON upload. */
  jsonDepth: number;
}

export const DEFAULT_UPLOAD_LIMITS: UploadLimits = {
  expandedBytes: 200 * 1024 * 1024,
  compressionRatio: 100,
  archiveEntries: 10_000,
  columns: 1_000,
  jsonDepth: 100,
};

/** The limits with the expanded size the server was configured with (`UPLOAD_EXPANDED_LIMIT_MB`). */
export function uploadLimitsFor(expandedBytes: number | undefined): UploadLimits {
  return { ...DEFAULT_UPLOAD_LIMITS, ...(expandedBytes === undefined ? {} : { expandedBytes }) };
}

/** A byte count as the refusals name it: `200 MB`, `1.5 MB`, `900 kB`. */
export function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} kB`;
}
