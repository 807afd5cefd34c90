import type { Writable } from 'node:stream';

function describeClosed(output: Writable): Error {
  return output.errored ?? new Error('the output closed before the message was complete');
}

/**
 * Writes a piece of the message and, when the output's buffer is full, waits until it drains:
 * a slow reader slows the writer instead of the message piling up in memory. A closed or failed
 * output rejects, so the producer stops at once (the reader is gone).
 */
export async function writeText(output: Writable, text: string): Promise<void> {
  if (output.destroyed || output.writableEnded) throw describeClosed(output);
  if (output.write(text, 'utf8')) return;
  await new Promise<void>((resolve, reject) => {
    const settle = (error?: Error) => {
      output.off('drain', onDrain);
      output.off('error', onError);
      output.off('close', onClose);
      if (error) reject(error);
      else resolve();
    };
    const onDrain = () => settle();
    const onError = (error: Error) => settle(error);
    const onClose = () => settle(describeClosed(output));
    output.on('drain', onDrain);
    output.on('error', onError);
    output.on('close', onClose);
  });
}
