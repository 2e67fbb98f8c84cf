import type { Queryable } from '../storage/db';

/** A composite operator a package installed: one palette node running a stored sub-flow. */
export interface CompositeOperator {
  /** The palette node's name (`composite_<package>`), unique. */
  nodeName: string;
  packageName: string;
  label: { en: string; zh: string };
  description: { en: string; zh: string };
  category: string;
  /** The value types of its one input and its one output (`FLOW_VALUE_TYPES` keys). */
  inputType: string;
  outputType: string;
  /** The sub-flow's canvas as JSON text. */
  flowData: string;
  installedBy: string;
  createdAt: string;
}

export type NewCompositeOperator = Omit<CompositeOperator, 'createdAt'>;

export interface CompositeOperatorRepository {
  /** False when the node name is taken. */
  create(operator: NewCompositeOperator): Promise<boolean>;
  find(nodeName: string): Promise<CompositeOperator | null>;
  /** Oldest first: the palette's order. */
  list(): Promise<CompositeOperator[]>;
  delete(nodeName: string): Promise<boolean>;
}

interface OperatorRow {
  node_name: string;
  package_name: string;
  label_en: string;
  label_zh: string;
  description_en: string;
  description_zh: string;
  category: string;
  input_type: string;
  output_type: string;
  flow_data: string;
  installed_by: string;
  created_at: string;
}

const COLUMNS =
  'node_name, package_name, label_en, label_zh, description_en, description_zh, category, input_type, output_type, flow_data, installed_by, created_at';

function toOperator(row: OperatorRow): CompositeOperator {
  return {
    nodeName: row.node_name,
    packageName: row.package_name,
    label: { en: row.label_en, zh: row.label_zh },
    description: { en: row.description_en, zh: row.description_zh },
    category: row.category,
    inputType: row.input_type,
    outputType: row.output_type,
    flowData: row.flow_data,
    installedBy: row.installed_by,
    createdAt: row.created_at,
  };
}

export function createCompositeOperatorRepository(db: Queryable): CompositeOperatorRepository {
  return {
    async create(operator) {
      const [taken] = await db.query('SELECT node_name FROM composite_operators WHERE node_name = ?', [
        operator.nodeName,
      ]);
      if (taken) return false;
      await db.execute(
        `INSERT INTO composite_operators (${COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          operator.nodeName,
          operator.packageName,
          operator.label.en,
          operator.label.zh,
          operator.description.en,
          operator.description.zh,
          operator.category,
          operator.inputType,
          operator.outputType,
          operator.flowData,
          operator.installedBy,
          new Date().toISOString(),
        ],
      );
      return true;
    },
    async find(nodeName) {
      const [row] = await db.query<OperatorRow>(
        `SELECT ${COLUMNS} FROM composite_operators WHERE node_name = ?`,
        [nodeName],
      );
      return row ? toOperator(row) : null;
    },
    async list() {
      const rows = await db.query<OperatorRow>(
        `SELECT ${COLUMNS} FROM composite_operators ORDER BY created_at, node_name`,
      );
      return rows.map(toOperator);
    },
    async delete(nodeName) {
      const result = await db.execute('DELETE FROM composite_operators WHERE node_name = ?', [nodeName]);
      return result.rowsAffected > 0;
    },
  };
}
