import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZipFile } from 'yazl';
import { createTestApp, type TTestContext } from '../../../../test/test-app';
import {
  makePdf,
  makeZip,
  makeZipWithRawName,
} from '../../../platform/files/test-support/sample-files';
import { writePain001 } from '../../../../../../packages/iso20022/src/pain001/test-support/pain001-writer';
import {
  SLAVONSKA,
  SLAVONSKA_PAYROLL,
  personId,
} from '../../payments/test-support/payment-fixture';
import { countRows, expectRefusal, uploadFile, type TUploadAnswer } from './proof-support';

/**
 * Issue 25 "Hostile files": each refused whole with its code and its words, nothing of it kept
 * (no file, no line, no stored upload); the server's own limits (MAX_UPLOAD_MB, the zip limits)
 * are the test app's defaults: 10 MB, 200 MB unpacked at most 100:1.
 */
const SAMPLES_DIR = path.resolve(
  import.meta.dirname,
  '../../../../../../../shared/reference/samples',
);
const MEGABYTE = 1024 * 1024;

let ctx: TTestContext;
let token: string;

beforeAll(async () => {
  ctx = await createTestApp();
  token = await ctx.signIn(personId('ana'), SLAVONSKA);
});
afterAll(() => ctx.close());

let fileNumber = 0;

/** A valid file for the test clock's week on Slavonska's payroll account, a message id of its own. */
function validFile(payments = 2): string {
  fileNumber += 1;
  return [
    ...writePain001({
      groupSizes: [payments],
      messageId: `HOSTILE-${String(fileNumber)}-${String(Date.now())}`,
      creationDateTime: '2026-11-20T08:30:00',
      editGroup: (draft) => ({
        ...draft,
        debtorIban: SLAVONSKA_PAYROLL.iban,
        executionDate: '2026-11-23',
      }),
    }),
  ].join('');
}

/** The valid file with a prolog (a DOCTYPE) after its declaration and `&name;` in a remittance. */
function withDoctype(doctype: string, reference: string): string {
  return validFile()
    .replace('?>\n', `?>\n${doctype}\n`)
    .replace('<Ustrd>Invoice 1/1</Ustrd>', `<Ustrd>Invoice ${reference}</Ustrd>`);
}

const XXE = withDoctype('<!DOCTYPE Document [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>', '&xxe;');
const EXTERNAL_DTD = withDoctype(
  '<!DOCTYPE Document SYSTEM "http://127.0.0.1:9/pain.001.001.03.dtd">',
  '1/1',
);
const BILLION_LAUGHS = withDoctype(
  [
    '<!DOCTYPE Document [',
    '<!ENTITY lol "lol">',
    ...Array.from(
      { length: 9 },
      (_, level) =>
        `<!ENTITY lol${String(level + 1)} "${`&lol${level === 0 ? '' : String(level)};`.repeat(10)}">`,
    ),
    ']>',
  ].join('\n'),
  '&lol9;',
);

async function refusedStoringNothing(
  send: () => Promise<TUploadAnswer>,
  code: string,
  description: RegExp,
): Promise<TUploadAnswer> {
  const before = await countRows(ctx);
  const answer = await send();
  expectRefusal(answer, code, description);
  expect(await countRows(ctx)).toEqual(before);
  return answer;
}

const upload = (content: Uint8Array | string, name: string) =>
  uploadFile(ctx, token, typeof content === 'string' ? Buffer.from(content) : content, name);

