// Zips among attachments, judged all the way down before anyone can download them: an Office document (.docx, .xlsx,
// .pptx) must be a real OOXML package — its content types naming the document's main part, no macros or ActiveX, no
// relationship that fetches a template or object from elsewhere, no packaged program inside — and any other zip is
// refused unless the installation allows archives, and then held to the same rules as what is in an Office package:
// no programs, scripts or web pages, no archives inside archives, nothing encrypted, and nothing that unpacks to far
// more than it weighs. Every entry is inflated and counted, so a header that lies about sizes is caught too.
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileRefused, looksExecutable } from './file-kind.ts';
import { extensionOf } from './file-types.ts';
import { asRefusal, ByteLimit, collisionKey, refuseOddEntry, safeSegments, YAUZL_OPTIONS } from './zip-rules.ts';

export type OfficeExtension = 'docx' | 'xlsx' | 'pptx';

export interface ZipAttachmentRules {
  /** Whether a zip that is not an Office document may be kept at all (ATTACHMENT_ARCHIVES=inspect). */
  allowArchives: boolean;
  maxEntries: number;
  /** What all entries together may unpack to. */
  maxUnpackedBytes: number;
  /** How many times its packed size an entry of more than a megabyte may unpack to (zip bombs reach thousands). */
  maxRatio: number;
}

export const DEFAULT_ZIP_ATTACHMENT_RULES: ZipAttachmentRules = { allowArchives: false, maxEntries: 2000, maxUnpackedBytes: 200 * 1024 * 1024, maxRatio: 200 };

/** The main part's content type of each Office document this accepts; its macro-enabled twin is refused. */
const MAIN_PART: Record<OfficeExtension, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml',
};
export const OFFICE_CONTENT_TYPES: Record<OfficeExtension, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

/** Programs, scripts, shortcuts and web pages: opened from an archive, each runs or renders with the reader's rights. */
const PROGRAMS = new Set([
  'exe', 'dll', 'com', 'scr', 'pif', 'cpl', 'msi', 'msp', 'msc', 'sys', 'drv', 'ocx', 'bat', 'cmd', 'ps1', 'psm1', 'vbs', 'vbe', 'js', 'jse', 'mjs',
  'wsf', 'wsh', 'hta', 'lnk', 'url', 'reg', 'inf', 'scf', 'jar', 'class', 'sh', 'bash', 'zsh', 'py', 'pl', 'rb', 'php', 'app', 'dmg', 'pkg', 'deb',
  'rpm', 'apk', 'appx', 'msix', 'elf', 'bin', 'run', 'html', 'htm', 'xhtml', 'shtml', 'mht', 'mhtml', 'svg', 'xsl', 'xslt', 'chm', 'iqy', 'slk',
  'docm', 'dotm', 'xlsm', 'xltm', 'xlam', 'pptm', 'potm', 'ppam', 'sldm',
]);
/**
 * In an Office package these are its own parts, opened by Office alone: printer settings and embedded objects (.bin,
 * judged below), and the SVG pictures Office 365 inserts beside their PNG copies.
 */
