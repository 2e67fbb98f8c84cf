// Types of build-server.mjs, so that the TypeScript server tests can import it.
export declare function buildServerBundle(options?: { outfile?: string; quiet?: boolean }): Promise<void>;
