// The one table of file types: what a web-help bundle may hold is what the server can send with a type.
import { describe, expect, it } from 'vitest';
import { contentTypeOf, extensionOf } from './file-types.ts';

describe('file types', () => {
  it('sends a file by its extension, whatever its case, and an unknown one as bytes', () => {
    expect(contentTypeOf('/data/files/webhelp/abc/Topics/Intro.HTM')).toBe('text/html; charset=utf-8');
    expect(contentTypeOf('manual.pdf')).toBe('application/pdf');
    expect(contentTypeOf('setup.exe')).toBe('application/octet-stream');
    expect(contentTypeOf('README')).toBe('application/octet-stream');
    // A table lookup, not an object's: names of Object.prototype's members are unknown extensions.
    expect(contentTypeOf('x.constructor')).toBe('application/octet-stream');
  });

  it('reads an extension from a zip entry name', () => {
    expect(extensionOf('help/img/logo.PNG')).toBe('png');
    expect(extensionOf('help/.htaccess')).toBe('');
    expect(extensionOf('help/topic.tar.gz')).toBe('gz');
  });
});
