import { Inflate } from 'fflate';
import { localized, type LocalizedText } from '../i18n/localized-text';
import { sizeText, type UploadLimits } from './upload-limits';

/** One file of a zip archive as its central directory describes it. */
interface ArchiveEntry {
  name: string;
  /** The directory's bytes for the name, flags, method, time, date and CRC, as a local header repeats them. */
  nameBytes: Uint8Array;
  flags: number;
  time: number;
  date: number;
  crc: number;
  method: number;
  compressedSize: number;
  /** The size it declares once inflated. */
  size: number;
  localHeaderOffset: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const ZIP64_SIZES = 0x0001;
const UNKNOWN_32 = 0xffffffff;
const STORED = 0;
const DEFLATED = 8;
/** Only entries this large are held to the ratio limit: small parts of Office files compress very well. */
const RATIO_MIN_BYTES = 1024 * 1024;
const INFLATE_STEP = 16 * 1024;

function findEndOfDirectory(view: DataView): number | undefined {
  const last = view.byteLength - 22;
  const first = Math.max(0, last - 0xffff);
  for (let at = last; at >= first; at -= 1) if (view.getUint32(at, true) === END_OF_DIRECTORY) return at;
  return undefined;
}

/** Sizes a ZIP64 extra field gives for the fields the entry marked as unknown (0xFFFFFFFF). */
function zip64Sizes(view: DataView, start: number, end: number, entry: ArchiveEntry): void {
  for (let at = start; at + 4 <= end;) {
    const id = view.getUint16(at, true);
    const length = view.getUint16(at + 2, true);
    if (id === ZIP64_SIZES) {
      let field = at + 4;
      const next = () => {
        const value = field + 8 <= end ? Number(view.getBigUint64(field, true)) : Number.MAX_SAFE_INTEGER;
        field += 8;
        return value;
      };
      if (entry.size === UNKNOWN_32) entry.size = next();
      if (entry.compressedSize === UNKNOWN_32) entry.compressedSize = next();
      if (entry.localHeaderOffset === UNKNOWN_32) entry.localHeaderOffset = next();
      return;
    }
    at += 4 + length;
  }
}

/**
 * The entries of the zip's central directory, read without inflating anything; undefined when the bytes
 * are not a zip the check can read (the parser then refuses them in its own words).
 */
function readDirectory(bytes: Uint8Array): { entries: ArchiveEntry[]; count: number } | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = findEndOfDirectory(view);
  if (end === undefined) return undefined;
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const entries: ArchiveEntry[] = [];
  const decoder = new TextDecoder();
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== DIRECTORY_ENTRY) return undefined;
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const nameBytes = bytes.subarray(at + 46, at + 46 + nameLength);
    const entry: ArchiveEntry = {
      name: decoder.decode(nameBytes),
      nameBytes,
      flags: view.getUint16(at + 8, true),
      time: view.getUint16(at + 12, true),
      date: view.getUint16(at + 14, true),
      crc: view.getUint32(at + 16, true),
      method: view.getUint16(at + 10, true),
      compressedSize: view.getUint32(at + 20, true),
      size: view.getUint32(at + 24, true),
      localHeaderOffset: view.getUint32(at + 42, true),
    };
    const extraStart = at + 46 + nameLength;
    zip64Sizes(view, extraStart, Math.min(extraStart + extraLength, bytes.length), entry);
    entries.push(entry);
    at = extraStart + extraLength + commentLength;
  }
  return { entries, count };
}

/** Where the entry's compressed bytes start, from its local header; undefined when that header is not there. */
function dataStart(bytes: Uint8Array, entry: ArchiveEntry): number | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.localHeaderOffset;
  if (at + 30 > bytes.length || view.getUint32(at, true) !== LOCAL_HEADER) return undefined;
  return at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
}

class InflatedPastLimit extends Error {}

/**
 * Inflates the entry in small steps, keeping nothing but the count, and stops as soon as it grows past
 * `allowed`: a file whose central directory understates its sizes is caught before any parser trusts it.
 * True when it stays within; a stream that is not valid deflate is left for the parser to refuse.
 */
function inflatesWithin(bytes: Uint8Array, entry: ArchiveEntry, allowed: number): boolean {
  const start = dataStart(bytes, entry);
  if (start === undefined || entry.method !== DEFLATED) return true;
  const data = bytes.subarray(start, Math.min(start + entry.compressedSize, bytes.length));
  let inflated = 0;
  const inflater = new Inflate((chunk) => {
    inflated += chunk.length;
    if (inflated > allowed) throw new InflatedPastLimit();
  });
  try {
    for (let at = 0; at < data.length; at += INFLATE_STEP)
      inflater.push(data.subarray(at, at + INFLATE_STEP), at + INFLATE_STEP >= data.length);
  } catch (error) {
    if (error instanceof InflatedPastLimit) return false;
  }
  return true;
}

