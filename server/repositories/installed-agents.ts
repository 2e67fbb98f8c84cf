import type { Queryable } from '../storage/db';

/** An agent a package installed: a role apps can pick, with its goal in both languages. */
export interface InstalledAgent {
  role: string;
  goal: { en: string; zh: string };
  instructions: string;
  resourceKinds: string[];
  packageName: string;
  installedBy: string;
  createdAt: string;
}

export type NewInstalledAgent = Omit<InstalledAgent, 'createdAt'>;

export interface InstalledAgentRepository {
  /** False when an agent of that role (any case) is installed already. */
  create(agent: NewInstalledAgent): Promise<boolean>;
  /** By role, without case. */
  find(role: string): Promise<InstalledAgent | null>;
  /** Oldest first. */
  list(): Promise<InstalledAgent[]>;
  delete(role: string): Promise<boolean>;
}

interface AgentRow {
  role: string;
  goal_en: string;
  goal_zh: string;
  instructions: string;
  resource_kinds: string;
  package_name: string;
  installed_by: string;
  created_at: string;
}

const COLUMNS =
  'role, goal_en, goal_zh, instructions, resource_kinds, package_name, installed_by, created_at';
const keyOf = (role: string) => role.trim().toLowerCase();

function kindsOf(text: string): string[] {
  const value: unknown = JSON.parse(text);
  return Array.isArray(value) ? value.filter((kind): kind is string => typeof kind === 'string') : [];
}

function toAgent(row: AgentRow): InstalledAgent {
  return {
    role: row.role,
    goal: { en: row.goal_en, zh: row.goal_zh },
    instructions: row.instructions,
    resourceKinds: kindsOf(row.resource_kinds),
    packageName: row.package_name,
    installedBy: row.installed_by,
    createdAt: row.created_at,
  };
}

export function createInstalledAgentRepository(db: Queryable): InstalledAgentRepository {
  return {
    async create(agent) {
      const [taken] = await db.query('SELECT role FROM installed_agents WHERE role_key = ?', [
        keyOf(agent.role),
      ]);
      if (taken) return false;
      await db.execute(
        `INSERT INTO installed_agents (role_key, ${COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          keyOf(agent.role),
          agent.role,
          agent.goal.en,
          agent.goal.zh,
          agent.instructions,
          JSON.stringify(agent.resourceKinds),
          agent.packageName,
          agent.installedBy,
          new Date().toISOString(),
        ],
      );
      return true;
    },
    async find(role) {
      const [row] = await db.query<AgentRow>(`SELECT ${COLUMNS} FROM installed_agents WHERE role_key = ?`, [
        keyOf(role),
      ]);
      return row ? toAgent(row) : null;
    },
    async list() {
      const rows = await db.query<AgentRow>(
        `SELECT ${COLUMNS} FROM installed_agents ORDER BY created_at, role`,
      );
      return rows.map(toAgent);
    },
    async delete(role) {
      const result = await db.execute('DELETE FROM installed_agents WHERE role_key = ?', [keyOf(role)]);
      return result.rowsAffected > 0;
    },
  };
}
