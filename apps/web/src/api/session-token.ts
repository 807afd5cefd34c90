import { readStoredValue, writeStoredValue } from '../lib/browser-storage';

/** DESIGN §5: the bearer token lives in memory and in sessionStorage (one tab, gone with it). */
export const SESSION_TOKEN_STORAGE_KEY = 'poslovno.sessionToken';

let tokenInMemory: string | null | undefined;

export function getSessionToken(): string | null {
  if (tokenInMemory === undefined)
    tokenInMemory = readStoredValue('sessionStorage', SESSION_TOKEN_STORAGE_KEY);
  return tokenInMemory;
}

export function setSessionToken(token: string | null): void {
  tokenInMemory = token;
  writeStoredValue('sessionStorage', SESSION_TOKEN_STORAGE_KEY, token);
}
