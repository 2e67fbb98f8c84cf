import type { User, UserRole } from '@/contract/user';
import type { Queryable } from '../storage/db';

interface UserRow {
  user_id: string;
  user_no: string;
  nick_name: string;
  user_channel: string;
  avatar_url: string | null;
  role: UserRole;
}

export interface UserFilter {
  role?: UserRole;
}

export interface UserRepository {
  list(filter?: UserFilter): Promise<User[]>;
}

function toUser(row: UserRow): User {
  const user: User = {
    user_id: row.user_id,
    user_no: row.user_no,
    nick_name: row.nick_name,
    user_channel: row.user_channel,
    role: row.role,
  };
  if (row.avatar_url !== null) user.avatar_url = row.avatar_url;
  return user;
}

const COLUMNS = 'user_id, user_no, nick_name, user_channel, avatar_url, role';

export function createUserRepository(db: Queryable): UserRepository {
  return {
    async list(filter = {}) {
      const rows =
        filter.role === undefined
          ? await db.query<UserRow>(`SELECT ${COLUMNS} FROM users ORDER BY user_id`)
          : await db.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE role = ? ORDER BY user_id`, [
              filter.role,
            ]);
      return rows.map(toUser);
    },
  };
}
