// The files GSIS sends by name, extension → content type: a web-help bundle may hold these and nothing else
// (webhelp-zip.ts), so every file it unpacks is sent with a type the browser treats as intended (send-file.ts).
import path from 'node:path';

/** Lower-case extension without its dot → the Content-Type it is sent with. */
export const FILE_TYPES: ReadonlyMap<string, string> = new Map([
  ['html', 'text/html; charset=utf-8'], ['htm', 'text/html; charset=utf-8'], ['xhtml', 'application/xhtml+xml'], ['css', 'text/css; charset=utf-8'],
  ['js', 'text/javascript; charset=utf-8'], ['mjs', 'text/javascript; charset=utf-8'], ['json', 'application/json'], ['txt', 'text/plain; charset=utf-8'],
  ['xml', 'application/xml'], ['svg', 'image/svg+xml'], ['png', 'image/png'], ['jpg', 'image/jpeg'], ['jpeg', 'image/jpeg'], ['gif', 'image/gif'],
  ['webp', 'image/webp'], ['ico', 'image/x-icon'], ['woff', 'font/woff'], ['woff2', 'font/woff2'], ['ttf', 'font/ttf'], ['otf', 'font/otf'],
  ['eot', 'application/vnd.ms-fontobject'], ['map', 'application/json'], ['pdf', 'application/pdf'],
]);

/** The extension of a file name (a path on disk or in a zip), lower case, without its dot; '' when it has none. */
export const extensionOf = (fileName: string): string => path.extname(fileName).slice(1).toLowerCase();

/** The content type of a file by its extension; unknown ones are sent as bytes. */
export function contentTypeOf(fileName: string): string {
  return FILE_TYPES.get(extensionOf(fileName)) ?? 'application/octet-stream';
}
