// Bundles the embedded server (server/main.ts) into .build/server.mjs; dependencies stay in node_modules.
import path from 'node:path';
import { build } from 'esbuild';
import { ROOT, SERVER_BUNDLE, SERVER_ENTRY, isMainModule } from './lib/paths.mjs';

/** Resolves the `@/…` import alias (tsconfig paths) against the repository root. */
const rootAliasPlugin = {
  name: 'root-alias',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^@\// }, (args) =>
      pluginBuild.resolve(`./${args.path.slice(2)}`, { resolveDir: ROOT, kind: args.kind }),
    );
  },
};

/** `outfile`: elsewhere than .build/server.mjs (tests run the bundle from a folder of their own). */
export async function buildServerBundle({ outfile = SERVER_BUNDLE, quiet = false } = {}) {
  const started = Date.now();
  await build({
    entryPoints: [SERVER_ENTRY],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    plugins: [rootAliasPlugin],
    logLevel: 'warning',
  });
  if (!quiet)
    console.log(`Server bundle written to ${path.relative(ROOT, outfile)} in ${Date.now() - started} ms`);
}

if (isMainModule(import.meta.url)) await buildServerBundle();