const DATA_DESCRIPTOR_FLAG = 0x0008;

/**
 * The archive again, holding exactly the entries its directory lists and the checks inflated, each behind
 * a fresh local header: a reader that walks local headers (read-excel-file streams them) sees the same
 * parts as one that reads the directory, and nothing hidden between them.
 */
function rebuilt(bytes: Uint8Array, entries: readonly ArchiveEntry[]): Uint8Array {
  const pieces: Uint8Array[] = [];
  const directory: Uint8Array[] = [];
  let offset = 0;
  for (const entry of entries) {
    const start = dataStart(bytes, entry) ?? bytes.length;
    const data = bytes.subarray(start, Math.min(start + entry.compressedSize, bytes.length));
    const local = new DataView(new ArrayBuffer(30));
    local.setUint32(0, LOCAL_HEADER, true);
    local.setUint16(4, 20, true);
    local.setUint16(6, entry.flags & ~DATA_DESCRIPTOR_FLAG, true);
    local.setUint16(8, entry.method, true);
    local.setUint16(10, entry.time, true);
    local.setUint16(12, entry.date, true);
    local.setUint32(14, entry.crc, true);
    local.setUint32(18, data.length, true);
    local.setUint32(22, entry.size, true);
    local.setUint16(26, entry.nameBytes.length, true);
    const central = new DataView(new ArrayBuffer(46));
    central.setUint32(0, DIRECTORY_ENTRY, true);
    central.setUint16(4, 20, true);
    central.setUint16(6, 20, true);
    for (let at = 6; at < 30; at += 1) central.setUint8(at + 2, local.getUint8(at));
    central.setUint32(42, offset, true);
    pieces.push(new Uint8Array(local.buffer), entry.nameBytes, data);
    directory.push(new Uint8Array(central.buffer), entry.nameBytes);
    offset += 30 + entry.nameBytes.length + data.length;
  }
  const directorySize = directory.reduce((sum, piece) => sum + piece.length, 0);
  const end = new DataView(new ArrayBuffer(22));
  end.setUint32(0, END_OF_DIRECTORY, true);
  end.setUint16(8, entries.length, true);
  end.setUint16(10, entries.length, true);
  end.setUint32(12, directorySize, true);
  end.setUint32(16, offset, true);
  const all = [...pieces, ...directory, new Uint8Array(end.buffer)];
  const out = new Uint8Array(all.reduce((sum, piece) => sum + piece.length, 0));
  let at = 0;
  for (const piece of all) {
    out.set(piece, at);
    at += piece.length;
  }
  return out;
}

export type ArchiveVerdict =
  { bytes: Uint8Array; problem?: undefined } | { problem: LocalizedText; bytes?: undefined };

/**
 * A zip-based upload (XLSX, DOCX, ODS…) checked before any parser inflates it: refused for too many parts,
 * more expanded bytes than the limit, a large part compressed past the ratio limit, or a part that inflates
 * past what it declares; otherwise the bytes to give the parser (rebuilt from what was checked). Bytes
 * that are not a zip come back as they are, for the parser to refuse in its own words.
 */
export function boundedArchive(bytes: Uint8Array, name: string, limits: UploadLimits): ArchiveVerdict {
  const directory = readDirectory(bytes);
  if (!directory) return { bytes };
  const problem = directoryProblem(bytes, name, directory, limits);
  return problem ? { problem } : { bytes: rebuilt(bytes, directory.entries) };
}

/** Why the archive must not be opened, from its directory and a counting inflate of each part; null when fine. */
function directoryProblem(
  bytes: Uint8Array,
  name: string,
  { entries, count }: { entries: ArchiveEntry[]; count: number },
  limits: UploadLimits,
): LocalizedText | null {
  if (count > limits.archiveEntries)
    return localized('uploadLimits.archiveEntries', { name, count, limit: limits.archiveEntries });
  const total = entries.reduce((sum, entry) => sum + entry.size, 0);
  if (total > limits.expandedBytes)
    return localized('uploadLimits.archiveExpanded', {
      name,
      size: sizeText(total),
      limit: sizeText(limits.expandedBytes),
    });
  for (const entry of entries) {
    const ratio = entry.size / Math.max(entry.compressedSize, 1);
    if (entry.size > RATIO_MIN_BYTES && ratio > limits.compressionRatio)
      return localized('uploadLimits.archiveRatio', {
        name,
        entry: entry.name,
        ratio: Math.round(ratio),
        limit: limits.compressionRatio,
      });
  }
  for (const entry of entries) {
    if (entry.method === STORED) continue;
    if (!inflatesWithin(bytes, entry, entry.size))
      return localized('uploadLimits.archiveMisdeclared', { name, entry: entry.name });
  }
  return null;
}
