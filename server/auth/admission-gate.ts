import type { FastifyInstance } from 'fastify';
import type { AuthConfig } from './auth-config';
import { isLoopbackHost } from './network-guard';
import { GATE_COOKIE } from './session-token';

const KNOWN_ADDRESSES = 1024;

/**
 * DB-GPT's web client admits a visitor only at `?isFirst=admin`: a convention, not a lock, since anyone can
 * add it. Without sign-in, a visitor on this machine is told (the readable cookie `dbgpt_gate=open`) that
 * the gate is open, so `http://127.0.0.1:5670/` opens the app instead of "Authentication failed". Visitors
 * from the network, and `ADMISSION_GATE=strict`, keep DB-GPT's gate.
 */
export function registerAdmissionGate(app: FastifyInstance, auth: AuthConfig): void {
  // Every request asks; parsing the address each time showed in a burst of chats. Few addresses call.
  const loopbackByIp = new Map<string, boolean>();
  const isLoopbackIp = (ip: string): boolean => {
    let loopback = loopbackByIp.get(ip);
    if (loopback === undefined) {
      if (loopbackByIp.size >= KNOWN_ADDRESSES) loopbackByIp.clear();
      loopback = isLoopbackHost(ip);
      loopbackByIp.set(ip, loopback);
    }
    return loopback;
  };
  app.addHook('onRequest', async (request, reply) => {
    const open = auth.mode === 'none' && auth.admissionGate === 'loopback' && isLoopbackIp(request.ip);
    const told = request.cookies[GATE_COOKIE] === 'open';
    if (open && !told) reply.setCookie(GATE_COOKIE, 'open', { path: '/', sameSite: 'lax' });
    else if (!open && request.cookies[GATE_COOKIE] !== undefined)
      reply.clearCookie(GATE_COOKIE, { path: '/' });
  });
}
