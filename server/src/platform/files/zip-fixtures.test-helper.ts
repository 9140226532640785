// Zip files for tests: honest ones made with yazl, and lying ones made by hand (yazl refuses bad names and writes true sizes).
import { crc32, deflateRawSync } from 'node:zlib';
import yazl from 'yazl';

export interface RawZipEntry {
  /** Written byte for byte: may be absolute, contain `..`, backslashes, NUL... */
  name: string;
  data?: Buffer;
  /** 0 stored, 8 deflated (default), anything else to test unsupported methods (data is then written as is). */
  method?: number;
  /** The bytes written as the entry's (compressed) data, instead of `data` stored or deflated. */
  body?: Buffer;
  /** The uncompressed size both headers declare; defaults to the truth. */
  declaredSize?: number;
  /** Unix mode (type and permissions) put in the high 16 bits of the external attributes. */
  mode?: number;
  /** General purpose flags; bit 0 says encrypted. UTF-8 (bit 11) is always set. */
  flags?: number;
}

const UTF8_FLAG = 0x800;
const MADE_BY_UNIX = (3 << 8) | 20;

/** A zip written by hand, so that its headers can say whatever a test needs them to. */
export function rawZip(entries: readonly RawZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, 'utf8');
    const data = e.data ?? Buffer.alloc(0);
    const method = e.method ?? 8;
    const body = e.body ?? (method === 8 ? deflateRawSync(data) : data);
    const crc = crc32(data);
    const size = e.declaredSize ?? data.length;
    const flags = (e.flags ?? 0) | UTF8_FLAG;
    const mode = e.mode ?? (e.name.endsWith('/') ? 0o040755 : 0o100644);

    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt16LE(0, 10); // time
    local.writeUInt16LE(0x21, 12); // date: 1980-01-01
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28); // extra length

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(MADE_BY_UNIX, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt16LE(0, 12);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    // 30 extra length, 32 comment length, 34 disk, 36 internal attributes: 0
    central.writeUInt32LE((mode << 16) >>> 0, 38);
    central.writeUInt32LE(offset, 42);

    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

export interface YazlEntry {
  name: string;
  data?: Buffer | string;
  /** Unix mode, e.g. 0o120777 for a symbolic link. */
  mode?: number;
  directory?: boolean;
}

/** An honest zip made by yazl. */
export function yazlZip(entries: readonly YazlEntry[]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const e of entries) {
    if (e.directory) zip.addEmptyDirectory(e.name);
    else zip.addBuffer(Buffer.from(e.data ?? ''), e.name, e.mode === undefined ? {} : { mode: e.mode });
  }
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('error', reject);
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
  });
}
