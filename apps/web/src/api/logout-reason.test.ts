import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  LOGOUT_REASON_STORAGE_KEY,
  clearLogoutReason,
  isLogoutReason,
  readLogoutReason,
  recordLogoutReason,
} from './logout-reason';

function createMemoryStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

beforeEach(() => {
  vi.stubGlobal('window', { sessionStorage: createMemoryStorage() });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('logout reason', () => {
  it('is kept in session storage until cleared (at the next successful sign-in)', () => {
    expect(readLogoutReason()).toBeUndefined();
    recordLogoutReason('inactivity');
    expect(readLogoutReason()).toBe('inactivity');
    expect(readLogoutReason()).toBe('inactivity');
    recordLogoutReason('signedOut');
    expect(readLogoutReason()).toBe('signedOut');
    clearLogoutReason();
    expect(readLogoutReason()).toBeUndefined();
  });

  it('ignores a stored value that is not a reason', () => {
    window.sessionStorage.setItem(LOGOUT_REASON_STORAGE_KEY, 'somethingElse');
    expect(readLogoutReason()).toBeUndefined();
    expect(isLogoutReason('sessionExpired')).toBe(true);
    expect(isLogoutReason(undefined)).toBe(false);
  });
});
