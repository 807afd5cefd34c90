import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TErrorBody } from '@poslovno/contract';
import { API, bearer } from '../../../test/auth-helpers';
import { createTestApp, type TTestContext } from '../../../test/test-app';
import { DEMO_COMPANIES, DEMO_PERSON_IDS, demoUuid } from '../../seed/demo-bank';
import { withCompanyScope, type TCompanyScope } from '../db/database';
import { linkFilesToOwner, listFilesOfOwner, openStoredFile } from './stored-files';
import { CHUNK_BYTES } from './stored-content';
import {
  registerFileTestRoutes,
  TEST_FILES_PATH,
  type TUploadAnswer,
} from './test-support/file-test-routes';
import { makeDocx, makePdf, makePng, makeZipWithRawName } from './test-support/sample-files';

const MEGABYTE = 1024 * 1024;

let ctx: TTestContext;
let anaToken: string;
let markoToken: string;
let tomislavToken: string;

function person(key: string): number {
  const id = DEMO_PERSON_IDS[key];
  if (id === undefined) throw new Error(`no demo person ${key}`);
  return id;
}

beforeAll(async () => {
  ctx = await createTestApp({}, { registerTestRoutes: registerFileTestRoutes });
  anaToken = await ctx.signIn(person('ana'), DEMO_COMPANIES.slavonska.customerId);
  markoToken = await ctx.signIn(person('marko'), DEMO_COMPANIES.slavonska.customerId);
  tomislavToken = await ctx.signIn(person('tomislav'), DEMO_COMPANIES.celik.customerId);
});
afterAll(() => ctx.close());

interface TPart {
  field?: string;
  name: string;
  content: Buffer | string;
  type?: string;
}

/** A multipart/form-data body as a browser's FormData sends it. */
async function encodeForm(parts: readonly TPart[], fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const part of parts)
    form.append(
      part.field ?? 'file',
      new Blob([part.content], { type: part.type ?? 'application/octet-stream' }),
      part.name,
    );
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}

async function upload(
  parts: readonly TPart[],
  options: { policy?: string; token?: string; fields?: Record<string, string> } = {},
) {
  const { payload, contentType } = await encodeForm(parts, options.fields);
  return ctx.app.inject({
    method: 'POST',
    url: `${API}${TEST_FILES_PATH}/${options.policy ?? 'attachments'}?locale=hr_hr`,
    headers: { ...bearer(options.token ?? anaToken), 'content-type': contentType },
    payload,
  });
}

async function countStored(): Promise<{ files: number; chunks: number }> {
  const result = await ctx.database.db.execute<{ files: number; chunks: number }>(
    sql`SELECT (SELECT count(*)::int FROM stored_files) AS files,
      (SELECT count(*)::int FROM stored_file_chunks) AS chunks`,
  );
  const [row] = result.rows;
  if (!row) throw new Error('counts come back');
  return row;
}

function download(fileId: string, token = anaToken) {
  return ctx.app.inject({
    method: 'GET',
    url: `${API}${TEST_FILES_PATH}/${fileId}`,
    headers: bearer(token),
  });
}

function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** The company scope a service runs a demo person's work in. */
function scopeOf(personKey: string, companyKey: string): TCompanyScope {
  return {
    companyId: demoUuid(`company:${companyKey}`),
    personUuid: demoUuid(`person:${personKey}`),
  };
}

async function uploadOne(part: TPart, token = anaToken): Promise<TUploadAnswer['files'][number]> {
  const response = await upload([part], { token });
  const [file] = response.json<TUploadAnswer>().files;
  if (!file) throw new Error(`the upload of ${part.name} answers its file: ${response.body}`);
  return file;
}

