import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadWholeCatalogues } from './whole-catalogues';

loadWholeCatalogues();

/*
 * jsdom lays nothing out: react-aria's virtualised collections measure their scroll view with
 * ResizeObserver and element sizes, so the component tests give every element a viewport-sized box.
 */
class ResizeObserverStub implements ResizeObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe(target: Element): void {
    this.callback([{ target } as ResizeObserverEntry], this);
  }
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= ResizeObserverStub;

// jsdom has no CSS.escape; react-aria uses it to look up meta tags. Identifiers in tests are plain.
if (typeof CSS === 'undefined' || typeof CSS.escape !== 'function') {
  const escape = (value: string) => value.replace(/[^\w-]/g, (character) => `\\${character}`);
  Object.defineProperty(globalThis, 'CSS', { value: { escape }, configurable: true });
}

afterEach(() => {
  cleanup();
  document.cookie.split(';').forEach((cookie) => {
    document.cookie = `${cookie.split('=')[0]?.trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
  localStorage.clear();
  sessionStorage.clear();
});
