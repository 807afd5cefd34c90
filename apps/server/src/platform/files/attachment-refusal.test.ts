import { describe, expect, it } from 'vitest';
import { describeError } from '@poslovno/contract';
import { refuseAttachment } from './attachment-refusal';

function describeRefusal(locale: 'hr' | 'en', ...args: Parameters<typeof refuseAttachment>) {
  const error = refuseAttachment(...args);
  return describeError(error.code, locale, error.values);
}

describe('refuseAttachment', () => {
  it('is ATTACHMENT_ISSUES with the issue as the validation of the field', () => {
    const error = refuseAttachment('too-many-files', 'files', { maxFiles: 1 });
    expect(error.code).toBe('ATTACHMENT_ISSUES');
    expect(error.validations).toEqual([{ field: 'files', code: 'too-many-files' }]);
  });

  it('says what was wrong, in Croatian and in English', () => {
    expect(describeRefusal('hr', 'too-many-files', 'files', { maxFiles: 1 })).toBe(
      'Previše datoteka: dopušteno ih je najviše 1.',
    );
    expect(describeRefusal('en', 'too-many-files', 'files', { maxFiles: 1 })).toBe(
      'Too many files: at most 1 are allowed.',
    );
    expect(
      describeRefusal('hr', 'file-too-large', 'file', { fileName: 'Izvod.pdf', maxMb: 10 }),
    ).toBe('Datoteka Izvod.pdf veća je od 10 MB.');
    expect(
      describeRefusal('en', 'file-content-mismatch', 'file', {
        fileName: 'a.png',
        fileType: 'PNG',
      }),
    ).toBe('The content of a.png is not PNG, as its name says, or the file is damaged.');
    expect(describeRefusal('hr', 'file-empty', 'file', { fileName: 'prazna.txt' })).toBe(
      'Datoteka prazna.txt je prazna.',
    );
  });

  it('leaves the fixed text of 000 §8 to a refusal without an issue', () => {
    expect(describeError('ATTACHMENT_ISSUES', 'hr')).toBe(
      'Zahtjev je odbijen. Za pomoć se obratite podršci banke.',
    );
  });
});
