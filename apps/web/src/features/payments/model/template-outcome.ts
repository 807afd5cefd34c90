import { z } from 'zod';
import { ZValidation, type TSavedTemplate } from '@poslovno/contract';

/**
 * After a save, /template goes back to /templates and hands it what was saved in the history
 * entry's state; the list says so there. 000 §4: a template is marked created only if no
 * validations came back; with notices it is saved, and the notices are listed.
 */

const ZTemplateSaveOutcome = z.object({
  name: z.string(),
  isNew: z.boolean(),
  validations: z.array(ZValidation),
});
export type TTemplateSaveOutcome = z.infer<typeof ZTemplateSaveOutcome>;

const ZSaveOutcomeState = z.object({ templateSaved: ZTemplateSaveOutcome });

export function createSaveOutcomeState(
  saved: Pick<TSavedTemplate, 'name' | 'validations'>,
  isNew: boolean,
): { templateSaved: TTemplateSaveOutcome } {
  return { templateSaved: { name: saved.name, isNew, validations: saved.validations } };
}

/** The outcome in a history entry's state; anything else there (or nothing) is no outcome. */
export function readSaveOutcome(state: unknown): TTemplateSaveOutcome | null {
  const parsed = ZSaveOutcomeState.safeParse(state);
  return parsed.success ? parsed.data.templateSaved : null;
}

export type TSaveOutcomeKind = 'CREATED' | 'CHANGED' | 'SAVED_WITH_NOTICES';

export function classifySaveOutcome(outcome: TTemplateSaveOutcome): TSaveOutcomeKind {
  if (outcome.validations.length > 0) return 'SAVED_WITH_NOTICES';
  return outcome.isNew ? 'CREATED' : 'CHANGED';
}
