import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AUTH_ERROR_CODES, MAX_AVATAR_BYTES } from '@/contract/auth';
import { profileUpdateRequestSchema, type Profile } from '@/contract/profile';
import type { AuthServices } from '../auth/auth-services';
import { signInRequired } from '../auth/auth-http';
import type { SignedInAccount } from '../auth/signed-in-account';
import { avatarContentType } from '../auth/avatar-image';
import { multipartReadError } from '../http/multipart-read';
import { ApiError } from '../http/api-error';
import { ok } from '../http/envelope';
import { validate } from '../http/validate';
import { localized } from '../i18n/localized-text';
import { publicAccount } from '../repositories/accounts';
import type { RouteContext } from '../context';
import { allow } from '../http/route-access';

export const idParamsSchema = z.object({ id: z.string().min(1).max(100) });

export function signedInAccountOf(request: FastifyRequest): SignedInAccount {
  if (request.account === null) throw signInRequired();
  return request.account;
}

const avatarTooLarge = () =>
  new ApiError(413, AUTH_ERROR_CODES.avatarTooLarge, localized('users.avatarTooLarge', { limit: '1 MB' }));
const avatarMissing = () =>
  new ApiError(400, AUTH_ERROR_CODES.avatarMissing, localized('users.avatarMissing'));

/** The one file of an avatar upload, whole; 413 past the limit, 400 without a file. */
async function receiveAvatar(request: FastifyRequest): Promise<Uint8Array> {
  if (!request.isMultipart()) throw avatarMissing();
  try {
    const part = await request.file();
    if (part === undefined) throw avatarMissing();
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') throw avatarTooLarge();
    throw multipartReadError(error);
  }
}

/**
 * The signed-in user's own profile (`AUTH_MODE=local` or `proxy`): name, language, avatar. Avatars are
 * served to signed-in callers with the type their bytes showed and `nosniff`, never as anything else.
 */
export function profileRoutes(auth: AuthServices): FastifyPluginAsync<RouteContext> {
  return async (app, { repositories }) => {
    app.addHook('onRequest', async () => {
      if (auth.mode === 'none') throw new ApiError(409, AUTH_ERROR_CODES.authOff, localized('auth.authOff'));
    });
    // One part, read into memory: an avatar is small, and a bigger one is cut off at the limit.
    await app.register(fastifyMultipart, {
      limits: { files: 1, fields: 5, parts: 6, fileSize: MAX_AVATAR_BYTES },
    });

    const profileOf = async (id: string): Promise<Profile> => publicAccount(await auth.accounts.find(id));

    app.get('/api/v1/auth/profile', allow.signedIn, async (request) =>
      ok(await profileOf(signedInAccountOf(request).id)),
    );

    app.post('/api/v1/auth/profile', allow.signedIn, async (request) => {
      const { id } = signedInAccountOf(request);
      const body = validate(profileUpdateRequestSchema, request.body ?? {});
      await repositories.accounts.update(id, body);
      return ok(await profileOf(id));
    });

    app.post('/api/v1/auth/profile/avatar', allow.signedIn, async (request) => {
      const { id } = signedInAccountOf(request);
      const bytes = await receiveAvatar(request);
      const contentType = avatarContentType(bytes);
      if (contentType === null)
        throw new ApiError(400, AUTH_ERROR_CODES.avatarNotImage, localized('users.avatarNotImage'));
      await repositories.avatars.save(id, { contentType, data: bytes });
      return ok(await profileOf(id));
    });

    app.delete('/api/v1/auth/profile/avatar', allow.signedIn, async (request) => {
      const { id } = signedInAccountOf(request);
      await repositories.avatars.remove(id);
      return ok(await profileOf(id));
    });

    app.get('/api/v1/auth/avatars/:id', allow.signedIn, async (request, reply) => {
      const { id } = validate(idParamsSchema, request.params);
      const avatar = await repositories.avatars.find(id);
      if (avatar === null) throw ApiError.notFound(localized('users.avatarNotFound', { id }));
      return (
        reply
          .header('content-type', avatar.contentType)
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; sandbox")
          .header('content-disposition', 'inline')
          // The address changes with the image (`?v=`), so a browser may keep it; it is no one else's business.
          .header('cache-control', 'private, max-age=86400')
          .send(Buffer.from(avatar.data))
      );
    });
  };
}
