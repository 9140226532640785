// Writing an incremental update (PDF 32000-1:2008, 7.5.6): the original bytes stay exactly as they are, and
// new or changed objects follow them with a cross-reference section of their own and a trailer whose /Prev
// points back at the original's. A reader's watermarked copy is made this way, so it costs the bytes of the
// update alone and starts streaming at once (the original is sent from its first byte while nothing of it
// changes), and byte ranges of the original part are the original's.
import type { PDFObject, PDFRef } from 'pdf-lib';

/** What an update needs to know of the file it is appended to, read from its end. */
export interface PdfTail {
  /** Length of the file in bytes. */
  size: number;
  /** Offset of its last cross-reference section (the number after its last `startxref`). */
  startxref: number;
  /** That section is a cross-reference stream (PDF 1.5): the update's is then one too, as 7.5.8.4 asks. */
  xrefStream: boolean;
  /** Its trailer's /Size: object numbers from here on are free for the update. */
  objectCount: number;
  /** The file ends with an end-of-line marker (else the update starts with one). */
  endsWithEol: boolean;
}

/** An object written by an update: its number and generation, and where its `n g obj` starts in the whole file. */
export interface WrittenObject { num: number; gen: number; offset: number }

/** The trailer entries an update repeats (serialised as in the original's trailer: `12 0 R`, `[<…><…>]`). */
export interface TrailerEntries { root: string; info?: string; id?: string }

const latin1 = (bytes: Uint8Array, from = 0, to = bytes.length) => Buffer.from(bytes.buffer, bytes.byteOffset + from, to - from).toString('latin1');

/**
 * Reads where the last cross-reference section starts and whether it is a table or a stream; undefined when
 * the file's end does not lead to one (a damaged or hand-patched file: it is then rewritten whole once, and
 * updates are appended to that rewrite).
 */
export function readPdfTail(bytes: Uint8Array): PdfTail | undefined {
  const tail = latin1(bytes, Math.max(0, bytes.length - 2048));
  const match = /startxref\s+(\d+)\s+%%EOF[\s\0]*$/.exec(tail);
  if (!match) return undefined;
  const startxref = Number(match[1]);
  if (!Number.isSafeInteger(startxref) || startxref <= 0 || startxref >= bytes.length) return undefined;
  const section = latin1(bytes, startxref);
  let objectCount: number | undefined;
  let xrefStream: boolean;
  if (section.startsWith('xref')) {
    xrefStream = false;
    const trailer = section.indexOf('trailer');
    if (trailer < 0) return undefined;
    objectCount = Number(/\/Size\s+(\d+)/.exec(section.slice(trailer))?.[1]);
  } else {
    const header = /^\d+\s+\d+\s+obj\s*<<([\s\S]*?)stream\r?\n/.exec(section.slice(0, 4096));
    if (!header || !/\/Type\s*\/XRef\b/.test(header[1] ?? '')) return undefined;
    xrefStream = true;
    objectCount = Number(/\/Size\s+(\d+)/.exec(header[1] ?? '')?.[1]);
  }
  if (!Number.isSafeInteger(objectCount) || objectCount === undefined || objectCount < 1) return undefined;
  const last = bytes[bytes.length - 1];
  return { size: bytes.length, startxref, xrefStream, objectCount, endsWithEol: last === 0x0a || last === 0x0d };
}

/** Consecutive object numbers as cross-reference subsections: [first, count] pairs over the sorted objects. */
function subsections(objects: readonly WrittenObject[]): { first: number; entries: WrittenObject[] }[] {
  const out: { first: number; entries: WrittenObject[] }[] = [];
  for (const object of objects) {
    const current = out[out.length - 1];
    if (current && current.first + current.entries.length === object.num) current.entries.push(object);
    else out.push({ first: object.num, entries: [object] });
  }
  return out;
}

/**
 * The update's cross-reference section, trailer and end, to be written at `at` (its offset in the whole file)
 * after the objects it lists. `nextNumber` is the first object number the update did not use.
 */
export function updateEnd(tail: PdfTail, trailer: TrailerEntries, objects: readonly WrittenObject[], at: number, nextNumber: number): Buffer {
  const entries = [...objects].sort((a, b) => a.num - b.num);
  const repeated = `/Root ${trailer.root}${trailer.info ? ` /Info ${trailer.info}` : ''}${trailer.id ? ` /ID ${trailer.id}` : ''} /Prev ${tail.startxref}`;
  if (!tail.xrefStream) {
    let text = 'xref\n';
    for (const { first, entries: run } of subsections(entries)) {
      text += `${first} ${run.length}\n`;
      for (const entry of run) text += `${String(entry.offset).padStart(10, '0')} ${String(entry.gen).padStart(5, '0')} n\r\n`;
    }
    text += `trailer\n<< /Size ${nextNumber} ${repeated} >>\nstartxref\n${at}\n%%EOF\n`;
    return Buffer.from(text, 'latin1');
  }
  // A cross-reference stream, itself the update's last object (it lists itself, as 7.5.8.3 recommends).
  const self: WrittenObject = { num: nextNumber, gen: 0, offset: at };
  const all = [...entries, self];
  const offsetWidth = Math.max(4, Math.ceil(Math.log2(at + 1) / 8));
  const rowWidth = 1 + offsetWidth + 2;
  const data = Buffer.alloc(all.length * rowWidth);
  all.forEach((entry, row) => {
    const base = row * rowWidth;
    data[base] = 1;
    data.writeUIntBE(entry.offset, base + 1, offsetWidth);
    data.writeUInt16BE(entry.gen, base + 1 + offsetWidth);
  });
  const index = subsections(all).map(({ first, entries: run }) => `${first} ${run.length}`).join(' ');
  const dict = `<< /Type /XRef /Size ${nextNumber + 1} ${repeated} /Index [${index}] /W [1 ${offsetWidth} 2] /Length ${data.length} >>`;
  return Buffer.concat([
    Buffer.from(`${nextNumber} 0 obj\n${dict}\nstream\n`, 'latin1'),
    data,
    Buffer.from(`\nendstream\nendobj\nstartxref\n${at}\n%%EOF\n`, 'latin1'),
  ]);
}

/** Objects as `n g obj … endobj`, one after the other from `offset` (their place in the whole file). */
export function writeObjects(objects: readonly (readonly [PDFRef, PDFObject])[], offset: number): { bytes: Buffer; written: WrittenObject[] } {
  const chunks: Buffer[] = [];
  const written: WrittenObject[] = [];
  let at = offset;
  for (const [ref, object] of objects) {
    const body = Buffer.alloc(object.sizeInBytes());
    object.copyBytesInto(body, 0);
    const chunk = Buffer.concat([Buffer.from(`${ref.objectNumber} ${ref.generationNumber} obj\n`, 'latin1'), body, Buffer.from('\nendobj\n', 'latin1')]);
    written.push({ num: ref.objectNumber, gen: ref.generationNumber, offset: at });
    chunks.push(chunk);
    at += chunk.length;
  }
  return { bytes: Buffer.concat(chunks), written };
}