/** A zip holding one empty folder and nothing else. */
async function makeFolderZip(folder: string): Promise<Buffer> {
  const zip = new ZipFile();
  zip.addEmptyDirectory(folder, { mtime: new Date('2026-11-20T08:00:00Z') });
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function* zeros(megabytes: number): Generator<Buffer> {
  const piece = Buffer.alloc(MEGABYTE);
  for (let count = 0; count < megabytes; count += 1) yield piece;
}

/**
 * A zip whose directory lies: it declares the entry's size as the XML's, but the entry unpacks
 * to the XML followed by megabytes of blanks (well-formed XML still, were it believed).
 */
async function makeLyingZip(xml: string, paddingMegabytes: number): Promise<Buffer> {
  const padded = Buffer.concat([Buffer.from(xml), Buffer.alloc(paddingMegabytes * MEGABYTE, ' ')]);
  const zip = await makeZip([{ name: 'placa.xml', content: padded }]);
  const central = zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
  expect(central).toBeGreaterThan(0);
  expect(zip.readUInt32LE(central + 24)).toBe(padded.length);
  zip.writeUInt32LE(Buffer.byteLength(xml), central + 24);
  return zip;
}

describe('XML that reaches for more than the file (000 §5; DESIGN §4: no DTDs, no entities)', () => {
  it.each([
    ['an external entity (XXE)', XXE],
    ['an external DTD', EXTERNAL_DTD],
    ['entity expansion (billion laughs)', BILLION_LAUGHS],
  ])('refuses %s as XML the bank does not read, and zipped as a DTD', async (_title, xml) => {
    await refusedStoringNothing(
      () => upload(xml, 'placa.xml'),
      'file-content-mismatch',
      /^The content of placa\.xml is not XML, as its name says, or the file is damaged\.$/,
    );
    await refusedStoringNothing(
      async () => upload(await makeZip([{ name: 'placa.xml', content: xml }]), 'placa.zip'),
      'sepa-doctype',
      /^The file placa\.zip holds a DTD, which SEPA files never do; it is not read\.$/,
    );
  });
});

describe('archives (a zip holds exactly one file, within the limits)', () => {
  it('refuses a zip bomb: 201 MB of zeros at about 1000:1', async () => {
    const bomb = await makeZip([{ name: 'placa.xml', content: Readable.from(zeros(201)) }]);
    expect(bomb.length).toBeLessThan(MEGABYTE);
    await refusedStoringNothing(
      () => upload(bomb, 'placa.zip'),
      'archive-too-large',
      /^The archive placa\.zip unpacks to too much data \(201 MB\)\.$/,
    );
  });

  it('refuses a zip whose directory under-declares what its entry unpacks to', async () => {
    const lying = await makeLyingZip(validFile(), 20);
    expect(lying.length).toBeLessThan(MEGABYTE);
    await refusedStoringNothing(
      () => upload(lying, 'placa.zip'),
      'archive-too-large',
      /^The archive placa\.zip unpacks to too much data/,
    );
  });

  it('refuses zip slip: an entry named ../../x.xml', async () => {
    await refusedStoringNothing(
      async () => upload(await makeZipWithRawName('AA/AA/x.xml', '../../x.xml'), 'placa.zip'),
      'archive-unsafe-path',
      /^The archive placa\.zip holds a file whose path leads outside it\.$/,
    );
  });

  it('refuses a zip with a second file, with only a folder, and an empty one', async () => {
    const one = validFile();
    const two = await makeZip([
      { name: 'placa.xml', content: one },
      { name: 'readme.txt', content: 'second' },
    ]);
    await refusedStoringNothing(
      () => upload(two, 'placa.zip'),
      'archive-not-one-file',
      /^The archive placa\.zip must hold exactly one file\.$/,
    );
    const folder = await makeFolderZip('placa/');
    await refusedStoringNothing(
      () => upload(folder, 'placa.zip'),
      'archive-not-one-file',
      /^The archive placa\.zip must hold exactly one file\.$/,
    );
    const empty = await makeZip([]);
    await refusedStoringNothing(
      () => upload(empty, 'placa.zip'),
      'file-content-mismatch',
      /^The content of placa\.zip is not ZIP, as its name says, or the file is damaged\.$/,
    );
  });

  it('takes the one file of a zip (the control: the archive path itself works)', async () => {
    const answer = await upload(
      await makeZip([{ name: 'placa.xml', content: validFile() }]),
      'placa.zip',
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body).toMatchObject({ status: 'STORED', errorCount: 0, numberOfPayments: 2 });
  });
});

describe('files that are not what they say', () => {
  it('refuses a file over MAX_UPLOAD_MB (10 MB in the test app)', async () => {
    expect(ctx.config.maxUploadMb).toBe(10);
    const big = Buffer.concat([Buffer.from(validFile()), Buffer.alloc(10 * MEGABYTE, ' ')]);
    await refusedStoringNothing(
      () => upload(big, 'placa.xml'),
      'file-too-large',
      /^The file placa\.xml is larger than 10 MB\.$/,
    );
  });

  it('refuses a PDF renamed .xml', async () => {
    await refusedStoringNothing(
      async () => upload(await makePdf(), 'placa.xml'),
      'file-content-mismatch',
      /^The content of placa\.xml is not XML/,
    );
  });

  it('refuses an HTML page uploaded as a pain.001 (a firewall page, and well-formed XHTML)', async () => {
    const page =
      '<!DOCTYPE html>\n<html><head><meta charset="utf-8"><title>Request Rejected</title></head>' +
      '<body>The requested URL was rejected. Your support ID is 1234567890.</body></html>\n';
    await refusedStoringNothing(
      () => upload(page, 'placa.xml'),
      'file-content-mismatch',
      /^The content of placa\.xml is not XML/,
    );
    const xhtml =
      '<?xml version="1.0" encoding="UTF-8"?>\n<html xmlns="http://www.w3.org/1999/xhtml">' +
      '<head><title>Blocked</title></head><body><p>Blocked</p></body></html>\n';
    await refusedStoringNothing(
      () => upload(xhtml, 'placa.xml'),
      'sepa-not-pain001',
      /^The file placa\.xml is not a SEPA file .* Line 2, column 1\.$/,
    );
  });

  it('refuses invalid UTF-8, plain and zipped', async () => {
    const text = validFile();
    const at = Buffer.byteLength(text.slice(0, text.indexOf('Invoice 1/1')));
    const bytes = Buffer.from(text);
    bytes[at] = 0xff;
    await refusedStoringNothing(
      () => upload(bytes, 'placa.xml'),
      'file-content-mismatch',
      /^The content of placa\.xml is not XML/,
    );
    await refusedStoringNothing(
      async () => upload(await makeZip([{ name: 'placa.xml', content: bytes }]), 'placa.zip'),
      'sepa-not-pain001',
      /^The file placa\.zip is not a SEPA file/,
    );
  });

  it('takes a file with a UTF-8 BOM, its positions counted after the BOM', async () => {
    const text = validFile().replace('<Ustrd>Invoice 1/2</Ustrd>', '<Ustrd>x</Ustrd>');
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]);
    const answer = await upload(bom, 'placa.xml');
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body).toMatchObject({ status: 'STORED', errorCount: 1 });
    const stored = await ctx.database.pool.query<{ code: string; line: number; column: number }>(
      `SELECT i.code, i.line, i."column" FROM bulk_payment_issues i JOIN bulk_payment_files f
        USING (file_uuid) WHERE f.order_id = $1`,
      [answer.body.bulkPaymentId],
    );
    const line = text.slice(0, text.indexOf('<Ustrd>x<')).split('\n').length;
    expect(stored.rows).toEqual([{ code: 'REMITTANCE_TOO_SHORT', line, column: 11 }]);
  });

  it('refuses a pain.008 (a direct debit, not a credit transfer)', async () => {
    const sample = path.join(SAMPLES_DIR, 'pain.008.001.02_abnamro_voorbeeldbestand.xml');
    const pain008 = existsSync(sample)
      ? readFileSync(sample)
      : Buffer.from(
          '<?xml version="1.0" encoding="UTF-8"?>\n<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.008.001.02">' +
            '<CstmrDrctDbtInitn><GrpHdr><MsgId>DD-1</MsgId></GrpHdr></CstmrDrctDbtInitn></Document>\n',
        );
    await refusedStoringNothing(
      () => upload(pain008, 'placa.xml'),
      'sepa-not-pain001',
      /^The file placa\.xml is not a SEPA file \(pain\.001\.001\.03 or \.09, UTF-8\)\. Line 2, column 1\.$/,
    );
  });
});

