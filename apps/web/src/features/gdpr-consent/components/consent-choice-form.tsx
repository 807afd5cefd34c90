import { useId, useState } from 'react';
import type { TGdprConsentRequestCreated, TGdprConsents } from '@poslovno/contract';
import {
  GDPR_CONSENT_OPTIONS,
  formatInstantForLocale,
  type TGdprConsentChoice,
  type TGdprConsentOption,
} from '@poslovno/domain';
import { useI18n } from '../../../i18n/i18n-context';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { ErrorNotice } from '../../../ui/error-notice';
import { Notice } from '../../../ui/notice';
import { useCreateGdprConsentRequest } from '../api/gdpr-consents';
import { OPTION_FIELDS, hasSameChoice } from '../model/consent-choice';
import { ConsentOption } from './consent-option';
import styles from './gdpr-consent.module.css';

function readChoice(consents: TGdprConsentChoice): TGdprConsentChoice {
  return {
    communicationAllowed: consents.communicationAllowed,
    profilingAllowed: consents.profilingAllowed,
  };
}

interface TConsentChoiceFormProps {
  consents: TGdprConsents;
  /** The request was stored: its challenge goes to the signing dialog. */
  onCreated: (created: TGdprConsentRequestCreated) => void;
}

/**
 * The company's choice (001 §2): the two options as the bank holds them and when it recorded
 * them; a representative turns them and saves, which asks for a change the representatives sign.
 * Turning an option off that is in force asks first (001 §2). A person who cannot ask for a change
 * sees the choice and why they cannot change it.
 */
export function ConsentChoiceForm({ consents, onCreated }: TConsentChoiceFormProps) {
  const { t, locale } = useI18n();
  const headingId = useId();
  const inForce = readChoice(consents);
  const [draft, setDraft] = useState<TGdprConsentChoice>(inForce);
  const [turningOff, setTurningOff] = useState<TGdprConsentOption | null>(null);
  const [isUnchanged, setIsUnchanged] = useState(false);
  const create = useCreateGdprConsentRequest();

  function change(option: TGdprConsentOption, isAllowed: boolean) {
    setIsUnchanged(false);
    const field = OPTION_FIELDS[option];
    if (!isAllowed && inForce[field]) setTurningOff(option);
    else setDraft((current) => ({ ...current, [field]: isAllowed }));
  }

  function confirmTurningOff() {
    if (turningOff === null) return;
    const field = OPTION_FIELDS[turningOff];
    setDraft((current) => ({ ...current, [field]: false }));
    setTurningOff(null);
  }

  function save() {
    if (create.isPending) return;
    if (hasSameChoice(draft, inForce)) {
      setIsUnchanged(true);
      return;
    }
    create.mutate(draft, {
      onSuccess: (created) => {
        // The switches show what is in force again; the request waits in the list below.
        setDraft(inForce);
        onCreated(created);
      },
    });
  }

  return (
    <Card as="section" aria-labelledby={headingId} className={styles.section}>
      <div className={styles.sectionHead}>
        <h2 id={headingId}>{t('gdpr.choice.title')}</h2>
        <p className={styles.muted}>
          {consents.updatedAt === null
            ? t('gdpr.choice.neverRecorded')
            : t('gdpr.choice.recordedAt', {
                dateTime: formatInstantForLocale(consents.updatedAt, locale),
              })}
        </p>
      </div>
      <ul className={styles.options}>
        {GDPR_CONSENT_OPTIONS.map((option) => (
          <ConsentOption
            key={option}
            option={option}
            inForce={inForce[OPTION_FIELDS[option]]}
            {...(consents.canRequest
              ? {
                  draft: draft[OPTION_FIELDS[option]],
                  onChange: (isAllowed: boolean) => change(option, isAllowed),
                }
              : {})}
          />
        ))}
      </ul>
      {consents.canRequest ? (
        <>
          {isUnchanged ? (
            <Notice tone="info">
              <p>{t('gdpr.unchanged')}</p>
            </Notice>
          ) : null}
          {create.isError ? <ErrorNotice error={create.error} /> : null}
          <p className={styles.muted}>{t('gdpr.saveHint')}</p>
          <div className={styles.actions}>
            <Button variant="primary" onPress={save} isBusy={create.isPending}>
              {t('gdpr.save')}
            </Button>
          </div>
        </>
      ) : (
        <Notice tone="info">
          <p>{t('gdpr.readOnly')}</p>
        </Notice>
      )}
      <ConfirmDialog
        isOpen={turningOff !== null}
        title={turningOff === null ? '' : t(`gdpr.confirmOff.${turningOff}.title`)}
        confirmLabel={t('gdpr.confirmOff.confirm')}
        cancelLabel={t('gdpr.confirmOff.cancel')}
        onConfirm={confirmTurningOff}
        onCancel={() => setTurningOff(null)}
      >
        {turningOff === null ? null : (
          <>
            <p>{t(`gdpr.confirmOff.${turningOff}.text`)}</p>
            <p>{t('gdpr.confirmOff.note')}</p>
          </>
        )}
      </ConfirmDialog>
    </Card>
  );
}
