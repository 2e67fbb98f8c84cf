import { afterEach, describe, expect, it } from 'vitest';
import { resolveShellSession, SHELL_SESSION_KEY } from '@/utils/shell-session';
import { SHELL_SESSION_BOOT_SCRIPT } from '@/utils/shell-session-boot';

/** Parses the exported HTML at `address`: the boot script runs, none of the app's code yet. */
function parseAt(address: string) {
  window.history.replaceState(null, '', address);
  new Function(SHELL_SESSION_BOOT_SCRIPT)();
}

const stored = () => window.sessionStorage.getItem(SHELL_SESSION_KEY);

describe('the shell session boot script', () => {
  afterEach(() => {
    window.sessionStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('keeps isFirst=admin for the tab when an outline link is followed before the page runs', () => {
    parseAt('/construct/app/?isFirst=admin');
    // The outline's plain link: the next page has no parameters, and the app decides only now.
    parseAt('/construct/knowledge/');
    expect(resolveShellSession(undefined, undefined)).toEqual({ admitted: true, role: undefined });
  });

  it('keeps role=user, and a role remembered earlier when the address gives none', () => {
    parseAt('/?isFirst=admin&role=user');
    parseAt('/chat/');
    expect(resolveShellSession(undefined, undefined)).toEqual({ admitted: true, role: 'user' });

    parseAt('/chat/?isFirst=admin');
    expect(resolveShellSession(undefined, undefined)).toEqual({ admitted: true, role: 'user' });
  });

  it('stores what the app itself stores for the same address', () => {
    for (const address of [
      '/?isFirst=admin',
      '/?role=user',
      '/?isFirst=admin&role=',
      '/?isFirst=no&role=x',
    ]) {
      parseAt(address);
      const fromBoot = stored();
      window.sessionStorage.clear();
      const query = new URLSearchParams(address.slice(2));
      resolveShellSession(query.get('isFirst') ?? undefined, query.get('role') ?? undefined);
      expect(fromBoot, address).toBe(stored());
      window.sessionStorage.clear();
    }
  });

  it('writes nothing for an address without isFirst=admin or role, and leaves an admission in place', () => {
    parseAt('/construct/app/?isFirst=other');
    expect(stored()).toBeNull();
    expect(resolveShellSession(undefined, undefined).admitted).toBe(false);

    parseAt('/?isFirst=admin');
    parseAt('/?isFirst=other');
    expect(resolveShellSession(undefined, undefined).admitted).toBe(true);
  });
});
