import { isAxiosError } from 'axios';
import type { User } from '@/contract/user';
import { queryAdminList } from './api/user';
import { isRouteMissing } from './envelope';

/**
 * The administrators, as the server lists them; `unavailable` when the server has no such list (DB-GPT
 * answers 404), `failed` when asking did not work this time.
 */
export type AdminList =
  { status: 'listed'; admins: Pick<User, 'user_id'>[] } | { status: 'unavailable' } | { status: 'failed' };

// Decided once for the browser tab: every page needs it, and DB-GPT answers each ask with a 404 the browser logs.
const STORAGE_KEY = '__db_gpt_admin_list';

function readStored(): AdminList | null {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? 'null');
    if (!stored || typeof stored !== 'object') return null;
    const value = stored as { status?: unknown; admins?: unknown };
    if (value.status === 'unavailable') return { status: 'unavailable' };
    if (value.status === 'listed' && Array.isArray(value.admins)) {
      const admins = value.admins.filter(
        (admin): admin is Pick<User, 'user_id'> =>
          typeof admin === 'object' && admin !== null && typeof (admin as User).user_id === 'string',
      );
      return { status: 'listed', admins };
    }
  } catch {
    // Unreadable: ask again.
  }
  return null;
}

function store(list: AdminList): void {
  if (list.status === 'failed') return;
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(list));
  } catch {
    // Storage refused (full, or blocked): the next page asks again.
  }
}

async function ask(): Promise<AdminList> {
  try {
    const { data } = await queryAdminList({ role: 'admin' });
    if (data?.success && Array.isArray(data.data))
      return { status: 'listed', admins: data.data.map(({ user_id }) => ({ user_id })) };
    return { status: 'failed' };
  } catch (error: unknown) {
    return isAxiosError(error) && isRouteMissing(error.response)
      ? { status: 'unavailable' }
      : { status: 'failed' };
  }
}

let asking: Promise<AdminList> | null = null;

/** The admin list, asked of the server once per browser tab (and once at a time). */
export function loadAdminList(): Promise<AdminList> {
  const stored = readStored();
  if (stored) return Promise.resolve(stored);
  asking ??= ask().then((list) => {
    store(list);
    asking = null;
    return list;
  });
  return asking;
}

/** The ids of the administrators; none when the server has no list or could not answer. */
export function adminsOf(list: AdminList): Pick<User, 'user_id'>[] {
  return list.status === 'listed' ? list.admins : [];
}
