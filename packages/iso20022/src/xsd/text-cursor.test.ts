import { expect, test } from 'vitest';
import { countLineBreaks, TextCursor } from './text-cursor';

test('counts LF, CRLF and a lone CR as one line break each, as XML end-of-line handling does', () => {
  expect(countLineBreaks('a\nb\r\nc\rd')).toBe(3);
  const cursor = new TextCursor();
  const text = 'ab\r\ncd';
  cursor.advance(text, 0, 3);
  expect([cursor.line, cursor.column]).toEqual([2, 0]);
  cursor.advance(text, 0, 6);
  expect([cursor.line, cursor.column]).toEqual([2, 2]);
});

test('counts columns in code points, and reads on in a later piece of the text', () => {
  const cursor = new TextCursor();
  cursor.advance('x😀Ž', 0, 4);
  expect(cursor.column).toBe(3);
  cursor.advance('<a>', 4, 7);
  expect([cursor.line, cursor.column, cursor.offset]).toEqual([1, 6, 7]);
});
