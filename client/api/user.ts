import type { ListedUser, UserListQuery } from '@/contract/user';
import { GET } from '../http';

/** Users filtered by role; the shell asks for `{ role: 'admin' }` at startup (spec section 7). */
export function queryAdminList(query: UserListQuery) {
  return GET<UserListQuery, ListedUser[]>('/api/v1/users', query);
}
