// Types of product-server.mjs, so that the TypeScript end-to-end tests can import it.
export declare const REPO_ROOT: string;
export declare const SERVER_BUNDLE: string;
export declare const STATIC_DIR: string;

export interface StartProductServerOptions {
  port?: number;
  dataDir?: string;
  logLevel?: string;
  env?: Record<string, string>;
  timeoutMs?: number;
  pollMs?: number;
  stopTimeoutMs?: number;
}

export interface ServerExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ProductServer {
  url: string;
  port: number;
  dataDir: string;
  startupMs: number;
  pid: number | undefined;
  logs: () => string;
  stop: () => Promise<ServerExit | null>;
}

export declare function assertBuildPresent(): void;
export declare function findFreePort(): Promise<number>;
export declare function startProductServer(options?: StartProductServerOptions): Promise<ProductServer>;