describe('an accepted upload', () => {
  it('is stored with its facts and read back byte for byte under its name', async () => {
    const pdf = await makePdf();
    const response = await upload([{ name: 'Račun ćevapi đak šuma žuto.pdf', content: pdf }]);
    expect(response.statusCode).toBe(201);
    const [file] = response.json<TUploadAnswer>().files;
    if (!file) throw new Error('the upload answers its file');
    expect(file).toMatchObject({
      fileName: 'Račun ćevapi đak šuma žuto.pdf',
      fileType: 'pdf',
      mediaType: 'application/pdf',
      sizeBytes: pdf.length,
      sha256: sha256(pdf),
      createdAt: ctx.clock.now().toISOString(),
    });

    const read = await download(file.id);
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('application/pdf');
    expect(read.headers['content-disposition']).toBe(
      `attachment; filename="Racun cevapi dak suma zuto.pdf"; filename*=UTF-8''${encodeURIComponent('Račun ćevapi đak šuma žuto.pdf')}`,
    );
    expect(sha256(read.rawPayload)).toBe(sha256(pdf));
    expect(read.rawPayload.equals(pdf)).toBe(true);
  });

  it('keeps a file of 5 MB and a bit as six chunks of 1 MiB, the last one short', async () => {
    const before = await countStored();
    const text = Buffer.alloc(5 * MEGABYTE + 123, 'Plaćanje računa 2026\n');
    const response = await upload([{ name: 'velika.txt', content: text }]);
    expect(response.statusCode).toBe(201);
    const [file] = response.json<TUploadAnswer>().files;
    if (!file) throw new Error('the upload answers its file');
    const after = await countStored();
    expect(after.chunks - before.chunks).toBe(Math.ceil(text.length / CHUNK_BYTES));
    const sizes = await ctx.database.db.execute<{ size: number }>(
      sql`SELECT length(content) AS size FROM stored_file_chunks WHERE file_id = ${file.id} ORDER BY chunk_index`,
    );
    expect(sizes.rows.map((row) => row.size)).toEqual([
      ...Array.from({ length: 5 }, () => CHUNK_BYTES),
      123,
    ]);
    const read = await download(file.id);
    expect(read.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(read.rawPayload.equals(text)).toBe(true);
  });

  it('judges a docx of more than a chunk by reading its central directory back from the database', async () => {
    const picture = Buffer.alloc(1.5 * MEGABYTE);
    for (let at = 0; at < picture.length; at += 32)
      createHash('sha256').update(String(at)).digest().copy(picture, at);
    const docx = await makeDocx(undefined, [
      { name: 'word/media/slika.png', content: picture, isStored: true },
    ]);
    expect(docx.length).toBeGreaterThan(CHUNK_BYTES);
    const response = await upload([{ name: 'ugovor.docx', content: docx }]);
    expect(response.statusCode).toBe(201);
    const renamed = await upload([{ name: 'ugovor.xlsx', content: docx }]);
    expect(renamed.json<TErrorBody>().validations?.[0]?.code).toBe('file-content-mismatch');
  });

  it('takes several files and the form fields where the route allows them', async () => {
    const response = await upload(
      [
        { name: 'potpis.png', content: makePng(), type: 'image/png' },
        { name: 'napomena.txt', content: 'Molimo hitnu obradu.' },
      ],
      { policy: 'several', fields: { orderNote: 'akreditiv 44/2026' } },
    );
    expect(response.statusCode).toBe(201);
    const answer = response.json<TUploadAnswer>();
    expect(answer.files.map((file) => [file.fileName, file.mediaType])).toEqual([
      ['potpis.png', 'image/png'],
      ['napomena.txt', 'text/plain'],
    ]);
    expect(answer.fields).toEqual({ orderNote: 'akreditiv 44/2026' });
  });
});

describe('a refused upload', () => {
  const refusals: readonly {
    title: string;
    parts: () => Promise<TPart[]>;
    code: string;
    text: string;
    policy?: string;
  }[] = [
    {
      title: 'a type the route does not take',
      parts: async () => [{ name: 'program.exe', content: await makePdf() }],
      code: 'file-invalid-type',
      text: 'Datoteka program.exe nije dopuštene vrste. Dopuštene vrste: DOC, DOCX, PDF, XLSX, XLS, XML, TXT, PNG, JPG, JPEG.',
    },
    {
      title: 'a PDF named .png',
      parts: async () => [{ name: 'slika.png', content: await makePdf(), type: 'image/png' }],
      code: 'file-content-mismatch',
      text: 'Sadržaj datoteke slika.png nije PNG, kako kaže njezin naziv, ili je datoteka oštećena.',
    },
    {
      title: 'an empty file',
      parts: () => Promise.resolve([{ name: 'prazno.txt', content: '' }]),
      code: 'file-empty',
      text: 'Datoteka prazno.txt je prazna.',
    },
    {
      title: 'XML with a DTD',
      parts: () =>
        Promise.resolve([
          { name: 'isplate.xml', content: '<!DOCTYPE a [<!ENTITY x "y">]><a>&x;</a>' },
        ]),
      code: 'file-content-mismatch',
      text: 'Sadržaj datoteke isplate.xml nije XML, kako kaže njezin naziv, ili je datoteka oštećena.',
    },
    {
      title: 'a zip with an entry outside it',
      policy: 'sepa',
      parts: async () => [
        { name: 'isplate.zip', content: await makeZipWithRawName('xx/a.xml', '../a.xml') },
      ],
      code: 'archive-unsafe-path',
      text: 'Arhiva isplate.zip sadrži datoteku s putanjom izvan arhive.',
    },
  ];

  it.each(refusals)(
    'stores nothing for $title and says why',
    async ({ parts, code, text, policy }) => {
      const before = await countStored();
      const response = await upload(await parts(), policy === undefined ? {} : { policy });
      expect(response.statusCode).toBe(422);
      const body = response.json<TErrorBody>();
      expect(body).toMatchObject({
        errorCode: 'ATTACHMENT_ISSUES',
        description: text,
        validations: [{ field: 'file', code }],
      });
      expect(await countStored()).toEqual(before);
    },
  );

  it('refuses more files than allowed with too-many-files, keeping not even the first', async () => {
    const before = await countStored();
    const response = await upload([
      { name: 'prvi.txt', content: 'prvi' },
      { name: 'drugi.txt', content: 'drugi' },
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json<TErrorBody>()).toMatchObject({
      errorCode: 'ATTACHMENT_ISSUES',
      description: 'Previše datoteka: dopušteno ih je najviše 1.',
      validations: [{ code: 'too-many-files', description: 'Previše datoteka' }],
    });
    expect(await countStored()).toEqual(before);
  });

  it('refuses a file over the size limit, having stored its first chunks meanwhile', async () => {
    const before = await countStored();
    const response = await upload([
      { name: 'velika.txt', content: Buffer.alloc(10 * MEGABYTE + 1, 'a') },
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json<TErrorBody>()).toMatchObject({
      description: 'Datoteka velika.txt veća je od 10 MB.',
      validations: [{ code: 'file-too-large' }],
    });
    expect(await countStored()).toEqual(before);
  });

  it('answers a client still sending with the refusal, having read the rest of its upload', async () => {
    const address = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    const form = new FormData();
    form.append('file', new Blob([await makePdf()]), 'prvi.pdf');
    form.append('file', new Blob([Buffer.alloc(8 * MEGABYTE, 'a')]), 'drugi.txt');
    const response = await fetch(`${address}${API}${TEST_FILES_PATH}/attachments?locale=en_us`, {
      method: 'POST',
      headers: bearer(anaToken),
      body: form,
    });
    expect(response.status).toBe(422);
    expect(((await response.json()) as TErrorBody).description).toBe(
      'Too many files: at most 1 are allowed.',
    );
  });

  it('needs a session and a multipart body', async () => {
    const { payload, contentType } = await encodeForm([{ name: 'a.txt', content: 'a' }]);
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: `${API}${TEST_FILES_PATH}/attachments`,
      headers: { 'content-type': contentType },
      payload,
    });
    expect(anonymous.statusCode).toBe(401);
    const json = await ctx.app.inject({
      method: 'POST',
      url: `${API}${TEST_FILES_PATH}/attachments`,
      headers: bearer(anaToken),
      payload: { file: 'a' },
    });
    expect(json.json<TErrorBody>().errorCode).toBe('UNSUPPORTED_MEDIA_TYPE');
    const none = await upload([], { fields: { note: 'bez datoteke' } });
    expect(none.json<TErrorBody>()).toMatchObject({
      errorCode: 'VALIDATION_FAILED',
      validations: [{ field: 'body.file', code: 'FIELD_REQUIRED' }],
    });
  });
});

describe('a stored file of another company', () => {
  it('is NOT_FOUND, as an id that is no file at all', async () => {
    const file = await uploadOne({ name: 'tajno.txt', content: 'samo za Slavonsku žitnu' });
    expect((await download(file.id, markoToken)).statusCode).toBe(200);
    const other = await download(file.id, tomislavToken);
    expect(other.statusCode).toBe(404);
    expect(other.json<TErrorBody>().errorCode).toBe('NOT_FOUND');
    expect((await download('not-a-uuid')).json<TErrorBody>().errorCode).toBe('NOT_FOUND');
    const celik = scopeOf('tomislav', 'celik');
    await expect(
      withCompanyScope(ctx.database.db, celik, (tx) => openStoredFile(tx, celik, file.id)),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('files linked to an owner', () => {
  it('are taken once, by the person who uploaded them, and listed for their owner', async () => {
    const first = await uploadOne({ name: 'prilog-1.txt', content: 'jedan' });
    const second = await uploadOne({ name: 'prilog-2.txt', content: 'dva' });
    const ana = scopeOf('ana', 'slavonska');
    const marko = scopeOf('marko', 'slavonska');
    const owner = { kind: 'order', id: '1000042', purpose: 'attachment' };
    const link = (scope: TCompanyScope, ids: string[]) =>
      withCompanyScope(ctx.database.db, scope, (tx) => linkFilesToOwner(tx, scope, ids, owner));
    await expect(link(marko, [first.id])).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await link(ana, [first.id, second.id]);
    await expect(link(ana, [first.id])).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const listed = await withCompanyScope(ctx.database.db, marko, (tx) =>
      listFilesOfOwner(tx, marko, owner),
    );
    expect(listed.map((file) => file.fileName)).toEqual(['prilog-1.txt', 'prilog-2.txt']);
  });
});