const OFFICE_PARTS = new Set(['bin', 'svg']);
/** Archives and disk images: what is inside them was never looked at. */
const ARCHIVES = new Set(['zip', '7z', 'rar', 'gz', 'tgz', 'tar', 'bz2', 'tbz2', 'xz', 'txz', 'zst', 'lz', 'lzma', 'z', 'cab', 'iso', 'img', 'vhd', 'vhdx', 'arj', 'ace', 'cpio', 'wim']);
/** The first bytes of archives, whatever the entry is called. */
const ARCHIVE_MAGIC: readonly Buffer[] = [
  Buffer.from('PK\x03\x04', 'latin1'), Buffer.from('7z\xbc\xaf\x27\x1c', 'latin1'), Buffer.from('Rar!\x1a\x07', 'latin1'), Buffer.from([0x1f, 0x8b]),
  Buffer.from('MSCF', 'latin1'), Buffer.from('BZh', 'latin1'), Buffer.from([0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00]),
];
/** An OLE "Package" object (an embedded file of any kind, a program included) names its stream so, in UTF-16. */
const PACKAGED_FILE = Buffer.from('Ole10Native', 'utf16le');
/** An Office package may embed other Office documents (a chart's workbook): those are judged as their own documents. */
const EMBEDDED_OFFICE = /(^|\/)embeddings\/[^/]+\.(docx|xlsx|pptx)$/i;
/** Relationships that may point outside the package: a link the reader clicks; anything else is fetched by Office. */
const EXTERNAL_ALLOWED = /\/hyperlink$/;
/** The parts read whole to be judged: small XML, and embedded objects. */
const READ_WHOLE = /(^\[Content_Types\]\.xml$|\.rels$|(^|\/)embeddings\/)/i;
const MAX_READ_WHOLE = 32 * 1024 * 1024;
const HEAD = 8;
const MEGABYTE = 1024 * 1024;

const startsWith = (head: Buffer, magic: Buffer) => head.length >= magic.length && head.subarray(0, magic.length).equals(magic);

/** What an archive's entries hold, once each was inflated and counted. */
interface Read { name: string; head: Buffer; whole: Buffer | null }

/** Reads the directory (names, kinds, declared sizes), then inflates each entry, counting its real bytes. */
async function readArchive(zipfile: ZipFile, rules: ZipAttachmentRules): Promise<Read[]> {
  if (zipfile.entryCount > rules.maxEntries) throw fileRefused('TOO_MANY_FILES');
  const entries: Entry[] = [];
  const names = new Set<string>();
  let declared = 0;
  for await (const entry of zipfile.eachEntry()) {
    const isDirectory = entry.fileName.endsWith('/');
    const segments = safeSegments(entry.fileName, isDirectory);
    refuseOddEntry(entry, isDirectory);
    if (isDirectory) continue;
    // Two names one file system would take for one file: what a reader unpacks is not what was judged.
    const key = collisionKey(segments);
    if (names.has(key)) throw fileRefused('PATH_ESCAPE');
    names.add(key);
    declared += entry.uncompressedSize;
    if (declared > rules.maxUnpackedBytes) throw fileRefused('ZIP_BOMB');
    if (entry.uncompressedSize > MEGABYTE && entry.uncompressedSize > rules.maxRatio * Math.max(1, entry.compressedSize)) throw fileRefused('ZIP_BOMB');
    entries.push(entry);
  }
  const read: Read[] = [];
  let total = 0;
  for (const entry of entries) {
    const keepWhole = READ_WHOLE.test(entry.fileName) || EMBEDDED_OFFICE.test(entry.fileName);
    if (keepWhole && entry.uncompressedSize > MAX_READ_WHOLE) throw fileRefused('ZIP_BOMB');
    const chunks: Buffer[] = [];
    let kept = 0;
    const limit = new ByteLimit(entry.uncompressedSize, (count) => (total += count) <= rules.maxUnpackedBytes);
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        if (keepWhole || kept < HEAD) {
          chunks.push(chunk);
          kept += chunk.length;
        }
        done();
      },
    });
    await pipeline(await zipfile.openReadStreamPromise(entry), limit, sink);
    const bytes = Buffer.concat(chunks);
    read.push({ name: entry.fileName, head: bytes.subarray(0, HEAD), whole: keepWhole ? bytes : null });
  }
  return read;
}

/** No programs, scripts or web pages, by name or by content, and no archive inside (Office's own embeddings aside). */
function refuseDangerousEntries(entries: Read[], office: boolean): void {
  for (const { name, head } of entries) {
    const extension = extensionOf(name);
    if (PROGRAMS.has(extension) && !(office && OFFICE_PARTS.has(extension))) throw fileRefused('PROGRAM');
    if (looksExecutable(head)) throw fileRefused('PROGRAM');
    if (office && EMBEDDED_OFFICE.test(name)) continue;
    if (ARCHIVES.has(extension) || ARCHIVE_MAGIC.some((magic) => startsWith(head, magic))) throw fileRefused('NESTED_ARCHIVE');
  }
}

