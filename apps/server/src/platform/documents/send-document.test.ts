import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { PDF_CONTENT_TYPE, sendDocument, type TDocumentWriter } from './send-document';

let app: FastifyInstance | undefined;

afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function startApp(write: TDocumentWriter): Promise<FastifyInstance> {
  app = Fastify({ logger: false });
  app.get('/document', (_request, reply) =>
    sendDocument(reply, { fileName: 'Izvod_Šibenik 1.pdf', contentType: PDF_CONTENT_TYPE, write }),
  );
  await app.ready();
  return app;
}

describe('sendDocument', () => {
  it('streams the document with download headers', async () => {
    const server = await startApp(async (output) => {
      output.write('%PDF-1.3\n');
      await new Promise((resolve) => setTimeout(resolve, 5));
      output.write('%%EOF\n');
    });
    const response = await server.inject({ method: 'GET', url: '/document' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Izvod_Sibenik 1.pdf"; filename*=UTF-8''Izvod_%C5%A0ibenik%201.pdf`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.body).toBe('%PDF-1.3\n%%EOF\n');
  });

  it('answers with an error when the writer fails before the first byte', async () => {
    const server = await startApp(() => Promise.reject(new Error('query failed')));
    const response = await server.inject({ method: 'GET', url: '/document' });
    expect(response.statusCode).toBe(500);
    expect(response.headers['content-disposition']).toBeUndefined();
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('aborts the transfer when the writer fails after the headers went out', async () => {
    const server = await startApp(async (output) => {
      output.write('%PDF-1.3\n');
      await new Promise((resolve) => setTimeout(resolve, 5));
      throw new Error('cursor lost');
    });
    // Over a socket the client sees a chunked body without its last chunk: "terminated".
    await expect(server.inject({ method: 'GET', url: '/document' })).rejects.toThrow(
      'response destroyed before completion',
    );
  });
});
