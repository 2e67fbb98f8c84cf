// Types of precompress.mjs, so that the TypeScript server tests can import it.
export declare const COMPRESSIBLE_EXTENSIONS: ReadonlySet<string>;
export declare const MIN_SIZE_BYTES: number;
export declare const MAX_RATIO: number;

export interface PrecompressSummary {
  files: number;
  compressed: number;
  bytes: number;
  brBytes: number;
  gzBytes: number;
}

export declare function precompressStaticAssets(dir: string): Promise<PrecompressSummary>;
