import { describe, expect, it } from 'vitest';
import { isConfigQueryKey, isKeptOnCompanySwitch } from './query-keys';

describe('query keys kept across a clear', () => {
  it('keeps the configuration at a new session', () => {
    expect(isConfigQueryKey(['config', 'frontend'])).toBe(true);
    expect(isConfigQueryKey(['accounts', 'list'])).toBe(false);
  });

  it('keeps the configuration and the personal settings at a switch of company', () => {
    expect(isKeptOnCompanySwitch(['config', 'frontend'])).toBe(true);
    expect(isKeptOnCompanySwitch(['personal-settings', 2000101])).toBe(true);
    expect(isKeptOnCompanySwitch(['accounts', 'list'])).toBe(false);
    expect(isKeptOnCompanySwitch(['sessions', 'history'])).toBe(false);
  });
});
