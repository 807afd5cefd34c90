import { PassThrough, Writable } from 'node:stream';
import { setImmediate as yieldToIo } from 'node:timers/promises';
import { SaxesParser } from 'saxes';
import { describe, expect, it } from 'vitest';
import type { TPain001Version } from '../pain001-issues';
import {
  PAIN002_VERSION_FOR,
  writePain002,
  type TPain002PaymentInformation,
  type TPain002Report,
  type TPain002Transaction,
} from './pain002-writer';
import type { TPain002TransactionStatus } from './pain002-status';
import {
  hasPain002Xsd,
  PAIN002_XSD_SKIP_NOTE,
  validatePain002,
} from './test-support/pain002-schema';

if (!hasPain002Xsd) console.warn(PAIN002_XSD_SKIP_NOTE);

const VERSIONS: readonly TPain001Version[] = ['pain.001.001.03', 'pain.001.001.09'];

function makeGroup(
  overrides: Partial<TPain002PaymentInformation> = {},
): TPain002PaymentInformation {
  return {
    originalId: 'PMTINF-2026-11-20-1',
    originalNumberOfTransactions: 2,
    originalControlSum: { amountMinor: 50_050n, currency: 'EUR' },
    countsByStatus: { ACTC: 2 },
    ...overrides,
  };
}

function makeReport(overrides: Partial<TPain002Report> = {}): TPain002Report {
  return {
    messageId: 'STS-6f1c2a9e0b3d4c5a8e7f',
    createdAt: new Date('2026-11-20T07:15:00.000Z'),
    bank: { bic: 'JPBAHR22', name: 'Jadranska poslovna banka d.d.' },
    original: {
      messageId: 'SLAVZIT-2026-11-20-001',
      version: 'pain.001.001.03',
      createdAt: new Date('2026-11-20T07:10:00.000Z'),
      numberOfTransactions: 2,
      controlSum: { amountMinor: 50_050n, currency: 'EUR' },
    },
    paymentInformations: [makeGroup()],
    ...overrides,
  };
}

function makeTransaction(overrides: Partial<TPain002Transaction> = {}): TPain002Transaction {
  return {
    paymentInformationIndex: 0,
    statusId: 'STS-1',
    originalInstructionId: 'INSTR-1',
    originalEndToEndId: 'E2E-1',
    status: 'ACTC',
    acceptedAt: new Date('2026-11-20T07:14:00.000Z'),
    original: {
      amountMinor: 12_550n,
      currency: 'EUR',
      requestedExecutionDate: '2026-11-23',
      debtor: { name: 'Slavonska žitna d.o.o.', account: 'HR1723600001101234565' },
      creditor: { name: 'Dobavljač d.o.o.', account: 'HR66 2340 0091 1100 1234 5' },
    },
    ...overrides,
  };
}

const REJECTED = makeTransaction({
  statusId: 'STS-2',
  originalInstructionId: 'INSTR-2',
  originalEndToEndId: 'E2E-2',
  status: 'RJCT',
  acceptedAt: null,
  reasons: [{ code: 'AC01', additionalInfo: ['IBAN primatelja nije ispravan'] }],
  original: {
    amountMinor: 37_500n,
    currency: 'EUR',
    requestedExecutionDate: '2026-11-23',
    creditor: { name: 'Najmodavac', account: 'HR0000000000000000000' },
  },
});

async function renderPain002(
  report: TPain002Report,
  transactions: Iterable<TPain002Transaction> | AsyncIterable<TPain002Transaction>,
): Promise<string> {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  await writePain002(output, report, transactions);
  output.end();
  return Buffer.concat(chunks).toString('utf8');
}

function withVersion(report: TPain002Report, version: TPain001Version): TPain002Report {
  return { ...report, original: { ...report.original, version } };
}

