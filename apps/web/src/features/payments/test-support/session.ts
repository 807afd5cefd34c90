import type { TSession } from '@poslovno/contract';
import type { TSessionContext } from '../../../app/session/session-context';

/** Ana enters orders for Slavonska žitna (level 1) and may keep templates. */
const SESSION: TSession = {
  id: '0b7e2a52-5c8e-4d53-9a3e-3f1f4c1d2e5a',
  createdAt: '2026-11-27T09:00:00.000Z',
  idleTimeoutSeconds: 300,
  loginType: 'MOCK',
  allowedServices: ['PAYMENTS', 'TEMPLATES'],
  permission: {
    personId: 1001,
    personName: 'Ana Kovačević',
    authorizationLevel: 1,
    customerDetails: { customerId: 1000, name: 'Slavonska žitna d.o.o.', oib: '12345678903' },
  },
  companies: [],
};

/** The session state of a signed-in screen; nothing here signs in or out. */
export const SIGNED_IN: TSessionContext = {
  session: SESSION,
  hasSignedOut: false,
  startSession: () => Promise.resolve(),
  signOut: () => Promise.resolve(),
  switchCompany: () => Promise.resolve(),
  finishSignOut: () => undefined,
};
