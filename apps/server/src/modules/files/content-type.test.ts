import { describe, expect, it } from 'vitest';
import { detectKind } from './content-type.ts';

const bytes = (...values: number[]) => new Uint8Array([...values, 0x00, 0x10, 0x20, 0x30]);
const ascii = (text: string) => new TextEncoder().encode(text);

describe('detectKind', () => {
  it('recognises images by their magic bytes', () => {
    expect(detectKind('photo.jpg', bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpg');
    expect(detectKind('PHOTO.JPEG', bytes(0xff, 0xd8, 0xff, 0xe1))).toBe('jpeg');
    expect(detectKind('scan.png', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('png');
    expect(detectKind('shot.webp', new Uint8Array([...ascii('RIFF'), 0x24, 0, 0, 0, ...ascii('WEBPVP8 ')]))).toBe(
      'webp',
    );
  });

  it('recognises documents and archives', () => {
    expect(detectKind('invoice.pdf', ascii('%PDF-1.7\n'))).toBe('pdf');
    expect(detectKind('contract.docx', bytes(0x50, 0x4b, 0x03, 0x04))).toBe('docx');
    expect(detectKind('bundle.rar', bytes(0x52, 0x61, 0x72, 0x21, 0x1a, 0x07, 0x01))).toBe('rar');
    expect(detectKind('notes.txt', ascii('hello, 世界\n'))).toBe('txt');
  });

  it('rejects a file whose bytes are not what its extension says', () => {
    expect(detectKind('photo.png', bytes(0xff, 0xd8, 0xff, 0xe0))).toBeNull();
    expect(detectKind('photo.jpg', ascii('MZ\x90 this is an executable'))).toBeNull();
    expect(detectKind('shot.webp', new Uint8Array([...ascii('RIFF'), 0, 0, 0, 0, ...ascii('WAVEfmt ')]))).toBeNull();
    expect(detectKind('invoice.pdf', ascii('<html>'))).toBeNull();
    expect(detectKind('empty.png', new Uint8Array())).toBeNull();
  });

  it('rejects text files holding NUL bytes or invalid UTF-8', () => {
    expect(detectKind('notes.txt', new Uint8Array([0x68, 0x69, 0x00, 0x21]))).toBeNull();
    expect(detectKind('notes.txt', new Uint8Array([0x68, 0x69, 0xc3, 0x28]))).toBeNull();
    expect(detectKind('notes.txt', new Uint8Array([0xff, 0xfe, 0x68, 0x00]))).toBeNull();
  });

  it('returns null for unknown or missing extensions', () => {
    expect(detectKind('setup.exe', bytes(0x4d, 0x5a))).toBeNull();
    expect(detectKind('image.svg', ascii('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectKind('README', ascii('plain text'))).toBeNull();
    expect(detectKind('archive.tar.gz', bytes(0x1f, 0x8b))).toBeNull();
  });
});
