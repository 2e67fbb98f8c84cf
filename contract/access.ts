import { visibilitySchema, type ResourceVisibility } from './visibility';

/**
 * The access model, shared by the server, the client and the docs (`docs/access.md`).
 *
 * Every route declares one rule (`config: { access }` in its route options; a test walks the route table
 * and fails for a route without one). Every resource has an owner: the caller who created it. A body's
 * `owner`, `user_id`, `user_code` or `sys_code` never decides it; the server sets it from the caller.
 */
export const ACCESS_RULES = [
  /** No sign-in needed: health, sign-in and sign-out, OIDC callbacks, the static client, embed entry. */
  'public',
  /** Any signed-in caller; the route only ever touches the caller's own things, or nothing stored. */
  'signed-in',
  /**
   * The route reads or changes one resource of its `resource` kind; the handler or service checks the
   * caller against that resource: owner, administrators, or anyone when it is public may see and use it
   * (others get 404); owner, the app's admins (apps only) and administrators may change or delete it
   * (others get 403 when they can see it, 404 when they cannot).
   */
  'owner',
  /**
   * Administrators only, enforced from the declaration by one hook: 401 signed out, 403 `auth.adminOnly`
   * (`E1004`) for everyone else. With `AUTH_MODE=none` the hook lets everyone through, as DB-GPT does;
   * routes that DB-GPT keeps to its admin list (evaluation, package hubs) check that list themselves.
   */
  'admin',
] as const;
export type AccessRule = (typeof ACCESS_RULES)[number];

/**
 * The kinds of resource an `owner` route acts on. Conversations, files, API keys, sessions and installed
 * tools are their owner's alone; prompts, knowledge spaces (documents, chunks), datasources and flows
 * (versions, variables) are shared for use when public; apps when published, changed also by their app
 * admins; evaluation datasets and runs, models, accounts and packages are administrators' to change.
 */
export const RESOURCE_KINDS = [
  'conversation',
  'file',
  'prompt',
  'knowledge-space',
  'datasource',
  'app',
  'flow',
  'flow-variable',
  'plugin',
  'evaluation-dataset',
  'evaluation',
  'api-key',
  'model',
  'account',
  'package',
  'embed-link',
  'session',
] as const;
export type ResourceKind = (typeof RESOURCE_KINDS)[number];

/**
 * Who besides its owner and administrators may see and use a resource (prompts, knowledge spaces,
 * datasources, flows; wire field `visibility`, `contract/visibility.ts`). `private` is the default for new
 * ones; `public` means everyone signed in may see and use it (chat with it, pick it in an app, run it),
 * never change it. Rows stored before visibility existed count as `public`.
 */
export const VISIBILITIES = visibilitySchema.options;
export type Visibility = ResourceVisibility;

/** A route's declared rule, and for `owner` routes the kind of resource it acts on. */
export interface RouteAccess {
  rule: AccessRule;
  resource?: ResourceKind;
}
