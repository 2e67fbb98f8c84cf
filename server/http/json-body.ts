import type { FastifyInstance } from 'fastify';

/**
 * Reads an empty body sent as `application/json` as no body, as DB-GPT does (scripts and some clients
 * send the header on every POST), instead of Fastify's 400. Anything else goes to Fastify's own parser,
 * so malformed JSON is still refused and its protections against prototype poisoning still apply.
 */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const { onProtoPoisoning = 'error', onConstructorPoisoning = 'error' } = app.initialConfig;
  const parseJson = app.getDefaultJsonParser(onProtoPoisoning, onConstructorPoisoning);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') done(null, undefined);
    else parseJson(request, text, done);
  });
}
