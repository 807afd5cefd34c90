import { describe, expect, it } from 'vitest';
import { Pain001Refusal } from './pain001-types';
import { readBytes, readText } from './test-support/read-text';
import { writePain001 } from './test-support/pain001-writer';

const VALID = [...writePain001({ groupSizes: [2, 3] })].join('');

async function expectRefusal(
  reading: Promise<unknown>,
  reason: Pain001Refusal['reason'],
  at?: { line: number; column: number },
) {
  const error: unknown = await reading.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(Pain001Refusal);
  expect(error).toMatchObject({ reason, ...at });
}

const BILLION_LAUGHS = `<?xml version="1.0"?>
<!DOCTYPE lolz [
 <!ENTITY lol "lol">
 <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
 <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
]>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03"><x>&lol3;</x></Document>`;

describe('readPain001 refuses what it must not read', () => {
  it('reads past a UTF-8 BOM, counting columns after it', async () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(VALID)]);
    const summary = await readBytes(bytes, { chunkLengths: [1, 1, 1, 1] });
    expect(summary.transactionCount).toBe(5);
    expect(summary.issues).toEqual([]);
    expect(summary.header).toMatchObject({ line: 4, column: 5 });
  });

  it.each([1, 5, 1000])(
    'refuses a DOCTYPE (billion laughs) before it is read, in chunks of %i',
    async (size) => {
      await expectRefusal(
        readText(BILLION_LAUGHS, { chunkLengths: Array(2000).fill(size) as number[] }),
        'doctype',
        { line: 2, column: 1 },
      );
    },
  );

  it('refuses an HTML page: with its DOCTYPE, or well-formed as XHTML', async () => {
    await expectRefusal(readText('<!DOCTYPE html>\n<html><body>Login</body></html>'), 'doctype');
    await expectRefusal(
      readText('<html xmlns="http://www.w3.org/1999/xhtml"><body>Login</body></html>'),
      'not-pain001',
      { line: 1, column: 1 },
    );
    await expectRefusal(readText('<html><body><p>Login<br></body></html>'), 'not-pain001');
    await expectRefusal(readText('<p>Login</b>'), 'not-pain001');
  });

  it('refuses text that is not XML, and an empty file', async () => {
    await expectRefusal(readText('IBAN;amount\nHR12;10.00\n'), 'not-xml');
    const mismatched =
      '<?xml version="1.0"?>\n<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03">\n <a></b>';
    await expectRefusal(readText(mismatched), 'not-xml', { line: 3, column: 8 });
    await expectRefusal(readText(''), 'not-xml');
    await expectRefusal(readText(VALID.slice(0, 500)), 'not-xml');
  });

  it('refuses PDF bytes', async () => {
    const pdf = new Uint8Array([
      ...new TextEncoder().encode('%PDF-1.7\n'),
      0x25,
      0xe2,
      0xe3,
      0xcf,
      0xd3,
      0x0a,
    ]);
    await expectRefusal(readBytes(pdf), 'not-xml');
  });

  it('refuses bytes that are not UTF-8, also a file that says it is another encoding', async () => {
    const latin2 = new TextEncoder().encode(VALID.replace('Poslovno d.o.o.', 'Poslovno XX.'));
    latin2[latin2.indexOf(0x58)] = 0xa9;
    await expectRefusal(readBytes(latin2, { chunkLengths: [100] }), 'not-xml');
    await expectRefusal(
      readText(VALID.replace('encoding="UTF-8"', 'encoding="ISO-8859-2"')),
      'not-xml',
    );
  });

  it('refuses a root in an unknown namespace or of another message', async () => {
    const pain008 = VALID.replace('pain.001.001.03', 'pain.008.001.02');
    await expectRefusal(readText(pain008), 'not-pain001', { line: 2, column: 1 });
    await expectRefusal(readText(VALID.replaceAll('Document', 'Doc')), 'not-pain001');
  });

  it('refuses more transactions than allowed as soon as the limit is passed', async () => {
    const handed: number[] = [];
    const reading = readText(VALID, {
      maxTransactions: 3,
      batchSize: 1,
      onTransactions: async (batch) => {
        handed.push(batch.length);
        await Promise.resolve();
      },
    });
    const fourth = VALID.split('\n').findIndex((line, index, lines) => {
      const before = lines.slice(0, index + 1).filter((each) => each.includes('<CdtTrfTxInf>'));
      return before.length === 4;
    });
    await expectRefusal(reading, 'too-many-transactions', { line: fourth + 1, column: 7 });
    expect(await readText(VALID, { maxTransactions: 5 })).toMatchObject({ transactionCount: 5 });
  });
});

describe('readPain001 reads around what the schema check reports', () => {
  it('does not throw on missing elements, words for amounts and unknown currencies', async () => {
    const broken = VALID.replace('<MsgId>MSG-2026-11-30-1</MsgId>', '')
      .replace(/<InstdAmt Ccy="EUR">[^<]*</, '<InstdAmt Ccy="EUR">ten<')
      .replaceAll('Ccy="EUR"', 'Ccy="XYZ"')
      .replace(/<ReqdExctnDt>[^<]*</, '<ReqdExctnDt>tomorrow<')
      .replace(/<CtrlSum>[^<]*</, '<CtrlSum>lots<');
    const summary = await readText(broken);
    expect(summary.transactionCount).toBe(5);
    expect(summary.header.messageId).toBe('');
    expect(summary.transactions[0]).toMatchObject({ amount: 'ten', amountMinor: 0n });
    expect(summary.issues).toEqual([]);
  });

  it('hands transactions over in batches and waits for each', async () => {
    const sizes: number[] = [];
    let isBusy = false;
    const summary = await readText([...writePain001({ groupSizes: [7, 6] })].join(''), {
      batchSize: 4,
      chunkLengths: Array(400).fill(17) as number[],
      onTransactions: async (batch) => {
        expect(isBusy).toBe(false);
        isBusy = true;
        sizes.push(batch.length);
        await new Promise((resolve) => setTimeout(resolve, 1));
        isBusy = false;
      },
    });
    expect(sizes).toEqual([4, 4, 4, 1]);
    expect(
      summary.transactions.map((each) => `${String(each.groupIndex)}.${String(each.index)}`),
    ).toEqual([
      ...[1, 2, 3, 4, 5, 6, 7].map((index) => `1.${String(index)}`),
      ...[1, 2, 3, 4, 5, 6].map((index) => `2.${String(index)}`),
    ]);
  });

  it('keeps maxIssues issues but counts them all', async () => {
    const text = [
      ...writePain001({
        groupSizes: [10],
        editTransaction: (draft) => ({ ...draft, remittance: 'ab' }),
      }),
    ].join('');
    const summary = await readText(text, { maxIssues: 3 });
    expect(summary.issues).toHaveLength(3);
    expect(summary.issueCount).toBe(10);
  });
});
