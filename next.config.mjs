import { realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const projectRoot = path.dirname(fileURLToPath(import.meta.url));

/** The folder that holds both the project and its node_modules (a worktree's node_modules may be a link). */
function resolutionRoot() {
  let modules;
  try {
    modules = realpathSync(path.join(projectRoot, 'node_modules'));
  } catch {
    return projectRoot;
  }
  let root = projectRoot;
  while (!modules.startsWith(`${root}${path.sep}`) && root !== path.dirname(root)) root = path.dirname(root);
  return root;
}

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // Without this, antd's SSR style extraction sees a second StyleContext and emits empty styles.
  transpilePackages: ['@ant-design/cssinjs'],
  // The dev indicator races with the pages-router HMR messages on Next 16.
  devIndicators: false,
  turbopack: { root: resolutionRoot() },
  output: 'export',
  // Folder-style files (route/index.html) keep query-string reloads working on any static server.
  trailingSlash: true,
  images: { unoptimized: true },
  // For attributing bundle bytes to their sources (scripts/bundle-sources.mjs); never in a normal build.
  productionBrowserSourceMaps: process.env.BUNDLE_SOURCE_MAPS === '1',
  env: {
    NEXT_PUBLIC_API_BASE_URL: process.env.NEXT_PUBLIC_API_BASE_URL ?? process.env.API_BASE_URL ?? '',
    NEXT_PUBLIC_DEFAULT_LANGUAGE: process.env.NEXT_PUBLIC_DEFAULT_LANGUAGE ?? '',
    NEXT_PUBLIC_LOGIN_URL: process.env.NEXT_PUBLIC_LOGIN_URL ?? '',
  },
};

export default nextConfig;
