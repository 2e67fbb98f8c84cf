/** Zip files made in the test: bombs of zeros, files that unpack past a limit, and ones that lie about it. */
import { zipSync } from 'fflate';

export { deflatedZeros, xlsxBomb, zipOfEntries } from '@/scripts/bench/support/zip-bomb.mjs';

/** Text that compresses about 2:1 (hex of a simple generator), `bytes` long. */
export function poorlyCompressible(bytes: number): Buffer {
  const out = Buffer.alloc(bytes);
  let state = 12345;
  for (let at = 0; at < bytes; at += 1) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    out[at] = '0123456789abcdef'.charCodeAt(state >> 27);
  }
  return out;
}

/** A real zip (fflate) of entries that unpack to `bytes` in all, each compressed about 2:1. */
export function largeButHonest(entryName: string, bytes: number): Buffer {
  return Buffer.from(zipSync({ [entryName]: poorlyCompressible(bytes) }));
}

/** A zip whose directory declares `declared` bytes for a part that really unpacks to `bytes`. */
export function understated(entryName: string, bytes: number, declared: number): Buffer {
  const honest = largeButHonest(entryName, bytes);
  // fflate writes one local header at 0 and one directory entry; patch both size fields.
  const patched = Buffer.from(honest);
  patched.writeUInt32LE(declared, 22);
  const directoryAt = patched.readUInt32LE(patched.length - 22 + 16);
  patched.writeUInt32LE(declared, directoryAt + 24);
  return patched;
}

/**
 * The zip with one more part hidden before its first one: a local header and its data that the central
 * directory does not list (a reader walking local headers would inflate it, one reading the directory not).
 */
export function withHiddenPart(zip: Buffer, name: string, compressed: Buffer, size: number): Buffer {
  const nameBytes = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(compressed.length, 18);
  local.writeUInt32LE(size, 22);
  local.writeUInt16LE(nameBytes.length, 26);
  const prefix = Buffer.concat([local, nameBytes, compressed]);
  const out = Buffer.concat([prefix, zip]);
  const end = out.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = out.readUInt16LE(end + 10);
  let at = prefix.length + out.readUInt32LE(end + 16);
  out.writeUInt32LE(at, end + 16);
  for (let index = 0; index < count; index += 1) {
    out.writeUInt32LE(out.readUInt32LE(at + 42) + prefix.length, at + 42);
    at += 46 + out.readUInt16LE(at + 28) + out.readUInt16LE(at + 30) + out.readUInt16LE(at + 32);
  }
  return out;
}
