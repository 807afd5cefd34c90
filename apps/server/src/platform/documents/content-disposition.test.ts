import { describe, expect, it } from 'vitest';
import { buildDocumentFileName, formatContentDisposition } from './content-disposition';

describe('formatContentDisposition', () => {
  it('gives an ASCII fallback and the exact UTF-8 name (RFC 6266, RFC 5987)', () => {
    expect(formatContentDisposition('Izvod_Šibenik 1.pdf')).toBe(
      `attachment; filename="Izvod_Sibenik 1.pdf"; filename*=UTF-8''Izvod_%C5%A0ibenik%201.pdf`,
    );
  });

  it('folds every Croatian letter, đ included, in the fallback', () => {
    expect(formatContentDisposition('čćđšž ČĆĐŠŽ.xlsx')).toContain('filename="ccdsz CCDSZ.xlsx"');
  });

  it('keeps quotes, backslashes and line breaks out of the header', () => {
    const header = formatContentDisposition('a"b\\c\r\nSet-Cookie: x=1\u0000\'(*).pdf');
    expect(header).toBe(
      `attachment; filename="abcSet-Cookie: x=1'(*).pdf"; filename*=UTF-8''a%22b%5CcSet-Cookie%3A%20x%3D1%27%28%2A%29.pdf`,
    );
    expect(header).not.toMatch(/[\r\n]/);
  });

  it('falls back to a plain name when nothing ASCII is left, and survives a lone surrogate', () => {
    expect(formatContentDisposition('\u0000')).toContain('filename="document"');
    expect(formatContentDisposition('a\uD800.pdf')).toContain("filename*=UTF-8''a%EF%BF%BD.pdf");
  });
});

describe('buildDocumentFileName', () => {
  it('joins the safe parts with underscores', () => {
    expect(buildDocumentFileName(['Izvod', 'HR1210010051863000160', '2025-03-14'], 'pdf')).toBe(
      'Izvod_HR1210010051863000160_2025-03-14.pdf',
    );
  });

  it('drops empty parts, replaces what file systems refuse and joins words with hyphens', () => {
    expect(buildDocumentFileName(['  Promet ', '', 'a/b:c*?', 'Drvo  d.o.o.'], 'xlsx')).toBe(
      'Promet_a-b-c--_Drvo-d.o.o..xlsx',
    );
    expect(
      formatContentDisposition(
        buildDocumentFileName(['Stanja računa', 'Slavonska žitna d.o.o.', '2026-10-31'], 'pdf'),
      ),
    ).toBe(
      `attachment; filename="Stanja-racuna_Slavonska-zitna-d.o.o._2026-10-31.pdf"; filename*=UTF-8''Stanja-ra%C4%8Duna_Slavonska-%C5%BEitna-d.o.o._2026-10-31.pdf`,
    );
    expect(buildDocumentFileName(['..', '.hidden'], 'zip')).toBe('_.hidden.zip');
    expect(buildDocumentFileName([], 'zip')).toBe('document.zip');
  });

  it('keeps Croatian letters and caps the length by code point', () => {
    expect(buildDocumentFileName(['Šibenik'], 'pdf')).toBe('Šibenik.pdf');
    expect(Array.from(buildDocumentFileName(['😀'.repeat(200)], 'pdf'))).toHaveLength(154);
  });

  it('refuses an extension that is not short lowercase', () => {
    expect(() => buildDocumentFileName(['a'], '.PDF')).toThrow('extension');
  });
});
