// openpgp's types name their streams from @openpgp/web-stream-tools, a types-only peer it leaves
// out; that package's own types pull in the DOM library, which changes the server's globals
// (Blob parts, streams). The two stream types, from Node's web streams, are all openpgp needs:
// without them every call that may stream (sign, verify) has an error type.
declare module '@openpgp/web-stream-tools' {
  import type { ReadableStream } from 'node:stream/web';
  export type WebStream<T> = ReadableStream<T>;
  export type NodeWebStream<T> = ReadableStream<T>;
}
