import { ErrorCode } from '@gsis/contract';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { detectFileKind, fileRefused, HEAD_BYTES, withExtensionOf } from './file-kind.ts';
import { yazlZip } from './zip-fixtures.test-helper.ts';

const bytes = (...values: number[]) => Buffer.from(values);
const text = (value: string) => Buffer.from(value, 'utf8');
const head = (file: Buffer) => file.subarray(0, HEAD_BYTES);

describe('detectFileKind', () => {
  it('asks for a kilobyte', () => {
    expect(HEAD_BYTES).toBe(1024);
  });

  it('knows a real PDF', async () => {
    const pdf = await PDFDocument.create();
    pdf.addPage();
    expect(detectFileKind(head(Buffer.from(await pdf.save())))).toBe('pdf');
    expect(detectFileKind(text('%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n1 0 obj'))).toBe('pdf');
  });

  it('wants the PDF signature first: a page of HTML or anything else carrying one further on is not a PDF', () => {
    expect(detectFileKind(Buffer.concat([Buffer.alloc(500, 0x20), text('%PDF-1.4')]))).toBeNull();
    expect(detectFileKind(text('<html><!-- %PDF-1.4 --><script>alert(1)</script></html>'))).toBeNull();
  });

  it('refuses executables, even one that carries a PDF signature', () => {
    const mz = Buffer.concat([text('MZ'), bytes(0x90, 0x00, 0x03, 0x00), Buffer.alloc(58), text('This program cannot be run in DOS mode')]);
    expect(detectFileKind(mz)).toBeNull();
    expect(detectFileKind(Buffer.concat([text('MZ'), Buffer.alloc(100), text('%PDF-1.7')]))).toBeNull();
    expect(detectFileKind(Buffer.concat([bytes(0x7f, 0x45, 0x4c, 0x46, 2, 1, 1), text('%PDF-1.7')]))).toBeNull();
    expect(detectFileKind(text('#!/bin/sh\n# %PDF-1.7\nrm -rf /\n'))).toBeNull();
  });

  it('knows a zip, and an empty one', async () => {
    expect(detectFileKind(head(await yazlZip([{ name: 'index.html', data: '<p>hi</p>' }])))).toBe('zip');
    expect(detectFileKind(head(await yazlZip([])))).toBe('zip');
  });

  it('knows each image kind', () => {
    expect(detectFileKind(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52))).toBe('png');
    expect(detectFileKind(bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46))).toBe('jpeg');
    expect(detectFileKind(text('GIF87a\x01\x00\x01\x00'))).toBe('gif');
    expect(detectFileKind(text('GIF89a\x01\x00\x01\x00'))).toBe('gif');
    expect(detectFileKind(Buffer.concat([text('RIFF'), bytes(0x24, 0, 0, 0), text('WEBPVP8 ')]))).toBe('webp');
  });

  it('does not take look-alikes for images', () => {
    expect(detectFileKind(bytes(0x89, 0x50, 0x4e, 0x47))).toBeNull(); // a truncated PNG signature
    expect(detectFileKind(text('GIF88a'))).toBeNull();
    expect(detectFileKind(Buffer.concat([text('RIFF'), bytes(0x24, 0, 0, 0), text('WAVEfmt ')]))).toBeNull();
  });

  it('knows an SVG behind a BOM, whitespace, an XML declaration, comments and a DOCTYPE', () => {
    expect(detectFileKind(text('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('svg');
    expect(detectFileKind(text('\ufeff  \n<?xml version="1.0" encoding="UTF-8"?>\n<!-- made by hand -->\n<!-- twice -->\n<svg>'))).toBe('svg');
    expect(detectFileKind(text('<?xml version="1.0"?><!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd"><svg\n width="1">'))).toBe('svg');
  });

  it('refuses what only looks like an SVG', () => {
    expect(detectFileKind(text('<!DOCTYPE svg [<!ENTITY lol "lol">]><svg>&lol;</svg>'))).toBeNull();
    expect(detectFileKind(text('<svgx>'))).toBeNull();
    expect(detectFileKind(text('<html><svg></svg></html>'))).toBeNull();
    expect(detectFileKind(text('<!-- never closed <svg>'))).toBeNull();
    expect(detectFileKind(text(`<!--${'x'.repeat(HEAD_BYTES)}--><svg>`))).toBeNull();
  });

  it('refuses plain text, HTML and nothing at all', () => {
    expect(detectFileKind(text('Hello, world.\n'))).toBeNull();
    expect(detectFileKind(text('<!DOCTYPE html><html><body>hi</body></html>'))).toBeNull();
    expect(detectFileKind(text('{"pdf": "%PDF"}'))).toBeNull();
    expect(detectFileKind(Buffer.alloc(0))).toBeNull();
    expect(detectFileKind(Buffer.alloc(HEAD_BYTES))).toBeNull();
  });
});

describe('withExtensionOf', () => {
  it('gives a file the extension of what it is, in place of the one its name claims', () => {
    const named = (fileName: string) => withExtensionOf('pdf', fileName);
    expect(['manual.exe', 'manual', ' manual.EXE ', 'Manual.PDF', '.exe'].map(named))
      .toEqual(['manual.pdf', 'manual.pdf', 'manual.pdf', 'Manual.PDF', 'file.pdf']);
    expect(withExtensionOf('jpeg', 'photo.JPEG')).toBe('photo.JPEG');
    expect(withExtensionOf('zip', 'help.7z')).toBe('help.zip');
  });

  it('keeps an ending of digits as part of the name', () => {
    expect(withExtensionOf('pdf', 'Manual rev.2')).toBe('Manual rev.2.pdf');
    expect(withExtensionOf('pdf', 'DX225 v1.10')).toBe('DX225 v1.10.pdf');
  });
});

describe('fileRefused', () => {
  it('is FILE_NOT_ALLOWED with the reason in details', () => {
    const error = fileRefused('FILE_TYPE');
    expect(error).toBeInstanceOf(AppError);
    expect(error.code).toBe(ErrorCode.FILE_NOT_ALLOWED);
    expect(error.status).toBe(415);
    expect(error.message).toBe('Not an allowed file');
    expect(error.details).toEqual({ reason: 'FILE_TYPE' });
  });
});
