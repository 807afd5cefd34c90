import { describe, expect, test } from 'vitest';
import { loadPain001Schema } from './pain001-schema-loader';
import { XmllintSession } from './xmllint-session';
import { writePain001 } from '../pain001/test-support/pain001-writer';

const VALID = [...writePain001({ groupSizes: [2] })].join('');
const INVALID = VALID.replace('<Cd>SEPA</Cd>', '<Cd>SEPA</Cd><Xx/>');

describe('one xmllint worker for many runs', { timeout: 30_000 }, () => {
  test('each run answers its own output, bytes moved or copied', async () => {
    const schema = {
      fileName: 'pain.001.001.03.xsd',
      contents: await loadPain001Schema('pain.001.001.03'),
    };
    const session = new XmllintSession();
    try {
      const encode = (text: string) => new Uint8Array(Buffer.from(text));
      const first = await session.validate(
        { fileName: 'a.xml', contents: encode(INVALID) },
        schema,
      );
      const second = await session.validate({ fileName: 'b.xml', contents: VALID }, schema);
      const third = await session.validate(
        { fileName: 'c.xml', contents: encode(INVALID) },
        schema,
      );
      expect(first.valid).toBe(false);
      expect(first.rawOutput).toContain('a.xml');
      expect(second).toEqual({ valid: true, rawOutput: 'b.xml validates\n' });
      expect(third.valid).toBe(false);
      expect(third.rawOutput).toContain('c.xml');
      expect(third.rawOutput).not.toContain('a.xml');
    } finally {
      await session.close();
    }
  });
});
