import { PassThrough, Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import {
  writeCamt053,
  type TCamt053Message,
  type TCamtEntry,
  type TCamtStatement,
} from './camt053-writer';
import {
  CAMT053_XSD_SKIP_NOTE,
  hasCamt053Xsd,
  validateCamt053,
} from './test-support/camt053-schema';

if (!hasCamt053Xsd) console.warn(CAMT053_XSD_SKIP_NOTE);

const CREATED_AT = new Date('2026-11-20T07:15:00.000Z');

function makeStatement(overrides: Partial<TCamtStatement> = {}): TCamtStatement {
  return {
    id: 'HR1723600001101234565-2026-17',
    sequenceNumber: 17,
    createdAt: CREATED_AT,
    from: new Date('2026-11-18T23:00:00.000Z'),
    to: new Date('2026-11-19T22:59:59.999Z'),
    account: {
      iban: 'HR1723600001101234565',
      currency: 'EUR',
      name: 'Poslovni račun',
      owner: { name: 'Slavonska žitna d.o.o.', organisationId: '47215896307' },
      servicer: { bic: 'JPBAHR22', name: 'Jadranska poslovna banka d.d.' },
    },
    balances: [
      { code: 'OPBD', amountMinor: 100_000n, date: '2026-11-19' },
      { code: 'CLBD', amountMinor: 75_050n, date: '2026-11-19' },
    ],
    totals: { creditCount: 1, creditMinor: 12_550n, debitCount: 1, debitMinor: 37_500n },
    ...overrides,
  };
}

function makeEntry(overrides: Partial<TCamtEntry> = {}): TCamtEntry {
  return {
    reference: '1001',
    amountMinor: 12_550n,
    bookedAt: new Date('2026-11-19T09:30:00.000Z'),
    valueDate: '2026-11-19',
    bankTransactionCode: { domain: 'PMNT', family: 'RCDT', subFamily: 'DMCT' },
    proprietaryCode: 'PAYMENT_IN',
    endToEndId: 'E2E-1',
    counterparty: { name: 'Kupac d.o.o.', iban: 'HR6623400091110012345' },
    description: 'Račun 12/2026',
    creditorReference: 'HR01 1234-56',
    ...overrides,
  };
}

const DEBIT = makeEntry({
  reference: '1002',
  amountMinor: -37_500n,
  bankTransactionCode: { domain: 'PMNT', family: 'ICDT', subFamily: 'DMCT' },
  proprietaryCode: 'PAYMENT_OUT',
  counterparty: { name: 'Dobavljač & sin <d.o.o.>', iban: 'DE89370400440532013000' },
  description: 'Najam\u0007 za studeni',
  creditorReference: null,
  endToEndId: null,
});

async function renderCamt(
  message: TCamt053Message,
  entries: Iterable<TCamtEntry> | AsyncIterable<TCamtEntry>,
): Promise<string> {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  await writeCamt053(message, entries, output);
  output.end();
  return Buffer.concat(chunks).toString('utf8');
}

function message(statements: TCamtStatement[]): TCamt053Message {
  return { messageId: 'S6f1c2a9e0b3d4c5a8e7f6a5b4c3d2e1f', createdAt: CREATED_AT, statements };
}

describe('writeCamt053', () => {
  it('writes the header, balances, totals and each entry with its parties and references', async () => {
    const xml = await renderCamt(message([makeStatement()]), [makeEntry(), DEBIT]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08">');
    expect(xml).toContain('<ElctrncSeqNb>17</ElctrncSeqNb><LglSeqNb>17</LglSeqNb>');
    expect(xml).toContain(
      '<Bal><Tp><CdOrPrtry><Cd>OPBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">1000.00</Amt><CdtDbtInd>CRDT</CdtDbtInd>',
    );
    expect(xml).toContain('<Cd>CLBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">750.50</Amt>');
    expect(xml).toContain('<TtlNetNtry><Amt>249.50</Amt><CdtDbtInd>DBIT</CdtDbtInd></TtlNetNtry>');
    expect(xml.match(/<Ntry>/g)).toHaveLength(2);
    expect(xml).toContain('<Dbtr><Pty><Nm>Kupac d.o.o.</Nm></Pty></Dbtr>');
    expect(xml).toContain('<Ref>HR011234-56</Ref>');
    expect(xml).toContain('<Cdtr><Pty><Nm>Dobavljač &amp; sin &lt;d.o.o.&gt;</Nm></Pty></Cdtr>');
    expect(xml).toContain('<CdtrAcct><Id><IBAN>DE89370400440532013000</IBAN></Id></CdtrAcct>');
    expect(xml).toContain('<Ustrd>Najam  za studeni</Ustrd>');
  });

  it('writes a negative balance as a debit and cuts long texts at 140 characters, not UTF-16 units', async () => {
    const longName = '😀'.repeat(150);
    const xml = await renderCamt(
      message([
        makeStatement({
          balances: [
            { code: 'OPBD', amountMinor: -500n, date: '2026-11-19' },
            { code: 'CLBD', amountMinor: 12_050n, date: '2026-11-19' },
          ],
          totals: { creditCount: 1, creditMinor: 12_550n, debitCount: 0, debitMinor: 0n },
        }),
      ]),
      [makeEntry({ counterparty: { name: longName, iban: null } })],
    );
    expect(xml).toContain('<Amt Ccy="EUR">5.00</Amt><CdtDbtInd>DBIT</CdtDbtInd>');
    const name = /<Dbtr><Pty><Nm>(.*?)<\/Nm>/.exec(xml)?.[1] ?? '';
    expect(Array.from(name)).toHaveLength(140);
  });

  it('refuses entries that do not add up to the statement totals', async () => {
    await expect(renderCamt(message([makeStatement()]), [makeEntry()])).rejects.toThrow(
      /do not add up/,
    );
  });

  it('refuses entries out of statement order', async () => {
    const first = makeStatement({
      totals: { creditCount: 0, creditMinor: 0n, debitCount: 0, debitMinor: 0n },
    });
    const second = makeStatement({
      id: 'HR6623400091110012345-2026-3',
      totals: { creditCount: 1, creditMinor: 12_550n, debitCount: 0, debitMinor: 0n },
    });
    await expect(
      renderCamt(message([first, second]), [
        makeEntry({ statementIndex: 1 }),
        makeEntry({ statementIndex: 0 }),
      ]),
    ).rejects.toThrow(/statement order/);
  });

  it('waits for a slow reader instead of buffering the whole statement', async () => {
    const count = 3_000;
    let peakBufferedBytes = 0;
    let received = 0;
    const output = new Writable({
      highWaterMark: 16 * 1024,
      write(chunk: Buffer, _encoding, callback) {
        received += chunk.length;
        setImmediate(callback);
      },
    });
    function* entries() {
      for (let index = 0; index < count; index++) {
        peakBufferedBytes = Math.max(peakBufferedBytes, output.writableLength);
        yield makeEntry({ reference: String(index + 1), amountMinor: 100n });
      }
    }
    await writeCamt053(
      message([
        makeStatement({
          balances: [{ code: 'CLBD', amountMinor: 300_000n, date: '2026-11-19' }],
          totals: {
            creditCount: count,
            creditMinor: 100n * BigInt(count),
            debitCount: 0,
            debitMinor: 0n,
          },
        }),
      ]),
      entries(),
      output,
    );
    expect(received).toBeGreaterThan(count * 500);
    expect(peakBufferedBytes).toBeLessThan(24 * 1024);
  });

  it('stops with an error when the reader goes away', async () => {
    const output = new PassThrough();
    output.destroy();
    await expect(
      writeCamt053(message([makeStatement()]), [makeEntry(), DEBIT], output),
    ).rejects.toThrow();
  });
});

describe.skipIf(!hasCamt053Xsd)('camt.053.001.08 schema (shared/reference/iso20022-xsd)', () => {
  it('validates an individual statement, and a group statement with an account without entries', async () => {
    const individual = await renderCamt(message([makeStatement()]), [makeEntry(), DEBIT]);
    expect(await validateCamt053(individual)).toEqual({ isValid: true, errors: [] });

    const quiet = makeStatement({
      id: 'HR6623400091110012345-2026-3',
      sequenceNumber: 3,
      account: {
        iban: 'HR6623400091110012345',
        currency: 'JPY',
        owner: { name: 'Slavonska žitna d.o.o.' },
        servicer: { bic: 'JPBAHR22' },
      },
      balances: [{ code: 'ITBD', amountMinor: -2_700n, date: '2026-11-19' }],
      totals: { creditCount: 0, creditMinor: 0n, debitCount: 0, debitMinor: 0n },
      additionalInfo: 'Zbirni izvod',
    });
    const group = await renderCamt(message([makeStatement(), quiet]), [
      makeEntry(),
      { ...DEBIT, counterparty: { name: null, iban: '12345-678' } },
    ]);
    expect(await validateCamt053(group)).toEqual({ isValid: true, errors: [] });
    expect(group.match(/<Stmt>/g)).toHaveLength(2);
  });

  it('validates a statement of 20,000 entries with more memory for the validator', async () => {
    const count = 20_000;
    const entries = function* () {
      for (let index = 0; index < count; index++)
        yield index % 2 === 0
          ? makeEntry({ reference: String(index + 1) })
          : { ...DEBIT, reference: String(index + 1) };
    };
    const half = BigInt(count / 2);
    const xml = await renderCamt(
      message([
        makeStatement({
          balances: [
            { code: 'OPBD', amountMinor: 300_000_000n, date: '2026-11-19' },
            {
              code: 'CLBD',
              amountMinor: 300_000_000n + half * (12_550n - 37_500n),
              date: '2026-11-19',
            },
          ],
          totals: {
            creditCount: count / 2,
            creditMinor: half * 12_550n,
            debitCount: count / 2,
            debitMinor: half * 37_500n,
          },
        }),
      ]),
      entries(),
    );
    expect(xml.length).toBeGreaterThan(10_000_000);
    const result = await validateCamt053(xml, 64);
    expect(result.errors.slice(0, 3)).toEqual([]);
    expect(result.isValid).toBe(true);
  }, 120_000);
});