/** One report per status a customer sees, each at the group, payment information and transaction. */
const STATUS_CASES: ReadonlyArray<{
  name: string;
  groupStatus: string;
  group: TPain002PaymentInformation;
  transactions: TPain002Transaction[];
}> = [
  {
    name: 'accepted technically',
    groupStatus: 'ACTC',
    group: makeGroup({ countsByStatus: { ACTC: 2 } }),
    transactions: [makeTransaction(), makeTransaction({ originalEndToEndId: 'E2E-2' })],
  },
  {
    name: 'executed',
    groupStatus: 'ACSC',
    group: makeGroup({ countsByStatus: { ACSC: 2 } }),
    transactions: [makeTransaction({ status: 'ACSC' })],
  },
  {
    name: 'partly rejected',
    groupStatus: 'PART',
    group: makeGroup({ countsByStatus: { ACSP: 1, RJCT: 1 } }),
    transactions: [makeTransaction({ status: 'ACSP' }), REJECTED],
  },
  {
    name: 'rejected',
    groupStatus: 'RJCT',
    group: makeGroup({
      countsByStatus: { RJCT: 2 },
      reasons: [{ code: 'AM04', additionalInfo: ['Nedovoljno sredstava na računu'] }],
    }),
    transactions: [
      makeTransaction({
        status: 'RJCT',
        acceptedAt: null,
        reasons: [{ code: 'AM04' }, { code: 'NARR', additionalInfo: ['Pokriće nije osigurano'] }],
      }),
      REJECTED,
    ],
  },
  {
    name: 'pending',
    groupStatus: 'PDNG',
    group: makeGroup({ countsByStatus: { PDNG: 1, ACCP: 1 } }),
    transactions: [
      makeTransaction({ status: 'PDNG', acceptedAt: null }),
      makeTransaction({ status: 'ACCP', originalEndToEndId: 'E2E-2' }),
    ],
  },
];

