import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TTestContext } from '../../test/test-app';
import { DEMO_COMPANIES, DEMO_PERSON_IDS } from '../seed/demo-bank';

/*
 * Issue 21: a request body slower than the minimum rate over the window, or longer than the
 * total, is cut off with 408 and the error body; one at a good rate passes. The whole app (as
 * `npm start` builds it) on a real socket, with small limits: at least 1 KB/s over 1 s, 3 s in all.
 */
let context: TTestContext;
let port: number;

beforeAll(async () => {
  context = await createTestApp({
    BODY_MIN_KB_PER_SECOND: '1',
    BODY_RATE_WINDOW_SECONDS: '1',
    BODY_TIMEOUT_SECONDS: '3',
  });
  await context.app.listen({ port: 0, host: '127.0.0.1' });
  port = (context.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await context?.close();
});

interface TAnswer {
  status: number;
  body: unknown;
  elapsedMs: number;
}

/**
 * POSTs a demo sign-in padded with spaces to `bodyBytes`, `chunkBytes` every `intervalMs`, over a
 * raw socket (fetch would send the body at once), until the body is sent or an answer comes.
 */
function trickleSignIn(bodyBytes: number, chunkBytes: number, intervalMs: number) {
  const json = JSON.stringify({
    personId: DEMO_PERSON_IDS['ana'],
    customerId: DEMO_COMPANIES.slavonska.customerId,
  });
  const body = Buffer.from(json.slice(0, -1) + ' '.repeat(bodyBytes - json.length) + '}');
  const startedAt = Date.now();
  return new Promise<TAnswer>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    let answeredAtMs: number | undefined;
    let sent = 0;
    const timer = setInterval(() => {
      if (answeredAtMs !== undefined || sent >= body.length) return clearInterval(timer);
      socket.write(body.subarray(sent, sent + chunkBytes));
      sent += chunkBytes;
    }, intervalMs);
    socket.write(
      'POST /mw/api/v1/login/mock HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n' +
        `Content-Type: application/json\r\nAccept-Language: en\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    socket.on('data', (chunk: Buffer) => {
      answeredAtMs ??= Date.now();
      received.push(chunk);
    });
    // Writing on after the server closed resets the connection; the answer came before.
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      const [head = '', payload = ''] = Buffer.concat(received).toString().split('\r\n\r\n');
      const status = Number(head.split(' ')[1]);
      if (answeredAtMs === undefined || !status)
        return reject(new Error(`no answer: ${head || 'connection closed'}`));
      resolve({ status, body: JSON.parse(payload), elapsedMs: answeredAtMs - startedAt });
    });
  });
}

describe('the request body deadline', () => {
  it('passes a body that arrives at a good rate for longer than the window', async () => {
    // 4 KB/s for 1.5 s: four times the minimum rate.
    const answer = await trickleSignIn(6000, 200, 50);
    expect(answer.status).toBe(201);
    expect(answer.elapsedMs).toBeGreaterThan(1200);
  });

  it('cuts off a body slower than the minimum rate over the window with 408', async () => {
    // 200 bytes a second, a fifth of the minimum.
    const answer = await trickleSignIn(6000, 20, 100);
    expect(answer.status).toBe(408);
    expect(answer.body).toMatchObject({
      errorCode: 'REQUEST_TIMEOUT',
      description:
        'The request arrived too slowly and was cut off. Check the connection and try again.',
    });
    expect(answer.elapsedMs).toBeGreaterThanOrEqual(1000);
    // Well before the total time: the rate cut it off.
    expect(answer.elapsedMs).toBeLessThan(2500);
  });

  it('cuts off a body at a good rate that is not all in after the total time with 408', async () => {
    // 4 KB/s, but 16 KB take 4 s.
    const answer = await trickleSignIn(16_000, 200, 50);
    expect(answer.status).toBe(408);
    expect(answer.body).toMatchObject({ errorCode: 'REQUEST_TIMEOUT' });
    expect(answer.elapsedMs).toBeGreaterThanOrEqual(3000);
  });
});
