import { describe, expect, it } from 'vitest';
import {
  ATTACHMENT_FILE_TYPES,
  cleanUploadedFileName,
  readClaimedType,
  toContentType,
} from './file-types';

describe('readClaimedType', () => {
  it('reads the type from the extension, whatever its case', () => {
    expect(readClaimedType('Ugovor.PDF')).toBe('pdf');
    expect(readClaimedType('slika.jpeg')).toBe('jpeg');
    expect(readClaimedType('isplate.studeni.xml')).toBe('xml');
    expect(readClaimedType('isplate.xml.GPG')).toBe('gpg');
    expect(readClaimedType('isplate.zip.asc')).toBe('asc');
  });

  it('knows no type for another extension, none, or a name that is only one', () => {
    expect(readClaimedType('program.exe')).toBeUndefined();
    expect(readClaimedType('README')).toBeUndefined();
    expect(readClaimedType('.pdf')).toBeUndefined();
    expect(readClaimedType('racun.')).toBeUndefined();
  });
});

describe('cleanUploadedFileName', () => {
  it('keeps the last segment of a path, in NFC, without control characters', () => {
    expect(cleanUploadedFileName('C:\\Users\\ana\\Račun.pdf')).toBe('Račun.pdf');
    expect(cleanUploadedFileName('dokumenti/Izvod\u0000\u001b.pdf')).toBe('Izvod.pdf');
    expect(cleanUploadedFileName('Ugovor c\u030c.pdf')).toBe('Ugovor č.pdf');
  });

  it('has no name for nothing, . or ..', () => {
    expect(cleanUploadedFileName('')).toBeUndefined();
    expect(cleanUploadedFileName('dir/..')).toBeUndefined();
    expect(cleanUploadedFileName('\u0007')).toBeUndefined();
  });

  it('cuts a long name to 255 characters, keeping the extension', () => {
    const name = cleanUploadedFileName(`${'ž'.repeat(300)}.docx`);
    expect(Array.from(name ?? '')).toHaveLength(255);
    expect(name?.endsWith('žž.docx')).toBe(true);
  });
});

describe('toContentType', () => {
  it('serves text with its charset and the rest by its media type', () => {
    expect(toContentType('xml')).toBe('application/xml; charset=utf-8');
    expect(toContentType('jpg')).toBe('image/jpeg');
    expect(toContentType('pgp')).toBe('application/octet-stream');
    expect(toContentType('asc')).toBe('text/plain; charset=utf-8');
  });
});

describe('ATTACHMENT_FILE_TYPES', () => {
  it('takes neither archives nor signed files, which only their own routes take', () => {
    expect(ATTACHMENT_FILE_TYPES).not.toContain('zip');
    expect(ATTACHMENT_FILE_TYPES).not.toContain('pgp');
    expect(ATTACHMENT_FILE_TYPES).not.toContain('gpg');
    expect(ATTACHMENT_FILE_TYPES).not.toContain('asc');
    expect(ATTACHMENT_FILE_TYPES).toContain('xml');
  });
});
