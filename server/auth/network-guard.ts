import ipaddr from 'ipaddr.js';
import type { AuthConfig } from './auth-config';

/** Whether `host` only accepts connections from this machine (a loopback address or `localhost`). */
export function isLoopbackHost(host: string): boolean {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  if (!ipaddr.isValid(name)) return false;
  const address = ipaddr.process(name);
  return address.range() === 'loopback';
}

/**
 * Why the server must not listen on `host`, or null when it may: without sign-in, whoever reaches the
 * server can act as anyone (even the admin, by sending `user-id: 001`), so only this machine may.
 */
export function refusalToListen(host: string, auth: AuthConfig): string | null {
  if (auth.mode !== 'none' || auth.allowNoAuthOnNetwork || isLoopbackHost(host)) return null;
  return (
    `Refusing to listen on ${host}: AUTH_MODE is none, so anyone who can reach this address could act as ` +
    'any user, the administrator included. Set AUTH_MODE=local (with ADMIN_EMAIL and ADMIN_PASSWORD, or ' +
    'create the administrator on the setup page), or set ALLOW_NO_AUTH_ON_NETWORK=true if this network is ' +
    'trusted, or keep HOST=127.0.0.1.'
  );
}