describe('writePain002', () => {
  it('answers a pain.001.001.03 file with pain.002.001.03 and a .09 file with pain.002.001.10', async () => {
    expect(PAIN002_VERSION_FOR).toEqual({
      'pain.001.001.03': 'pain.002.001.03',
      'pain.001.001.09': 'pain.002.001.10',
    });
    const old = await renderPain002(makeReport(), [makeTransaction()]);
    expect(old).toContain('<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.002.001.03">');
    expect(old).toContain('<OrgnlMsgNmId>pain.001.001.03</OrgnlMsgNmId>');
    expect(old).toContain('<DbtrAgt><FinInstnId><BIC>JPBAHR22</BIC></FinInstnId></DbtrAgt>');
    expect(old).toContain('<ReqdExctnDt>2026-11-23</ReqdExctnDt>');
    expect(old).toContain('<Dbtr><Nm>Slavonska žitna d.o.o.</Nm></Dbtr>');

    const current = await renderPain002(withVersion(makeReport(), 'pain.001.001.09'), [
      makeTransaction(),
    ]);
    expect(current).toContain('<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.002.001.10">');
    expect(current).toContain(
      '<DbtrAgt><FinInstnId><BICFI>JPBAHR22</BICFI></FinInstnId></DbtrAgt>',
    );
    expect(current).toContain('<ReqdExctnDt><Dt>2026-11-23</Dt></ReqdExctnDt>');
    expect(current).toContain('<Dbtr><Pty><Nm>Slavonska žitna d.o.o.</Nm></Pty></Dbtr>');
  });

  it('writes the group, payment information and transaction levels with counts per status', async () => {
    const xml = await renderPain002(
      makeReport({ paymentInformations: [makeGroup({ countsByStatus: { ACSP: 1, RJCT: 1 } })] }),
      [makeTransaction({ status: 'ACSP' }), REJECTED],
    );
    expect(xml).toContain(
      '<OrgnlNbOfTxs>2</OrgnlNbOfTxs><OrgnlCtrlSum>500.50</OrgnlCtrlSum><GrpSts>PART</GrpSts>' +
        '<NbOfTxsPerSts><DtldNbOfTxs>1</DtldNbOfTxs><DtldSts>ACSP</DtldSts></NbOfTxsPerSts>' +
        '<NbOfTxsPerSts><DtldNbOfTxs>1</DtldNbOfTxs><DtldSts>RJCT</DtldSts></NbOfTxsPerSts></OrgnlGrpInfAndSts>',
    );
    expect(xml).toContain('<PmtInfSts>PART</PmtInfSts>');
    expect(xml).toContain(
      '<TxInfAndSts><StsId>STS-2</StsId><OrgnlInstrId>INSTR-2</OrgnlInstrId><OrgnlEndToEndId>E2E-2</OrgnlEndToEndId>' +
        '<TxSts>RJCT</TxSts><StsRsnInf><Rsn><Cd>AC01</Cd></Rsn><AddtlInf>IBAN primatelja nije ispravan</AddtlInf></StsRsnInf>' +
        '<OrgnlTxRef><Amt><InstdAmt Ccy="EUR">375.00</InstdAmt></Amt>',
    );
    expect(xml).toContain('<CdtrAcct><Id><IBAN>HR6623400091110012345</IBAN></Id></CdtrAcct>');
    expect(xml).toContain('<AccptncDtTm>2026-11-20T07:14:00.000Z</AccptncDtTm>');
  });

  it("writes amounts with the currency's decimals", async () => {
    const xml = await renderPain002(
      makeReport({
        original: {
          ...makeReport().original,
          controlSum: { amountMinor: 1_500n, currency: 'JPY' },
        },
      }),
      [makeTransaction({ original: { amountMinor: 1_234_567n, currency: 'KWD' } })],
    );
    expect(xml).toContain('<OrgnlCtrlSum>1500</OrgnlCtrlSum>');
    expect(xml).toContain('<InstdAmt Ccy="KWD">1234.567</InstdAmt>');
  });

  it('sums the counts of the groups for the message and lists only the groups given', async () => {
    const xml = await renderPain002(
      makeReport({
        original: { ...makeReport().original, numberOfTransactions: 3 },
        paymentInformations: [
          makeGroup({ countsByStatus: { ACSC: 2 } }),
          makeGroup({
            originalId: 'PMTINF-2',
            originalNumberOfTransactions: 1,
            countsByStatus: { RJCT: 1 },
          }),
        ],
      }),
      [{ ...REJECTED, paymentInformationIndex: 1 }],
    );
    expect(xml).toContain(
      '<GrpSts>PART</GrpSts><NbOfTxsPerSts><DtldNbOfTxs>2</DtldNbOfTxs><DtldSts>ACSC</DtldSts></NbOfTxsPerSts>',
    );
    expect(xml.match(/<OrgnlPmtInfAndSts>/g)).toHaveLength(2);
    expect(xml).toContain('<PmtInfSts>ACSC</PmtInfSts>');
    expect(xml).toMatch(/<PmtInfSts>RJCT<\/PmtInfSts>.*<TxSts>RJCT<\/TxSts>/s);
  });

  it('rejects a whole file with its reasons and no payment information', async () => {
    const xml = await renderPain002(
      makeReport({
        status: 'RJCT',
        reasons: [{ code: 'FF01', additionalInfo: ['Datoteka ne odgovara shemi pain.001.001.03'] }],
        paymentInformations: [],
      }),
      [],
    );
    expect(xml).toContain(
      '<GrpSts>RJCT</GrpSts><StsRsnInf><Rsn><Cd>FF01</Cd></Rsn><AddtlInf>Datoteka ne odgovara shemi pain.001.001.03</AddtlInf></StsRsnInf></OrgnlGrpInfAndSts>',
    );
    expect(xml).not.toContain('OrgnlPmtInfAndSts');
    expect(xml).not.toContain('NbOfTxsPerSts');
  });

  it('escapes hostile text and cuts it at the schema lengths in characters, not UTF-16 units', async () => {
    const hostile = 'Dobavljač & sin <d.o.o.> "Zagreb" \'HR\'\u0007\u001F';
    const xml = await renderPain002(
      makeReport({
        bank: { bic: 'JPBAHR22', name: '😀'.repeat(150) },
        paymentInformations: [makeGroup({ originalId: 'A&B<1>', countsByStatus: { RJCT: 2 } })],
      }),
      [
        makeTransaction({
          statusId: 'S'.repeat(50),
          originalEndToEndId: '"E2E"&\'1\'',
          status: 'RJCT',
          reasons: [{ code: 'NARR', additionalInfo: ['<b>' + 'ž'.repeat(200)] }],
          original: {
            amountMinor: 1n,
            currency: 'EUR',
            creditor: { name: hostile, account: 'not an IBAN & <more>' },
          },
        }),
      ],
    );
    // XML cannot carry the control characters even escaped: each becomes a space.
    expect(xml).toContain(
      '<Cdtr><Nm>Dobavljač &amp; sin &lt;d.o.o.&gt; &quot;Zagreb&quot; &apos;HR&apos;  </Nm></Cdtr>',
    );
    expect(xml).toContain('<OrgnlPmtInfId>A&amp;B&lt;1&gt;</OrgnlPmtInfId>');
    expect(xml).toContain('<OrgnlEndToEndId>&quot;E2E&quot;&amp;&apos;1&apos;</OrgnlEndToEndId>');
    expect(xml).toContain(
      '<CdtrAcct><Id><Othr><Id>notanIBAN&amp;&lt;more&gt;</Id></Othr></Id></CdtrAcct>',
    );
    expect(xml).toContain(`<StsId>${'S'.repeat(35)}</StsId>`);
    expect(xml).toContain(`<AddtlInf>&lt;b&gt;${'ž'.repeat(102)}</AddtlInf>`);
    const bankName = /<InitgPty><Nm>(.*?)<\/Nm>/.exec(xml)?.[1] ?? '';
    expect(Array.from(bankName)).toHaveLength(140);
  });

  it('refuses a report that contradicts itself', async () => {
    const render = (report: TPain002Report, transactions: TPain002Transaction[] = []) =>
      renderPain002(report, transactions);
    await expect(
      render(
        makeReport({
          status: 'ACSC',
          paymentInformations: [makeGroup({ countsByStatus: { RJCT: 2 } })],
        }),
      ),
    ).rejects.toThrow(/contradicts its counts/);
    await expect(render(makeReport({ status: 'RJCT', paymentInformations: [] }))).rejects.toThrow(
      /says why/,
    );
    await expect(
      render(makeReport({ paymentInformations: [makeGroup({ countsByStatus: { ACTC: 3 } })] })),
    ).rejects.toThrow(/count 3 transactions, the group has 2/);
    await expect(
      render(makeReport(), [makeTransaction(), makeTransaction(), makeTransaction()]),
    ).rejects.toThrow(/lists 3 ACTC transactions but counts 2/);
    await expect(
      render(makeReport({ paymentInformations: [makeGroup({ countsByStatus: { RJCT: 2 } })] }), [
        makeTransaction({ status: 'RJCT' }),
      ]),
    ).rejects.toThrow(/says why/);
    await expect(
      render(makeReport({ paymentInformations: [makeGroup({ countsByStatus: { RJCT: 2 } })] }), [
        makeTransaction({ status: 'RJCT', reasons: [{ code: 'NARR' }] }),
      ]),
    ).rejects.toThrow(/NARR/);
    await expect(render(makeReport({ bank: { bic: 'jpbahr22' } }))).rejects.toThrow(/BIC/);
  });

  it('refuses transactions out of payment information order', async () => {
    const report = makeReport({
      paymentInformations: [makeGroup(), makeGroup({ originalId: 'PMTINF-2' })],
    });
    await expect(
      renderPain002(report, [
        makeTransaction({ paymentInformationIndex: 1 }),
        makeTransaction({ paymentInformationIndex: 0 }),
      ]),
    ).rejects.toThrow(/payment information order/);
  });

  it('stops with an error when the reader goes away', async () => {
    const output = new PassThrough();
    output.destroy();
    await expect(writePain002(output, makeReport(), [makeTransaction()])).rejects.toThrow();
  });

  it('streams 100,000 transactions into a slow sink without holding them', async () => {
    const count = 100_000;
    let peakBufferedBytes = 0;
    let receivedBytes = 0;
    let receivedTransactions = 0;
    const sink = new Writable({
      highWaterMark: 64 * 1024,
      write(chunk: Buffer, _encoding, callback) {
        receivedBytes += chunk.length;
        if (chunk.includes('<TxInfAndSts>')) receivedTransactions += 1;
        setImmediate(callback);
      },
    });
    const heapBefore = process.memoryUsage().heapUsed;
    let peakHeapGrowth = 0;
    async function* transactions(): AsyncGenerator<TPain002Transaction> {
      for (let index = 0; index < count; index++) {
        peakBufferedBytes = Math.max(peakBufferedBytes, sink.writableLength);
        // As a database cursor does, a page of rows at a time.
        if (index % 1_000 === 0) await yieldToIo();
        if (index % 10_000 === 0) {
          peakHeapGrowth = Math.max(peakHeapGrowth, process.memoryUsage().heapUsed - heapBefore);
        }
        const status: TPain002TransactionStatus = index % 10 === 0 ? 'RJCT' : 'ACSC';
        yield makeTransaction({
          statusId: `STS-${index}`,
          originalInstructionId: `INSTR-${index}`,
          originalEndToEndId: `E2E-${index}`,
          status,
          reasons: status === 'RJCT' ? [{ code: 'AM04' }] : undefined,
        });
      }
    }
    const report = makeReport({
      original: { ...makeReport().original, numberOfTransactions: count },
      paymentInformations: [
        makeGroup({
          originalNumberOfTransactions: count,
          countsByStatus: { ACSC: count * 0.9, RJCT: count * 0.1 },
        }),
      ],
    });
    await writePain002(sink, report, transactions());
    await new Promise<void>((resolve) => sink.end(resolve));
    expect(receivedTransactions).toBe(count);
    // The document is some 60 MB; the writer holds one transaction and the sink's 64 KiB.
    expect(receivedBytes).toBeGreaterThan(count * 500);
    expect(peakBufferedBytes).toBeLessThan(80 * 1024);
    // Holding the written text, or the transactions, would grow the heap past the document's size
    // (some 15 MB of young garbage is usual between collections).
    expect(peakHeapGrowth).toBeLessThan(receivedBytes * 0.75);
  }, 60_000);
});

