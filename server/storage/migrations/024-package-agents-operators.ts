import type { Migration } from '../migration';

/**
 * What agent and operator packages install. An agent is keyed by its role in lower case (roles are matched
 * without case, as the built-in ones are); texts shown to callers are kept in both languages. A composite
 * operator is keyed by its palette node name and keeps its sub-flow as JSON text.
 */
export const packageAgentsOperatorsMigration: Migration = {
  id: 24,
  name: 'package-agents-operators',
  async up(db) {
    await db.execute(
      `CREATE TABLE installed_agents (
        role_key TEXT PRIMARY KEY,
        role TEXT NOT NULL,
        goal_en TEXT NOT NULL,
        goal_zh TEXT NOT NULL,
        instructions TEXT NOT NULL,
        resource_kinds TEXT NOT NULL,
        package_name TEXT NOT NULL,
        installed_by TEXT NOT NULL,
        created_at TEXT NOT NULL
      )`,
    );
    await db.execute(
      `CREATE TABLE composite_operators (
        node_name TEXT PRIMARY KEY,
        package_name TEXT NOT NULL,
        label_en TEXT NOT NULL,
        label_zh TEXT NOT NULL,
        description_en TEXT NOT NULL,
        description_zh TEXT NOT NULL,
        category TEXT NOT NULL,
        input_type TEXT NOT NULL,
        output_type TEXT NOT NULL,
        flow_data TEXT NOT NULL,
        installed_by TEXT NOT NULL,
        created_at TEXT NOT NULL
      )`,
    );
  },
};
