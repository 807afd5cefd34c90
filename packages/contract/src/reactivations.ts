import { z } from 'zod';
import { REACTIVATION_REASONS, REACTIVATION_STATUSES } from '@poslovno/domain';
import { ZInstant, ZPersonId } from './common';
import { ZBase64 } from './sessions';

/** 001 §3 mobile token reactivation: the phone and why; the bank's answer with the code's first part. */
export const ZReactivationInput = z
  .object({ mobilePhone: z.string().max(30), reason: z.enum(REACTIVATION_REASONS) })
  .strict();
export type TReactivationInput = z.infer<typeof ZReactivationInput>;

export const ZReactivation = z
  .object({
    id: z.string(),
    status: z.enum(REACTIVATION_STATUSES),
    /** 001 §3: the bank took the request (true until it refused it). */
    success: z.boolean(),
    /** The phone the second part goes to, as E.164. */
    mobilePhone: z.string(),
    reason: z.enum(REACTIVATION_REASONS),
    /** The mobile token being reactivated. */
    tokenSerial: z.string(),
    /** The first part of the activation code, once the bank issued it; the second goes by SMS. */
    activationCode: z.string().nullable(),
    codeExpiresAt: ZInstant.nullable(),
    /** When the new phone was activated with the code. */
    activatedAt: ZInstant.nullable(),
    rejectionCode: z.string().nullable(),
    createdAt: ZInstant,
  })
  .meta({ id: 'Reactivation' });
export type TReactivation = z.infer<typeof ZReactivation>;

/** 001 §3 the authorise answer: success, the code's first part and the bank's status. */
export const ZReactivationAuthorized = ZReactivation.extend({
  bankStatus: z.enum(['SUCCESSFUL', 'PENDING', 'FAILED']),
}).meta({ id: 'ReactivationAuthorized' });
export type TReactivationAuthorized = z.infer<typeof ZReactivationAuthorized>;

export const ZReactivations = z
  .object({ reactivations: z.array(ZReactivation) })
  .meta({ id: 'Reactivations' });
export type TReactivations = z.infer<typeof ZReactivations>;

/** Demo mode: the SMS messages the bank sent a demo person (the phone's inbox). */
export const ZDemoSmsQuery = z.object({ personId: z.coerce.number().pipe(ZPersonId) });
export const ZDemoSmsMessages = z
  .object({
    messages: z.array(z.object({ phone: z.string(), text: z.string(), sentAt: ZInstant })),
  })
  .meta({ id: 'DemoSmsMessages' });
export type TDemoSmsMessages = z.infer<typeof ZDemoSmsMessages>;

/** Demo mode: the phone activates its new key with both parts of the activation code. */
export const ZDemoMobileTokenActivation = z.object({
  personId: ZPersonId,
  activationCode: z.string().max(20),
  publicKey: ZBase64.max(400),
});
