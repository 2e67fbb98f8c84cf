import type { TestServer } from '../harness';
import type { FakeOpenAI } from '../../support/fake-openai';

/** The callers every case is tried as: the resource's owner, another ordinary account, an administrator. */
export const ROLES = ['owner', 'other', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export interface Answer {
  status: number;
  body: { success?: boolean; err_code?: string | null; err_msg?: string | null; data?: unknown };
}

export interface MatrixRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  path: string;
  /** JSON, or a multipart body already encoded. */
  body?: unknown;
  multipart?: { body: Buffer<ArrayBuffer>; contentType: string };
}

/** The server the whole matrix runs against, its three accounts, and a way to call it as each. */
export interface World {
  server: TestServer;
  fake: FakeOpenAI;
  /** A folder for files the cases make (SQLite shops…). */
  dir: string;
  ids: Record<Role, string>;
  /** Calls as `role`; null is a signed-out caller. */
  as(role: Role | null, request: MatrixRequest): Promise<Answer>;
  /** Calls as `role` and fails the case unless the answer is a success; answers its `data`. */
  must<T>(role: Role, request: MatrixRequest): Promise<T>;
  /** A name no other case uses. */
  unique(prefix: string): string;
  /** Signs `role` in once more (another session of theirs); answers the new session's token. */
  signInAgain(role: 'owner' | 'other'): Promise<string>;
}

/** The status each caller gets: 200 (success), 403 or 404 (refused, in the envelope). */
export type Expected = Record<Role, 200 | 400 | 403 | 404>;

/**
 * One row of the matrix: a route (exactly as the route table spells it), how its owner makes a fresh
 * resource for it, the request that reads or changes it, and who gets what. `state` reads, as the owner,
 * what a refused request must leave unchanged.
 */
export interface AccessCase {
  route: string;
  name: string;
  expect: Expected;
  run: (world: World) => Promise<CaseRun>;
}

export interface CaseRun {
  request: MatrixRequest;
  state?: () => Promise<unknown>;
  /** More to check of a successful answer (a list that must not show another's private things…). */
  check?: (role: Role, data: unknown) => void;
}

/**
 * A typed row: `create` makes the resource (as the `owner` account, or as the administrator for kinds only
 * administrators have), `request` and `state` use it.
 */
export function row<R>(spec: {
  route: string;
  name?: string;
  expect: Expected;
  create: (world: World) => Promise<R>;
  request: (resource: R, world: World) => MatrixRequest;
  state?: (resource: R, world: World) => Promise<unknown>;
  check?: (role: Role, data: unknown, resource: R) => void;
}): AccessCase {
  return {
    route: spec.route,
    name: spec.name ?? '',
    expect: spec.expect,
    async run(world) {
      const resource = await spec.create(world);
      const { state, check } = spec;
      return {
        request: spec.request(resource, world),
        state: state ? () => state(resource, world) : undefined,
        check: check ? (role, data) => check(role, data, resource) : undefined,
      };
    },
  };
}

/** The usual answers: a read of a private resource, a change of one, an administrator-only route. */
export const PRIVATE: Expected = { owner: 200, other: 404, admin: 200 };
export const PUBLIC_CHANGE: Expected = { owner: 200, other: 403, admin: 200 };
export const PUBLIC_READ: Expected = { owner: 200, other: 200, admin: 200 };
export const ADMIN_ONLY: Expected = { owner: 403, other: 403, admin: 200 };
/** The caller's own things only: nobody else reaches them, administrators neither (conversations…). */
export const OWN_ONLY: Expected = { owner: 200, other: 404, admin: 404 };

export const json = (method: MatrixRequest['method'], path: string, body?: unknown): MatrixRequest => ({
  method,
  path,
  body,
});
