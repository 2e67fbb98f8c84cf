import type { Queryable } from '../storage/db';

/** A flow's definition as it was before a save. */
export interface StoredFlowVersion {
  flowUid: string;
  versionNo: number;
  label: string;
  description: string | null;
  flowData: string | null;
  flowCategory: string;
  variables: string | null;
  savedBy: string;
  createdAt: string;
}

export type NewFlowVersion = Omit<StoredFlowVersion, 'versionNo' | 'createdAt'>;

export interface FlowVersionRepository {
  /** Keeps `version` under the flow's next number and answers that number. */
  add(version: NewFlowVersion): Promise<number>;
  /** Newest first. */
  list(flowUid: string): Promise<StoredFlowVersion[]>;
  find(flowUid: string, versionNo: number): Promise<StoredFlowVersion | null>;
  deleteAll(flowUid: string): Promise<void>;
}

interface VersionRow {
  flow_uid: string;
  version_no: number;
  label: string;
  description: string | null;
  flow_data: string | null;
  flow_category: string;
  variables: string | null;
  saved_by: string;
  created_at: string;
}

function toStored(row: VersionRow): StoredFlowVersion {
  return {
    flowUid: row.flow_uid,
    versionNo: Number(row.version_no),
    label: row.label,
    description: row.description,
    flowData: row.flow_data,
    flowCategory: row.flow_category,
    variables: row.variables,
    savedBy: row.saved_by,
    createdAt: row.created_at,
  };
}

export function createFlowVersionRepository(db: Queryable): FlowVersionRepository {
  return {
    async add(version) {
      // One statement picks the number and inserts, so two saves never share a number.
      const rows = await db.query<{ version_no: number }>(
        `INSERT INTO flow_versions
           (flow_uid, version_no, label, description, flow_data, flow_category, variables, saved_by, created_at)
         SELECT ?, COALESCE(MAX(version_no), 0) + 1, ?, ?, ?, ?, ?, ?, ? FROM flow_versions WHERE flow_uid = ?
         RETURNING version_no`,
        [
          version.flowUid,
          version.label,
          version.description,
          version.flowData,
          version.flowCategory,
          version.variables,
          version.savedBy,
          new Date().toISOString(),
          version.flowUid,
        ],
      );
      return Number(rows[0]?.version_no ?? 0);
    },
    async list(flowUid) {
      const rows = await db.query<VersionRow>(
        'SELECT * FROM flow_versions WHERE flow_uid = ? ORDER BY version_no DESC',
        [flowUid],
      );
      return rows.map(toStored);
    },
    async find(flowUid, versionNo) {
      const rows = await db.query<VersionRow>(
        'SELECT * FROM flow_versions WHERE flow_uid = ? AND version_no = ?',
        [flowUid, versionNo],
      );
      return rows[0] ? toStored(rows[0]) : null;
    },
    async deleteAll(flowUid) {
      await db.execute('DELETE FROM flow_versions WHERE flow_uid = ?', [flowUid]);
    },
  };
}
