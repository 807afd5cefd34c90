import { TextDecoder } from 'node:util';

/** Text is handed to the parser in slices of at most this many UTF-16 units, whatever the chunks. */
export const SLICE_LENGTH = 16_384;

/** Bytes that are not UTF-8: the file is not the XML this bank reads. */
export class InvalidUtf8Error extends Error {}

/**
 * The upload's bytes as text, strictly UTF-8 (a fatal decoder: no U+FFFD stands in for a bad
 * byte), a leading BOM dropped so columns count from the first character after it, and cut into
 * bounded slices so one huge chunk cannot make the parser run ahead of its consumer.
 */
export async function* readUtf8Slices(input: AsyncIterable<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  for await (const bytes of input) {
    yield* sliceText(decode(decoder, bytes, true));
  }
  yield* sliceText(decode(decoder, new Uint8Array(0), false));
}

function decode(decoder: TextDecoder, bytes: Uint8Array, isStreaming: boolean): string {
  try {
    return decoder.decode(bytes, { stream: isStreaming });
  } catch (error) {
    throw new InvalidUtf8Error('the file is not UTF-8', { cause: error });
  }
}

function* sliceText(text: string): Generator<string> {
  for (let start = 0; start < text.length; start += SLICE_LENGTH) {
    yield text.slice(start, start + SLICE_LENGTH);
  }
}
