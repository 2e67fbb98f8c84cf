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
