/** Zip files made in the test: bombs of zeros, files that unpack past a limit, and ones that lie about it. */
import { createDeflateRaw } from 'node:zlib';
import { zipSync } from 'fflate';

interface RawEntry {
  name: string;
  compressed: Buffer;
  /** The size the headers declare once inflated. */
  size: number;
}

/**
 * A zip of deflated entries, headers written by hand so a declared size can differ from the real one. The
 * CRC is left 0: the server refuses these before any reader checks it.
 */
export function zipOfEntries(entries: readonly RawEntry[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(entry.compressed.length, 18);
    local.writeUInt32LE(entry.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(entry.compressed.length, 20);
    central.writeUInt32LE(entry.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.compressed);
    directory.push(central, name);
    offset += local.length + name.length + entry.compressed.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
}

/** `bytes` zeros deflated as a stream, never held whole (1 GB compresses to about 1 MB). */
export async function deflatedZeros(bytes: number): Promise<Buffer> {
  const deflate = createDeflateRaw({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (part: Buffer) => parts.push(part));
  const ended = new Promise((resolve, reject) => {
    deflate.on('end', resolve);
    deflate.on('error', reject);
  });
  const step = Buffer.alloc(Math.min(bytes, 4 * 1024 * 1024));
  for (let written = 0; written < bytes; written += step.length) {
    const piece = step.subarray(0, Math.min(step.length, bytes - written));
    if (!deflate.write(piece)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await ended;
  return Buffer.concat(parts);
}

/** An XLSX- or DOCX-named zip whose one part is `bytes` zeros. */
export async function zeroBomb(entryName: string, bytes: number): Promise<Buffer> {
  return zipOfEntries([{ name: entryName, compressed: await deflatedZeros(bytes), size: bytes }]);
}

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
