import type { Queryable } from '../storage/db';

/** Where a stored file lives: its bucket and id, both safe to use as path segments. */
export interface FileKey {
  bucket: string;
  fileId: string;
}

/** Metadata of one stored file; the bytes are in the file store under the same key. */
export interface StoredFile {
  bucket: string;
  fileId: string;
  fileName: string;
  fileSize: number;
  contentType: string;
  storageType: string;
  userId: string;
  userName: string | null;
  sysCode: string | null;
  convUid: string | null;
  chatMode: string | null;
  createdAt: string;
}

interface FileRow {
  bucket: string;
  file_id: string;
  file_name: string;
  file_size: number | bigint;
  content_type: string;
  storage_type: string;
  user_id: string;
  user_name: string | null;
  sys_code: string | null;
  conv_uid: string | null;
  chat_mode: string | null;
  created_at: string;
}

export interface FileRepository {
  insert(file: StoredFile): Promise<void>;
  get(key: FileKey): Promise<StoredFile | null>;
  /** Removes the metadata; returns whether there was any. */
  delete(key: FileKey): Promise<boolean>;
}

const COLUMNS =
  'bucket, file_id, file_name, file_size, content_type, storage_type, user_id, user_name, sys_code, conv_uid, chat_mode, created_at';

function toStoredFile(row: FileRow): StoredFile {
  return {
    bucket: row.bucket,
    fileId: row.file_id,
    fileName: row.file_name,
    fileSize: Number(row.file_size),
    contentType: row.content_type,
    storageType: row.storage_type,
    userId: row.user_id,
    userName: row.user_name,
    sysCode: row.sys_code,
    convUid: row.conv_uid,
    chatMode: row.chat_mode,
    createdAt: row.created_at,
  };
}

export function createFileRepository(db: Queryable): FileRepository {
  return {
    async insert(file) {
      await db.execute(`INSERT INTO files (${COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, [
        file.bucket,
        file.fileId,
        file.fileName,
        file.fileSize,
        file.contentType,
        file.storageType,
        file.userId,
        file.userName,
        file.sysCode,
        file.convUid,
        file.chatMode,
        file.createdAt,
      ]);
    },

    async get({ bucket, fileId }) {
      const [row] = await db.query<FileRow>(`SELECT ${COLUMNS} FROM files WHERE bucket = ? AND file_id = ?`, [
        bucket,
        fileId,
      ]);
      return row ? toStoredFile(row) : null;
    },

    async delete({ bucket, fileId }) {
      const result = await db.execute('DELETE FROM files WHERE bucket = ? AND file_id = ?', [bucket, fileId]);
      return result.rowsAffected > 0;
    },
  };
}
