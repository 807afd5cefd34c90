import { useCallback, useEffect, useState } from 'react';

/**
 * The value as it stood once it stopped changing for `delayMs`, compared by its JSON (a form's
 * values are a new object on every render). `flush` takes the current value at once, for a
 * submit that must not wait.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): [T, () => void] {
  const text = JSON.stringify(value);
  const [settled, setSettled] = useState(value);
  const [settledText, setSettledText] = useState(text);
  useEffect(() => {
    if (text === settledText) return undefined;
    const timer = setTimeout(() => {
      setSettled(JSON.parse(text) as T);
      setSettledText(text);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [text, settledText, delayMs]);
  const flush = useCallback(() => {
    setSettled(JSON.parse(text) as T);
    setSettledText(text);
  }, [text]);
  return [settled, flush];
}
