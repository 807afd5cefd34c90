import { useState } from 'react';
import type { TAccount, TSavedTemplate } from '@poslovno/contract';
import { TEMPLATE_NAME_MAX_LENGTH, type TPaymentDraft } from '@poslovno/domain';
import { isApiError } from '../../../api/api-client';
import { useI18n } from '../../../i18n/i18n-context';
import { TextFormField } from '../../../ui/form-fields';
import { useSaveTemplate } from '../api/save-template';
import type { TForeignVisibility } from '../model/payment-draft';
import {
  buildTemplateInput,
  readTemplateValidations,
  TEMPLATE_NAME_FIELD,
} from '../model/template-draft';
import { describeValidation } from '../model/validation-text';
import { DraftForm, type TDraftFailure } from './draft-form';
import { FormSection } from './payment-form-parts';

export interface TTemplateFormProps {
  initialDraft: TPaymentDraft;
  initialName: string;
  /** The template being edited (PUT), or null for a new one (POST). */
  editedFavoriteId: string | null;
  debitAccounts: readonly TAccount[];
  onSaved: (saved: TSavedTemplate) => void;
}

/** A refused template: the payment's part as for a payment, and the name as it was sent. */
interface TTemplateFailure extends TDraftFailure {
  name: string;
}

function NameSection({
  name,
  onChange,
  errorMessage,
}: {
  name: string;
  onChange: (name: string) => void;
  errorMessage: string | undefined;
}) {
  const { t } = useI18n();
  return (
    <FormSection title={t('templates.form.section')}>
      <TextFormField
        label={t('templates.field.name')}
        name="templateName"
        value={name}
        maxLength={TEMPLATE_NAME_MAX_LENGTH}
        onChange={onChange}
        errorMessage={errorMessage}
      />
    </FormSection>
  );
}

/**
 * 000 §2 Templates: the payment form in its template mode with the template's name above it. The
 * server's validations of the payment go onto the same fields as a payment's; the name's onto it.
 */
export function TemplateForm({
  initialDraft,
  initialName,
  editedFavoriteId,
  debitAccounts,
  onSaved,
}: TTemplateFormProps) {
  const { t, locale } = useI18n();
  const [name, setName] = useState(initialName);
  const [failure, setFailure] = useState<TTemplateFailure | null>(null);
  const save = useSaveTemplate(editedFavoriteId);
  const nameValidation = failure?.validations.find(
    (validation) => validation.field === TEMPLATE_NAME_FIELD,
  );
  const nameError =
    nameValidation !== undefined && failure?.name === name
      ? describeValidation(nameValidation, locale)
      : undefined;

  function submit(draft: TPaymentDraft, visibility: TForeignVisibility) {
    const sentName = name;
    save.mutate(buildTemplateInput(sentName, draft, visibility), {
      onSuccess: onSaved,
      onError: (error) =>
        setFailure({
          draft,
          name: sentName,
          error,
          validations: isApiError(error) ? readTemplateValidations(error.validations) : [],
        }),
    });
  }

  return (
    <DraftForm
      initialDraft={initialDraft}
      debitAccounts={debitAccounts}
      isTemplate
      failure={failure}
      onSubmit={submit}
      isSaving={save.isPending}
      submitLabel={t(editedFavoriteId ? 'templates.form.saveChanges' : 'templates.form.save')}
      summaryTitle={t('templates.summary.title')}
      extraFieldLabels={{ [TEMPLATE_NAME_FIELD]: t('templates.field.name') }}
      cancelTo="/templates"
      leading={<NameSection name={name} onChange={setName} errorMessage={nameError} />}
    />
  );
}
