import packageJson from '@/package.json' with { type: 'json' };

/** The package version, reported by the health endpoints. */
export const SERVER_VERSION: string = packageJson.version;
