import { z } from 'zod';
import { ZCurrencyCode, ZDecimalAmount, ZInstant, ZUuid } from './common';
import { ZValidation } from './errors';
import { ZPaymentInput } from './payments';

/** 000 §2 Templates: domestic or foreign (a template of an internal transfer makes no sense). */
export const TEMPLATE_TYPES = ['DOMESTIC', 'FOREIGN'] as const;
export type TTemplateType = (typeof TEMPLATE_TYPES)[number];

/**
 * 000 §7 POST and PUT /favorites. The name is taken as typed within a generous bound, as the
 * payment's texts are, so that an empty or long name is answered on its field like any other rule.
 * The payment is the payment form's body; amount, execution date and debit account may be empty.
 * Its OpenAPI name is not "TemplateInput": that is the name of Template's input variant.
 */
export const ZTemplateInput = z
  .object({
    name: z.string().max(500).default(''),
    type: z.enum(TEMPLATE_TYPES),
    payment: ZPaymentInput,
  })
  .meta({ id: 'TemplateBody' });
export type TTemplateInput = z.input<typeof ZTemplateInput>;
export type TParsedTemplateInput = z.output<typeof ZTemplateInput>;

export const ZTemplateIdParams = z.object({ favoriteId: ZUuid });

/** 000 §3 Template (favourite). */
export const ZTemplate = z
  .object({
    favoriteId: ZUuid,
    name: z.string(),
    type: z.enum(TEMPLATE_TYPES),
    /** As stored: the form's texts as typed, cut to the template limits (000 §5). */
    payment: ZPaymentInput,
    /** The instructed amount, or null when the template leaves it to be filled in. */
    amount: z.object({ amount: ZDecimalAmount, currency: ZCurrencyCode }).nullable(),
    createdAt: ZInstant,
    modifiedAt: ZInstant,
  })
  .meta({ id: 'Template' });
export type TTemplate = z.infer<typeof ZTemplate>;

/** A stored template with the notices of the payment rules (IBAN expected, amount over balance). */
export const ZSavedTemplate = ZTemplate.extend({ validations: z.array(ZValidation) }).meta({
  id: 'SavedTemplate',
});
export type TSavedTemplate = z.infer<typeof ZSavedTemplate>;

export const ZTemplates = z.object({ favorites: z.array(ZTemplate) }).meta({ id: 'Templates' });
export type TTemplates = z.infer<typeof ZTemplates>;
