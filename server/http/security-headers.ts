import type { FastifyInstance } from 'fastify';
import type { WebAccessConfig } from './web-access-config';

/**
 * The content security policy of the exported client. Next's static export bootstraps with inline
 * scripts (`self.__next_f.push`, page data) whose text differs per page and build, and antd's CSS-in-JS
 * injects `<style>` elements, hence 'unsafe-inline' for both; every other kind of content is limited to
 * this origin, plus data/blob images (previews, pasted images) and data fonts (KaTeX).
 */
export function contentSecurityPolicy(
  config: Pick<WebAccessConfig, 'frameAncestors' | 'connectSources'>,
): string {
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-inline'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${["'self'", ...config.connectSources].join(' ')}`,
    "media-src 'self' data: blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${config.frameAncestors.join(' ')}`,
  ].join('; ');
}

// The embed page (`/embed/`, its redirect and its file): the one page other sites may frame.
const EMBED_PAGE = /^\/embed(\/(index\.html)?)?(\?|$)/;

/** Headers every answer carries; a route may replace the policy with a stricter one (served files do). */
export function registerSecurityHeaders(app: FastifyInstance, config: WebAccessConfig): void {
  const policy = contentSecurityPolicy(config);
  const embedPolicy = contentSecurityPolicy({
    connectSources: config.connectSources,
    frameAncestors: config.embedOrigins.length > 0 ? config.embedOrigins : ["'none'"],
  });
  app.addHook('onRequest', async (request, reply) => {
    reply
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'strict-origin-when-cross-origin')
      .header('content-security-policy', EMBED_PAGE.test(request.url) ? embedPolicy : policy);
  });
}