/** The text of each element by its path, in document order (a path may repeat). */
function readElements(xml: string): Array<[string, string]> {
  const parser = new SaxesParser();
  const path: string[] = [];
  const elements: Array<[string, string]> = [];
  let text = '';
  parser.on('opentag', (tag) => {
    path.push(tag.name);
    text = '';
    const currency = tag.attributes.Ccy;
    if (typeof currency === 'string') elements.push([`${path.join('/')}@Ccy`, currency]);
  });
  parser.on('text', (chunk) => {
    text += chunk;
  });
  parser.on('closetag', () => {
    if (text.trim() !== '') elements.push([path.join('/'), text]);
    text = '';
    path.pop();
  });
  parser.write(xml).close();
  return elements;
}

describe('writePain002 read back', () => {
  it('reads back the values it was given', async () => {
    const xml = await renderPain002(
      makeReport({ paymentInformations: [makeGroup({ countsByStatus: { ACSC: 1, RJCT: 1 } })] }),
      [makeTransaction({ status: 'ACSC' }), REJECTED],
    );
    const elements = readElements(xml);
    const valuesOf = (suffix: string) =>
      elements.filter(([path]) => path.endsWith(suffix)).map(([, value]) => value);
    expect(valuesOf('GrpHdr/MsgId')).toEqual(['STS-6f1c2a9e0b3d4c5a8e7f']);
    expect(valuesOf('GrpHdr/CreDtTm')).toEqual(['2026-11-20T07:15:00.000Z']);
    expect(valuesOf('OrgnlGrpInfAndSts/OrgnlMsgId')).toEqual(['SLAVZIT-2026-11-20-001']);
    expect(valuesOf('OrgnlGrpInfAndSts/OrgnlCreDtTm')).toEqual(['2026-11-20T07:10:00.000Z']);
    expect(valuesOf('OrgnlGrpInfAndSts/GrpSts')).toEqual(['PART']);
    expect(valuesOf('OrgnlPmtInfAndSts/OrgnlPmtInfId')).toEqual(['PMTINF-2026-11-20-1']);
    expect(valuesOf('OrgnlPmtInfAndSts/PmtInfSts')).toEqual(['PART']);
    expect(valuesOf('OrgnlPmtInfAndSts/NbOfTxsPerSts/DtldSts')).toEqual(['ACSC', 'RJCT']);
    expect(valuesOf('TxInfAndSts/OrgnlEndToEndId')).toEqual(['E2E-1', 'E2E-2']);
    expect(valuesOf('TxInfAndSts/TxSts')).toEqual(['ACSC', 'RJCT']);
    expect(valuesOf('StsRsnInf/Rsn/Cd')).toEqual(['AC01']);
    expect(valuesOf('Amt/InstdAmt')).toEqual(['125.50', '375.00']);
    expect(valuesOf('Amt/InstdAmt@Ccy')).toEqual(['EUR', 'EUR']);
    expect(valuesOf('Cdtr/Nm')).toEqual(['Dobavljač d.o.o.', 'Najmodavac']);
    expect(valuesOf('DbtrAcct/Id/IBAN')).toEqual(['HR1723600001101234565']);
  });
});

