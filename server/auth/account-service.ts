import { randomUUID } from 'node:crypto';
import { AUTH_ERROR_CODES, type AccountRole, type AccountUpdateRequest } from '@/contract/auth';
import { ApiError } from '../http/api-error';
import { localized } from '../i18n/localized-text';
import type { AccountRecord, AccountRepository } from '../repositories/accounts';
import type { SessionRepository } from '../repositories/sessions';
import { hashPassword, verifyPassword } from './passwords';
import { temporaryPassword } from './temporary-password';
import type { DeviceCookies } from './device-cookie';
import type { SignInLimiter } from './sign-in-limiter';

export interface NewAccountInput {
  email: string;
  name: string;
  role: AccountRole;
  password: string;
}

/** Where a sign-in comes from: the client's address and the browser's device cookie, when it sent one. */
export interface SignInClient {
  address: string;
  deviceCookie: string | undefined;
}

/** A successful sign-in: the account and a new device cookie for the browser. */
export interface SignedIn {
  account: AccountRecord;
  deviceCookie: string;
}

/** A new account and, when the server made its password, that password (shown to the administrator once). */
export interface CreatedAccountRecord {
  account: AccountRecord;
  temporaryPassword: string | null;
}

export interface AccountPageRequest {
  page: number;
  pageSize: number;
  role?: AccountRole;
  search?: string;
}

export interface AccountService {
  /** Adds an account (an administrator's action); without a password, a temporary one; 409 when the email is taken. */
  create(input: Omit<NewAccountInput, 'password'> & { password?: string }): Promise<CreatedAccountRecord>;
  /** The first administrator, only while no account exists; 409 afterwards. */
  setUp(input: Omit<NewAccountInput, 'role'>): Promise<AccountRecord>;
  /** Creates the administrator of `ADMIN_EMAIL`/`ADMIN_PASSWORD` when there is no account yet; true if it did. */
  ensureInitialAdmin(admin: { email: string; password: string } | null): Promise<boolean>;
  /**
   * The account of the email and password; 401 for either wrong (the same answer), 429 when limited (by
   * the address, or by the account for a browser that has not signed in to it before).
   */
  signIn(email: string, password: string, client: SignInClient): Promise<SignedIn>;
  /** Changes one's own password; ends the account's other sign-ins. */
  changePassword(accountId: string, current: string, next: string, keepFamilyId: string): Promise<void>;
  /** The account; 404 when there is none. */
  find(id: string): Promise<AccountRecord>;
  update(id: string, changes: AccountUpdateRequest): Promise<AccountRecord>;
  /**
   * Sets a new password (an administrator's action), a temporary one when none is given (returned then);
   * ends all the account's sessions.
   */
  resetPassword(id: string, password?: string): Promise<string | null>;
  list(filter?: { role?: AccountRole }): Promise<AccountRecord[]>;
  page(request: AccountPageRequest): Promise<{ items: AccountRecord[]; total: number }>;
}

const nameFromEmail = (email: string) => email.split('@')[0] || email;

export function createAccountService(
  accounts: AccountRepository,
  sessions: SessionRepository,
  limiter: SignInLimiter,
  devices: DeviceCookies,
): AccountService {
  const notFound = (id: string) => ApiError.notFound(localized('auth.accountNotFound', { id }));
  const found = async (id: string) => {
    const account = await accounts.findById(id);
    if (account === null) throw notFound(id);
    return account;
  };
  const newRecord = async (input: NewAccountInput) => ({
    id: randomUUID(),
    email: input.email.trim().toLowerCase(),
    name: input.name.trim() || nameFromEmail(input.email),
    role: input.role,
    passwordHash: await hashPassword(input.password),
  });

  return {
    async create(input) {
      const password = input.password ?? temporaryPassword();
      const record = await newRecord({ ...input, password });
      if (!(await accounts.create(record)))
        throw new ApiError(
          409,
          AUTH_ERROR_CODES.emailTaken,
          localized('auth.emailTaken', { email: record.email }),
        );
      return {
        account: await found(record.id),
        temporaryPassword: input.password === undefined ? password : null,
      };
    },

    async setUp(input) {
      const record = await newRecord({ ...input, role: 'admin' });
      if (!(await accounts.createFirst(record)))
        throw new ApiError(409, AUTH_ERROR_CODES.setupDone, localized('auth.setupDone'));
      return found(record.id);
    },

    async ensureInitialAdmin(admin) {
      if (admin === null || (await accounts.count()) > 0) return false;
      const record = await newRecord({ ...admin, name: nameFromEmail(admin.email), role: 'admin' });
      return accounts.createFirst(record);
    },

    async signIn(email, password, client) {
      const device = await devices.verify(client.deviceCookie, email);
      const attempt = { account: email, address: client.address, device };
      const retryAfter = await limiter.retryAfter(attempt);
      if (retryAfter !== null) throw new TooManyAttempts(retryAfter);
      const account = await accounts.findByEmail(email);
      const matches = await verifyPassword(account?.passwordHash ?? null, password);
      if (account === null || !matches || account.disabled) {
        await limiter.recordFailure(attempt);
        throw new ApiError(401, AUTH_ERROR_CODES.badCredentials, localized('auth.badCredentials'));
      }
      await limiter.recordSuccess(attempt);
      return { account, deviceCookie: await devices.issue(account.email) };
    },

    async changePassword(accountId, current, next, keepFamilyId) {
      const account = await found(accountId);
      if (!(await verifyPassword(account.passwordHash, current)))
        throw new ApiError(
          400,
          AUTH_ERROR_CODES.wrongCurrentPassword,
          localized('auth.wrongCurrentPassword'),
        );
      await accounts.update(accountId, { passwordHash: await hashPassword(next) });
      await sessions.deleteForAccount(accountId, keepFamilyId);
    },

    find: found,

    async update(id, changes) {
      const account = await found(id);
      const losesAdmin =
        account.role === 'admin' &&
        !account.disabled &&
        (changes.role === 'user' || changes.disabled === true);
      if (losesAdmin && (await accounts.countActiveAdmins()) <= 1)
        throw new ApiError(409, AUTH_ERROR_CODES.lastAdmin, localized('auth.lastAdmin'));
      await accounts.update(id, changes);
      if (changes.disabled === true) await sessions.deleteForAccount(id);
      return found(id);
    },

    async resetPassword(id, password) {
      await found(id);
      const next = password ?? temporaryPassword();
      await accounts.update(id, { passwordHash: await hashPassword(next) });
      await sessions.deleteForAccount(id);
      return password === undefined ? next : null;
    },

    list: (filter) => accounts.list(filter),
    page: ({ page, pageSize, role, search }) =>
      accounts.page({ role, search, limit: pageSize, offset: (page - 1) * pageSize }),
  };
}

/** 429: the answer carries `Retry-After`. */
export class TooManyAttempts extends ApiError {
  constructor(readonly retryAfterSeconds: number) {
    super(
      429,
      AUTH_ERROR_CODES.tooManyAttempts,
      localized('auth.tooManyAttempts', { seconds: retryAfterSeconds }),
    );
  }
}
