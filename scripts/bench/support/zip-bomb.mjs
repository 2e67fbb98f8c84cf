// Zip files made on the spot for the upload tests and the upload-memory benchmark: headers written by hand
// so a declared size can differ from the real one, and parts of zeros deflated as a stream (1 GB of zeros
// becomes about 1 MB without ever being held whole).
import { createDeflateRaw } from 'node:zlib';

/**
 * A zip of deflated entries `{ name, compressed, size }` (`size`: what the headers declare once inflated).
 * The CRC is left 0: the server refuses these before any reader checks it.
 */
export function zipOfEntries(entries) {
  const locals = [];
  const directory = [];
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

/** `bytes` zeros deflated as a stream, never held whole. */
export async function deflatedZeros(bytes) {
  const deflate = createDeflateRaw({ level: 9 });
  const parts = [];
  deflate.on('data', (part) => parts.push(part));
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

/** An XLSX-shaped zip (it names its workbook) whose one sheet is `bytes` zeros. */
export async function xlsxBomb(bytes) {
  const zeros = await deflatedZeros(bytes);
  return zipOfEntries([
    { name: 'xl/workbook.xml', compressed: Buffer.from([0x03, 0x00]), size: 0 },
    { name: 'xl/worksheets/sheet1.xml', compressed: zeros, size: bytes },
  ]);
}