describe.skipIf(!hasPain002Xsd)('pain.002 schemas (shared/reference/iso20022-xsd)', () => {
  for (const version of VERSIONS) {
    const reportVersion = PAIN002_VERSION_FOR[version];
    for (const statusCase of STATUS_CASES) {
      it(`validates a report ${statusCase.name} (${statusCase.groupStatus}) against ${reportVersion}`, async () => {
        const xml = await renderPain002(
          withVersion(makeReport({ paymentInformations: [statusCase.group] }), version),
          statusCase.transactions,
        );
        expect(xml).toContain(`<GrpSts>${statusCase.groupStatus}</GrpSts>`);
        expect(xml).toContain(`<PmtInfSts>${statusCase.groupStatus}</PmtInfSts>`);
        expect(await validatePain002(xml, reportVersion)).toEqual({ isValid: true, errors: [] });
      });
    }

    it(`validates a whole-file rejection and hostile text against ${reportVersion}`, async () => {
      const rejected = await renderPain002(
        withVersion(
          makeReport({
            status: 'RJCT',
            reasons: [{ code: 'FF01' }, { code: 'NARR', additionalInfo: ['a', 'b'] }],
            paymentInformations: [],
          }),
          version,
        ),
        [],
      );
      expect(await validatePain002(rejected, reportVersion)).toEqual({ isValid: true, errors: [] });

      const hostile = await renderPain002(
        withVersion(
          makeReport({
            bank: { bic: 'JPBAHR22XXX', name: '<&>'.repeat(100) },
            paymentInformations: [makeGroup({ originalId: '<&>"\'', countsByStatus: { PDNG: 2 } })],
          }),
          version,
        ),
        [
          makeTransaction({
            status: 'PDNG',
            statusId: '\u0001'.repeat(40),
            reasons: [{ code: 'NARR', additionalInfo: ['\u0007<'.repeat(200)] }],
            original: {
              amountMinor: 0n,
              currency: 'EUR',
              debtor: { name: '😀'.repeat(200), account: '&'.repeat(40) },
              creditor: { name: null, account: null },
            },
          }),
        ],
      );
      expect(await validatePain002(hostile, reportVersion)).toEqual({ isValid: true, errors: [] });
    });
  }
});