describe('the same file uploaded at once', () => {
  it.each([2, 4])('stores one of %i, refuses the others as duplicates', async (copies) => {
    const file = Buffer.from(validFile(3));
    const before = await countRows(ctx);
    const answers = await Promise.all(
      Array.from({ length: copies }, () => upload(file, 'placa.xml')),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses, JSON.stringify(answers.map((answer) => answer.body))).toEqual([
      201,
      ...Array.from({ length: copies - 1 }, () => 422),
    ]);
    for (const refused of answers.filter((answer) => answer.status === 422))
      expectRefusal(
        refused,
        'sepa-file-already-uploaded',
        /^The same file was uploaded already \(HOSTILE-/,
      );
    expect(await countRows(ctx)).toEqual({
      files: before.files + 1,
      items: before.items + 3,
      storedFiles: before.storedFiles + 1,
    });
  });
  it('stores one of 2 whose checks passed at the same moment, refusing the other', async () => {
    // Both uploads are held just after their duplicate check (the test holds off inserts into
    // bulk_payment_groups) until both wait: then neither has seen the other's file.
    const file = Buffer.from(validFile(2));
    const before = await countRows(ctx);
    const blocker = await ctx.database.pool.connect();
    let answers: TUploadAnswer[];
    try {
      await blocker.query('BEGIN');
      await blocker.query('LOCK TABLE bulk_payment_groups IN SHARE ROW EXCLUSIVE MODE');
      const sent = Promise.all([upload(file, 'placa.xml'), upload(file, 'placa.xml')]);
      await waitForWaiters(2);
      await blocker.query('COMMIT');
      answers = await sent;
    } finally {
      blocker.release();
    }
    expect(answers.map((answer) => answer.status).sort(), JSON.stringify(answers)).toEqual([
      201, 422,
    ]);
    const refused = answers.find((answer) => answer.status === 422);
    if (refused) expectRefusal(refused, 'sepa-file-already-uploaded', /uploaded already/);
    expect((await countRows(ctx)).files).toBe(before.files + 1);
  });
});

/** Until `count` statements of this database wait for a lock (the uploads, held). */
async function waitForWaiters(count: number): Promise<void> {
  for (let attempt = 0; attempt < 400; attempt += 1) {
    const result = await ctx.database.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_locks l JOIN pg_database d ON d.oid = l.database
        WHERE NOT l.granted AND d.datname = current_database()`,
    );
    if ((result.rows[0]?.n ?? 0) >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`${String(count)} uploads never waited together`);
}

describe('more payments than BULK_MAX_TRANSACTIONS', () => {
  let small: TTestContext;
  let smallToken: string;
  beforeAll(async () => {
    small = await createTestApp({ BULK_MAX_TRANSACTIONS: '2' });
    smallToken = await small.signIn(personId('ana'), SLAVONSKA);
  });
  afterAll(() => small.close());

  it('refuses the file whole, naming the limit', async () => {
    const before = await countRows(small);
    const answer = await uploadFile(small, smallToken, Buffer.from(validFile(3)), 'placa.xml');
    expectRefusal(
      answer,
      'sepa-too-many-transactions',
      /^The file placa\.xml holds more than 2 payments\. Split it into smaller files\.$/,
    );
    expect(await countRows(small)).toEqual(before);
  });
});
