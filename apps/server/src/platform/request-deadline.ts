import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import type { TConfig } from './config';
import { sendError } from './errors';

type TRequestBodyDeadline = TConfig['requestBodyDeadline'];

/** A body in flight is looked at ten times a window, so a cut-off comes at most a tenth late. */
const CHECKS_PER_WINDOW = 10;

interface TSample {
  atMs: number;
  bytesRead: number;
}

/**
 * Every request of the server, whatever reads its body (a parser, a streamed upload): a body that
 * arrives slower than `minBytesPerSecond` over a window, or is not all in after `timeoutMs`, is
 * answered 408 REQUEST_TIMEOUT and its connection closed, so that a slow client (or a slowloris)
 * cannot hold connections and buffers for ever. Node's own requestTimeout would answer without the
 * error body and knows no rate.
 */
export function registerRequestDeadline(app: FastifyInstance, deadline: TRequestBodyDeadline) {
  app.addHook('onRequest', (request, reply, done) => {
    watchBody(request, reply, deadline);
    done();
  });
}

function hasBody(raw: IncomingMessage): boolean {
  return (
    raw.headers['transfer-encoding'] !== undefined || Number(raw.headers['content-length']) > 0
  );
}

function watchBody(request: FastifyRequest, reply: FastifyReply, deadline: TRequestBodyDeadline) {
  const { raw } = request;
  // The socket's count of bytes received is read, not the body stream: listening to the stream
  // would set it flowing before its reader is attached, and lose what came meanwhile. app.inject's
  // requests have no such count, and their body is all there at once.
  const counter: { bytesRead?: number } = raw.socket;
  if (!hasBody(raw) || counter.bytesRead === undefined) return;
  const startedAtMs = Date.now();
  let samples: TSample[] = [{ atMs: startedAtMs, bytesRead: counter.bytesRead }];
  const timer = setInterval(() => {
    if (raw.complete) return stop();
    const now: TSample = { atMs: Date.now(), bytesRead: raw.socket.bytesRead };
    // Received bytes the server has not read yet: the server is behind, not the client (and the
    // socket is paused meanwhile), so the client's window starts again.
    if (raw.readableLength > 0) samples = [];
    samples.push(now);
    const windowStartMs = now.atMs - deadline.rateWindowMs;
    // Kept: the newest sample at or before the window's start, and those after it.
    const firstKept = samples.findLastIndex((sample) => sample.atMs <= windowStartMs);
    if (firstKept > 0) samples = samples.slice(firstKept);
    const first = samples[0] ?? now;
    const isTooSlow =
      first.atMs <= windowStartMs &&
      now.bytesRead - first.bytesRead <
        (deadline.minBytesPerSecond * (now.atMs - first.atMs)) / 1000;
    if (isTooSlow || now.atMs - startedAtMs >= deadline.timeoutMs) {
      stop();
      cutOff(request, reply, isTooSlow ? 'too slow' : 'too long');
    }
  }, deadline.rateWindowMs / CHECKS_PER_WINDOW);
  timer.unref();
  const stop = () => clearInterval(timer);
  reply.raw.once('close', stop);
}

function cutOff(request: FastifyRequest, reply: FastifyReply, reason: string) {
  request.log.warn({ reason }, 'request body cut off');
  // An answer already under way cannot become a 408; the connection is all there is to end.
  if (reply.sent) return request.raw.socket.destroy();
  // The rest of the body is not waited for: the connection closes once the answer is out.
  void sendError(request, reply.header('connection', 'close'), 'REQUEST_TIMEOUT');
}
