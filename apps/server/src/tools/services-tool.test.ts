import { describe, expect, it } from 'vitest';
import { parseServicesCommand } from './services-tool';

describe('npm run bank -- services', () => {
  it("shows a person's services, or takes one away, gives one back, or gives them all", () => {
    expect(parseServicesCommand(['100245', '2000104'])).toEqual({
      kind: 'show',
      customerId: 100245,
      personNumber: 2000104,
    });
    expect(parseServicesCommand(['100245', '2000104', 'without', 'ACCOUNT_MANAGEMENT'])).toEqual({
      kind: 'without',
      customerId: 100245,
      personNumber: 2000104,
      service: 'ACCOUNT_MANAGEMENT',
    });
    expect(parseServicesCommand(['100245', '2000104', 'with', 'PAYMENTS'])).toMatchObject({
      kind: 'with',
      service: 'PAYMENTS',
    });
    expect(parseServicesCommand(['100245', '2000104', 'all'])).toMatchObject({ kind: 'all' });
  });

  it.each([
    [[]],
    [['100245']],
    [['x', '2000104']],
    [['100245', '2000104', 'without']],
    [['100245', '2000104', 'without', 'LOANS']],
    [['100245', '2000104', 'all', 'PAYMENTS']],
    [['100245', '2000104', 'with', 'PAYMENTS', 'extra']],
  ])('refuses %j with what it takes', (args) => {
    const command = parseServicesCommand(args);
    expect(command.kind).toBe('invalid');
    if (command.kind === 'invalid') expect(command.message).toMatch(/ACCOUNT_MANAGEMENT/);
  });
});
