import { DELETE, GET, POST } from '@/client/http';
import type { PasswordChangeRequest } from '@/contract/auth';
import type { Profile, ProfileUpdateRequest, SignInSession } from '@/contract/profile';

const PROFILE = '/api/v1/auth/profile';
const SESSIONS = '/api/v1/auth/sessions';

export const fetchProfile = () => GET<undefined, Profile>(PROFILE);

export const updateProfile = (body: ProfileUpdateRequest) =>
  POST<ProfileUpdateRequest, Profile>(PROFILE, body);

/** The image goes in the form field `file`; the server judges it by its bytes. */
export const uploadAvatar = (file: Blob) => {
  const form = new FormData();
  form.append('file', file);
  return POST<FormData, Profile>(`${PROFILE}/avatar`, form);
};

export const removeAvatar = () => DELETE<undefined, Profile>(`${PROFILE}/avatar`);

/** Ends one's other sign-ins; the current one stays. */
export const changePassword = (body: PasswordChangeRequest) =>
  POST<PasswordChangeRequest, boolean>('/api/v1/auth/password', body);

export const listMySessions = () => GET<undefined, SignInSession[]>(SESSIONS);

export const endMySession = (id: string) =>
  DELETE<undefined, boolean>(`${SESSIONS}/${encodeURIComponent(id)}`);

export const endMyOtherSessions = () => POST<Record<string, never>, boolean>(`${SESSIONS}/end-others`, {});
