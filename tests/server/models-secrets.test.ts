import { randomBytes } from 'node:crypto';
import { readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { maskSecret } from '@/server/secrets/mask';
import { createSecretBox } from '@/server/secrets/secret-box';
import { loadOrCreateKeyFile, parseSecretKey } from '@/server/secrets/secret-key';
import { makeTempDir } from './harness';

describe('parseSecretKey', () => {
  it('reads 32 bytes written as hex or base64 (standard or URL-safe)', () => {
    const bytes = randomBytes(32);
    expect(parseSecretKey(bytes.toString('hex'))).toEqual(bytes);
    expect(parseSecretKey(` ${bytes.toString('base64')}\n`)).toEqual(bytes);
    expect(parseSecretKey(bytes.toString('base64url'))).toEqual(bytes);
  });

  it.each(['', 'short', randomBytes(16).toString('base64'), randomBytes(33).toString('hex'), 'spaces in it'])(
    'refuses %j',
    (text) => expect(parseSecretKey(text)).toBeNull(),
  );
});

describe('SecretBox', () => {
  const key = randomBytes(32);
  const box = createSecretBox(async () => key);

  it('seals so that the plain text does not show, and opens again', async () => {
    const sealed = await box.seal('sk-plain-key', 'ctx');
    expect(sealed).toMatch(/^v1:/);
    expect(sealed).not.toContain('sk-plain-key');
    expect(await box.seal('sk-plain-key', 'ctx')).not.toBe(sealed);
    expect(await box.open(sealed, 'ctx')).toBe('sk-plain-key');
  });

  it('refuses another key, another context and an altered value', async () => {
    const sealed = await box.seal('sk-plain-key', 'ctx');
    await expect(createSecretBox(async () => randomBytes(32)).open(sealed, 'ctx')).rejects.toThrow(
      /cannot be decrypted/,
    );
    await expect(box.open(sealed, 'other')).rejects.toThrow(/cannot be decrypted/);
    const parts = sealed.split(':');
    parts[3] = Buffer.from('tampered').toString('base64');
    await expect(box.open(parts.join(':'), 'ctx')).rejects.toThrow(/cannot be decrypted/);
    await expect(box.open('plain text', 'ctx')).rejects.toThrow(/not in a known format/);
  });

  it('asks for the key only when first used', async () => {
    let asked = 0;
    const lazy = createSecretBox(async () => {
      asked++;
      return key;
    });
    expect(asked).toBe(0);
    await lazy.open(await lazy.seal('a', 'c'), 'c');
    expect(asked).toBe(1);
  });
});

describe('the key file', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await makeTempDir();
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('is created once, readable by its owner only, and reused', async () => {
    const first = await loadOrCreateKeyFile(path.join(dataDir, 'nested'));
    const file = path.join(dataDir, 'nested', 'secret.key');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(parseSecretKey(await readFile(file, 'utf8'))).toEqual(first);
    expect(await loadOrCreateKeyFile(path.join(dataDir, 'nested'))).toEqual(first);
  });

  it('refuses a file that holds no key', async () => {
    await writeFile(path.join(dataDir, 'secret.key'), 'garbage');
    await expect(loadOrCreateKeyFile(dataDir)).rejects.toThrow(/does not hold a 32-byte key/);
  });
});

describe('maskSecret', () => {
  it('shows the ends of a long key, nothing of a short one', () => {
    expect(maskSecret('sk-proj-abcdefghijklmnop1234')).toBe('sk-…1234');
    expect(maskSecret('short-key')).toBe('******');
    expect(maskSecret('')).toBe('');
  });
});
