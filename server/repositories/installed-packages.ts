import { z } from 'zod';
import { packageThingSchema, type PackageThing } from '@/contract/hub';
import type { DbgptsType } from '@/contract/plugin';
import type { Queryable } from '../storage/db';

/** A package installed from a hub, for everyone, with what installing it added. */
export interface InstalledPackage {
  id: number;
  name: string;
  type: DbgptsType;
  /** For resources, the definition's `kind` (which installer took it). */
  resourceKind: string | null;
  version: string | null;
  /** The hub's name and the package's folder in it. */
  hub: string;
  path: string;
  things: PackageThing[];
  installedBy: string;
  createdAt: string;
  updatedAt: string;
}

export type NewInstalledPackage = Omit<InstalledPackage, 'id' | 'createdAt' | 'updatedAt'>;

export interface InstalledPackageRepository {
  create(pkg: NewInstalledPackage): Promise<InstalledPackage>;
  find(type: DbgptsType, name: string): Promise<InstalledPackage | null>;
  /** Oldest first. */
  list(): Promise<InstalledPackage[]>;
  /** False when it was not installed. */
  delete(id: number): Promise<boolean>;
}

interface InstalledRow {
  id: number;
  name: string;
  type: DbgptsType;
  resource_kind: string | null;
  version: string | null;
  hub: string;
  path: string;
  things: string;
  installed_by: string;
  created_at: string;
  updated_at: string;
}

const thingsSchema = z.array(packageThingSchema);

function readThings(json: string): PackageThing[] {
  try {
    const parsed = thingsSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

const toInstalled = (row: InstalledRow): InstalledPackage => ({
  id: Number(row.id),
  name: row.name,
  type: row.type,
  resourceKind: row.resource_kind,
  version: row.version,
  hub: row.hub,
  path: row.path,
  things: readThings(row.things),
  installedBy: row.installed_by,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

const SELECT = `SELECT id, name, type, resource_kind, version, hub, path, things, installed_by, created_at, updated_at
  FROM installed_packages`;

export function createInstalledPackageRepository(db: Queryable): InstalledPackageRepository {
  async function find(type: DbgptsType, name: string) {
    const rows = await db.query<InstalledRow>(`${SELECT} WHERE type = ? AND name = ?`, [type, name]);
    return rows.map(toInstalled)[0] ?? null;
  }

  return {
    async create(pkg) {
      const at = new Date().toISOString();
      await db.execute(
        `INSERT INTO installed_packages
           (name, type, resource_kind, version, hub, path, things, installed_by, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          pkg.name,
          pkg.type,
          pkg.resourceKind,
          pkg.version,
          pkg.hub,
          pkg.path,
          JSON.stringify(pkg.things),
          pkg.installedBy,
          at,
          at,
        ],
      );
      const created = await find(pkg.type, pkg.name);
      if (!created)
        throw new Error(`installed package ${pkg.type}/${pkg.name} vanished right after it was stored`);
      return created;
    },

    find,

    async list() {
      return (await db.query<InstalledRow>(`${SELECT} ORDER BY created_at, id`)).map(toInstalled);
    },

    async delete(id) {
      return (await db.execute('DELETE FROM installed_packages WHERE id = ?', [id])).rowsAffected === 1;
    },
  };
}
