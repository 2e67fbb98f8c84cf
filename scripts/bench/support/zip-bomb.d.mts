export interface RawZipEntry {
  name: string;
  compressed: Buffer;
  /** The size the headers declare once inflated. */
  size: number;
}
export function zipOfEntries(entries: readonly RawZipEntry[]): Buffer;
export function deflatedZeros(bytes: number): Promise<Buffer>;
export function xlsxBomb(bytes: number): Promise<Buffer>;
