// Types of engines-check.mjs, so that the TypeScript tests can import it.
export declare function engineProblems(options: { repoRoot: string; nodeVersion?: string }): string[];
