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

export async function buildServerBundle() {
  const started = Date.now();
  await build({
    entryPoints: [SERVER_ENTRY],
    outfile: SERVER_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    plugins: [rootAliasPlugin],
    logLevel: 'warning',
  });
  console.log(`Server bundle written to ${path.relative(ROOT, SERVER_BUNDLE)} in ${Date.now() - started} ms`);
}

if (isMainModule(import.meta.url)) await buildServerBundle();