/** An OOXML package of the kind its name says, without active content or parts fetched from elsewhere. */
async function refuseUnsafeOffice(entries: Read[], extension: OfficeExtension, rules: ZipAttachmentRules, depth: number): Promise<void> {
  const types = entries.find((e) => e.name === '[Content_Types].xml')?.whole?.toString('utf8');
  if (!types || !entries.some((e) => e.name === '_rels/.rels')) throw fileRefused('NOT_OFFICE');
  // Macros: a VBA project, its content types, or a macro-enabled main part; ActiveX controls run code as well.
  if (/macroEnabled|vbaProject|vbaData|activeX/i.test(types)) throw fileRefused('MACRO');
  if (entries.some((e) => /(^|\/)(vbaProject\.bin|vbaData\.xml|vbaProjectSignature\.bin)$|(^|\/)activeX\//i.test(e.name))) throw fileRefused('MACRO');
  if (!types.includes(`ContentType="${MAIN_PART[extension]}"`)) throw fileRefused('NOT_OFFICE');
  for (const { name, whole } of entries) {
    if (!whole) continue;
    if (name.toLowerCase().endsWith('.rels')) {
      // A template, an OLE object or a frame fetched from an address when the document opens (remote template injection).
      for (const [relationship] of whole.toString('utf8').matchAll(/<Relationship\b[^>]*>/g)) {
        if (/TargetMode\s*=\s*["']External["']/i.test(relationship) && !EXTERNAL_ALLOWED.test(/Type\s*=\s*["']([^"']*)["']/.exec(relationship)?.[1] ?? '')) {
          throw fileRefused('EXTERNAL_LINK');
        }
      }
    } else if (EMBEDDED_OFFICE.test(name)) {
      if (depth > 0) throw fileRefused('NESTED_ARCHIVE');
      await judgeZip(await yauzl.fromBufferPromise(whole, YAUZL_OPTIONS), extensionOf(name) as OfficeExtension, rules, depth + 1);
    } else if (/(^|\/)embeddings\//i.test(name) && whole.includes(PACKAGED_FILE)) {
      throw fileRefused('EMBEDDED_PROGRAM');
    }
  }
}

async function judgeZip(zipfile: ZipFile, office: OfficeExtension | null, rules: ZipAttachmentRules, depth: number): Promise<void> {
  try {
    const entries = await readArchive(zipfile, rules);
    refuseDangerousEntries(entries, office !== null);
    if (office) await refuseUnsafeOffice(entries, office, rules, depth);
  } finally {
    zipfile.close();
  }
}

/**
 * Judges a zip upload at `zipPath` named `fileName`: the Office document its name says it is (answered with its
 * extension), or — where the installation allows archives — a zip of harmless files (answered null). Otherwise
 * FILE_NOT_ALLOWED with the reason: NOT_OFFICE, MACRO, EXTERNAL_LINK, EMBEDDED_PROGRAM, PROGRAM, NESTED_ARCHIVE,
 * ZIP_BOMB, ARCHIVE (archives not allowed here), or what any zip may be refused for (zip-rules.ts).
 */
export async function judgeZipAttachment(zipPath: string, fileName: string, rules: ZipAttachmentRules = DEFAULT_ZIP_ATTACHMENT_RULES): Promise<OfficeExtension | null> {
  const extension = extensionOf(fileName.trim());
  const office = extension in MAIN_PART ? (extension as OfficeExtension) : null;
  if (!office && !rules.allowArchives) throw fileRefused('ARCHIVE');
  try {
    await judgeZip(await yauzl.openPromise(zipPath, YAUZL_OPTIONS), office, rules, 0);
  } catch (error) {
    throw asRefusal(error);
  }
  return office;
}
