// WOFF 1.0 (W3C) → the TrueType/OpenType file it wraps: each table is zlib-compressed (or stored) and listed in
// a directory; the sfnt is the same directory with plain offsets and the tables laid out again, 4-byte aligned.
// Fonts from @fontsource come as WOFF; pdf-lib embeds sfnt subsets.
import { inflateSync } from 'node:zlib';

const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'
const WOFF_HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_HEADER = 12;
const SFNT_ENTRY = 16;

interface TableEntry { tag: number; offset: number; compLength: number; origLength: number; checksum: number }

const padded = (length: number) => (length + 3) & ~3;

export function sfntFromWoff(woff: Uint8Array): Uint8Array {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (woff.byteLength < WOFF_HEADER || view.getUint32(0) !== WOFF_SIGNATURE) throw new Error('not a WOFF 1.0 font');
  const flavor = view.getUint32(4);
  const numTables = view.getUint16(12);
  if (WOFF_HEADER + numTables * WOFF_ENTRY > woff.byteLength) throw new Error('WOFF table directory is truncated');

  const entries: TableEntry[] = [];
  for (let i = 0; i < numTables; i += 1) {
    const at = WOFF_HEADER + i * WOFF_ENTRY;
    const entry = {
      tag: view.getUint32(at), offset: view.getUint32(at + 4), compLength: view.getUint32(at + 8),
      origLength: view.getUint32(at + 12), checksum: view.getUint32(at + 16),
    };
    if (entry.offset + entry.compLength > woff.byteLength || entry.compLength > entry.origLength) throw new Error('WOFF table is out of bounds');
    entries.push(entry);
  }

  const tables = entries.map((entry) => {
    const stored = woff.subarray(entry.offset, entry.offset + entry.compLength);
    const data = entry.compLength < entry.origLength ? new Uint8Array(inflateSync(stored, { maxOutputLength: entry.origLength })) : stored;
    if (data.byteLength !== entry.origLength) throw new Error('WOFF table does not inflate to its stated length');
    return data;
  });

  const total = SFNT_HEADER + numTables * SFNT_ENTRY + tables.reduce((sum, table) => sum + padded(table.byteLength), 0);
  const sfnt = new Uint8Array(total);
  const out = new DataView(sfnt.buffer);
  // Binary-search fields of the offset table (OpenType §5): the largest power of two ≤ numTables.
  const power = 2 ** Math.floor(Math.log2(Math.max(numTables, 1)));
  out.setUint32(0, flavor);
  out.setUint16(4, numTables);
  out.setUint16(6, power * 16);
  out.setUint16(8, Math.log2(power));
  out.setUint16(10, numTables * 16 - power * 16);
  let offset = SFNT_HEADER + numTables * SFNT_ENTRY;
  entries.forEach((entry, i) => {
    const at = SFNT_HEADER + i * SFNT_ENTRY;
    const table = tables[i]!;
    out.setUint32(at, entry.tag);
    out.setUint32(at + 4, entry.checksum);
    out.setUint32(at + 8, offset);
    out.setUint32(at + 12, table.byteLength);
    sfnt.set(table, offset);
    offset += padded(table.byteLength);
  });
  return sfnt;
}
