import { z } from 'zod';
import { DEMO_ROLES, LOGIN_AUTHORIZATION_LEVELS, SERVICE_CODES } from '@poslovno/domain';
import { ZCustomerId, ZInstant, ZPersonId, ZUuid } from './common';

export const ZAuthorizationLevel = z.union(
  LOGIN_AUTHORIZATION_LEVELS.map((level) => z.literal(level)),
);

export const ZSession = z
  .object({
    id: ZUuid,
    createdAt: ZInstant,
    idleTimeoutSeconds: z.number().int().positive(),
    loginType: z.enum(['MOCK', 'TOKEN', 'SMARTCARD', 'QR']),
    allowedServices: z.array(z.enum(SERVICE_CODES)),
    permission: z.object({
      personId: ZPersonId,
      personName: z.string(),
      authorizationLevel: ZAuthorizationLevel,
      customerDetails: z.object({ customerId: ZCustomerId, name: z.string(), oib: z.string() }),
    }),
  })
  .meta({ id: 'Session' });
export type TSession = z.infer<typeof ZSession>;

export const ZSessionCreated = z
  .object({ token: z.string(), session: ZSession })
  .meta({ id: 'SessionCreated' });
export type TSessionCreated = z.infer<typeof ZSessionCreated>;

export const ZMockPersons = z
  .object({
    persons: z.array(
      z.object({
        personId: ZPersonId,
        name: z.string(),
        role: z.enum(DEMO_ROLES),
        companies: z.array(
          z.object({
            customerId: ZCustomerId,
            name: z.string(),
            authorizationLevel: ZAuthorizationLevel,
          }),
        ),
      }),
    ),
  })
  .meta({ id: 'MockPersons' });
export type TMockPersons = z.infer<typeof ZMockPersons>;

export const ZMockLoginRequest = z.object({ personId: ZPersonId, customerId: ZCustomerId });

export const ZSessionValidity = z.object({ valid: z.boolean() });

export const ZAllowedServices = z.object({ allowedServices: z.array(z.enum(SERVICE_CODES)) });

export const ZSessionIdParams = z.object({ sessionId: ZUuid });
