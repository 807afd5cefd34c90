import { useId, useState } from 'react';
import type { TServiceChoice } from '@poslovno/contract';
import { capitalizePersonName, formatInstantForLocale } from '@poslovno/domain';
import { useConfig } from '../../../app/config/config-context';
import { useI18n, useT } from '../../../i18n/i18n-context';
import type { TDeviceRecord } from '../../../lib/device-keys';
import { Button } from '../../../ui/button';
import { ErrorNotice } from '../../../ui/error-notice';
import { Notice } from '../../../ui/notice';
import { Spinner } from '../../../ui/spinner';
import { useDemoPersons } from '../../../api/demo-persons';
import {
  useIssueSmartcard,
  useRemoveSmartcard,
  useSmartcardSignIn,
  useSmartcards,
} from '../api/smartcards';
import { useCompleteSignIn } from '../use-complete-sign-in';
import { SelectFormField } from '../../../ui/select-field';
import { ServiceChooser } from './service-chooser';
import { ChoiceFormField } from '../../../ui/choice-radio';
import { SignInFailureNotice } from './sign-in-failure-notice';
import styles from './sign-in.module.css';

/** Demo mode: a demo person gets a software smartcard whose key this browser makes and keeps. */
function IssueSmartcard({ onIssued }: { onIssued: (card: TDeviceRecord) => void }) {
  const t = useT();
  const persons = useDemoPersons();
  const issue = useIssueSmartcard();
  const [personId, setPersonId] = useState<number | null>(null);
  const [isPersonMissing, setIsPersonMissing] = useState(false);
  const headingId = useId();

  function handleIssue() {
    if (personId === null) {
      setIsPersonMissing(true);
      return;
    }
    issue.mutate(personId, { onSuccess: onIssued });
  }

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('signIn.smartcard.issueTitle')}</h2>
      <p className={styles.muted}>{t('signIn.smartcard.issueText')}</p>
      {persons.isPending ? <Spinner label={t('signIn.loadingPersons')} /> : null}
      {persons.isError ? (
        <ErrorNotice error={persons.error} onRetry={() => void persons.refetch()} />
      ) : null}
      {persons.isSuccess ? (
        <SelectFormField<number>
          label={t('signIn.smartcard.person')}
          placeholder={t('signIn.smartcard.personPlaceholder')}
          options={persons.data.persons.map((person) => ({
            id: person.personId,
            label: capitalizePersonName(person.name),
          }))}
          value={personId}
          onChange={(id) => {
            setPersonId(id);
            setIsPersonMissing(false);
          }}
          errorMessage={
            isPersonMissing && personId === null ? t('signIn.smartcard.personRequired') : undefined
          }
        />
      ) : null}
      {issue.isError ? <SignInFailureNotice error={issue.error} /> : null}
      {issue.isSuccess ? (
        <Notice tone="success">
          <p>
            {t('signIn.smartcard.issued', {
              serial: issue.data.serial,
              person: capitalizePersonName(issue.data.personName),
            })}
          </p>
        </Notice>
      ) : null}
      <div className={styles.actions}>
        <Button isBusy={issue.isPending} isDisabled={!persons.isSuccess} onPress={handleIssue}>
          {t('signIn.smartcard.issue')}
        </Button>
      </div>
    </section>
  );
}

/** Smartcard sign-in: the chosen card signs the server's challenge (000 §7). */
export function SmartcardSignIn() {
  const { t, locale } = useI18n();
  const config = useConfig();
  const cards = useSmartcards();
  const signIn = useSmartcardSignIn();
  const remove = useRemoveSmartcard();
  const { completeSignIn, isCompleting } = useCompleteSignIn();
  const [chosenCardId, setChosenCardId] = useState<string | null>(null);
  const [serviceChoice, setServiceChoice] = useState<TServiceChoice | null>(null);

  const cardList = cards.data ?? [];
  const selectedCard = cardList.find((card) => card.id === chosenCardId) ?? cardList[0];

  function handleSignIn() {
    signIn.mutate(selectedCard?.id, {
      onSuccess: (result) => {
        if (result.status === 'SIGNED_IN') completeSignIn(result);
        else setServiceChoice(result);
      },
    });
  }

  /** A new card is in the reader: an earlier "no card" failure no longer holds. */
  function handleIssued(card: TDeviceRecord) {
    setChosenCardId(card.id);
    signIn.reset();
  }

  if (serviceChoice) {
    return <ServiceChooser choice={serviceChoice} onCancel={() => setServiceChoice(null)} />;
  }

  return (
    <div className={styles.panel}>
      <p>{t('signIn.smartcard.intro')}</p>
      {cards.isPending ? <Spinner label={t('signIn.smartcard.loadingCards')} /> : null}
      {cards.isError ? <SignInFailureNotice error={cards.error} /> : null}
      {cards.isSuccess && cardList.length === 0 ? (
        <p className={styles.muted}>{t('signIn.smartcard.noCards')}</p>
      ) : null}
      {selectedCard ? (
        <ChoiceFormField<string>
          label={t('signIn.smartcard.cards')}
          options={cardList.map((card) => ({
            id: card.id,
            title: capitalizePersonName(card.personName),
            details: [
              t('signIn.smartcard.serial', { serial: card.serial }),
              t('signIn.smartcard.issuedAt', {
                date: formatInstantForLocale(card.createdAt, locale),
              }),
            ],
          }))}
          value={selectedCard.id}
          onChange={setChosenCardId}
        />
      ) : null}
      {signIn.isError ? <SignInFailureNotice error={signIn.error} /> : null}
      {remove.isError ? <SignInFailureNotice error={remove.error} /> : null}
      <div className={styles.actions}>
        <Button
          variant="primary"
          isBusy={signIn.isPending || isCompleting}
          isDisabled={cards.isPending}
          onPress={handleSignIn}
        >
          {t('signIn.smartcard.submit')}
        </Button>
        {config.demoMode && selectedCard ? (
          <Button
            variant="quiet"
            isBusy={remove.isPending}
            isDisabled={signIn.isPending}
            onPress={() => remove.mutate(selectedCard.id)}
          >
            {t('signIn.smartcard.remove')}
          </Button>
        ) : null}
      </div>
      {config.demoMode ? <IssueSmartcard onIssued={handleIssued} /> : null}
    </div>
  );
}
