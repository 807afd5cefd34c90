import { useState, type FormEvent } from 'react';
import { Form, Input, Label, TextField } from 'react-aria-components';
import { describeErrorCode } from '../../../i18n/messages';
import { PERSONALIZED_NICKNAME_MAX_LENGTH, validateFreeText } from '@poslovno/domain';
import { useI18n } from '../../../i18n/i18n-context';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { ErrorNotice } from '../../../ui/error-notice';
import { useRenameAccount } from '../api/patch-account';
import fieldStyles from '../../../ui/field.module.css';
import { FieldMessages } from '../../../ui/form-fields';
import styles from './account-detail.module.css';

interface TRenameAccountFormProps {
  accountId: string;
  customerId: number;
  currentName: string;
  onClose: (isSaved: boolean) => void;
}

/** The personalised nickname: checked as typed with the domain rule, then by the server. */
export function RenameAccountForm({
  accountId,
  customerId,
  currentName,
  onClose,
}: TRenameAccountFormProps) {
  const { t, locale } = useI18n();
  const [name, setName] = useState(currentName);
  const rename = useRenameAccount(accountId);
  const violation = validateFreeText('name', name, PERSONALIZED_NICKNAME_MAX_LENGTH)[0];
  const fieldError = violation ? describeErrorCode(locale, violation.code) : undefined;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (fieldError || rename.isPending) return;
    rename.mutate({ customerId, name: name.trim() }, { onSuccess: () => onClose(true) });
  }

  return (
    <Card as="section" aria-label={t('rename.title')}>
      <Form onSubmit={handleSubmit} className={styles.renameForm} validationBehavior="aria">
        <TextField
          value={name}
          onChange={setName}
          maxLength={PERSONALIZED_NICKNAME_MAX_LENGTH}
          isInvalid={fieldError !== undefined}
          autoFocus
          className={fieldStyles.field}
        >
          <Label className={fieldStyles.label}>{t('rename.label')}</Label>
          <Input className={fieldStyles.input} />
          <FieldMessages
            description={t('rename.hint', { max: PERSONALIZED_NICKNAME_MAX_LENGTH })}
            errorMessage={fieldError}
          />
        </TextField>
        {rename.isError ? <ErrorNotice error={rename.error} /> : null}
        <div className={styles.formActions}>
          <Button type="submit" variant="primary" isBusy={rename.isPending}>
            {t('rename.save')}
          </Button>
          <Button variant="secondary" onPress={() => onClose(false)}>
            {t('rename.cancel')}
          </Button>
        </div>
      </Form>
    </Card>
  );
}
