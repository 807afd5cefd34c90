import { useState, type ReactNode } from 'react';
import { Label, RadioGroup } from 'react-aria-components';
import { useQuery } from '@tanstack/react-query';
import type { TPayment, TSigningChallengeAnswer } from '@poslovno/contract';
import type { TSigningMethod } from '@poslovno/domain';
import { useI18n, useT } from '../../../i18n/i18n-context';
import { Button } from '../../../ui/button';
import { CHOICE_LIST_CLASS, ChoiceRadio } from '../../../ui/choice-radio';
import { ModalDialog } from '../../../ui/dialog';
import { ErrorNotice } from '../../../ui/error-notice';
import { FactAmount, FactList } from '../../../ui/fact-list';
import { Notice } from '../../../ui/notice';
import { Spinner } from '../../../ui/spinner';
import fieldStyles from '../../../ui/field.module.css';
import { requestSigningChallenge, type TSigningPurpose } from '../api/sign-payment';
import { formatPaymentMoney, formatPayeeAccount } from '../model/payment-format';
import { getChallengeDeadlineMs, listSigningMethods } from '../model/signing-outcome';
import { MobileTokenSigning } from './mobile-token-signing';
import { SigningResult } from './signing-result';
import { SmartcardSigning } from './smartcard-signing';
import { TokenSigning } from './token-signing';
import { useNow } from './use-now';
import styles from './payments.module.css';

export interface TSigningDialogProps {
  purpose: TSigningPurpose;
  /** The dialog is open while a payment is named. */
  paymentId: string | null;
  onClose: () => void;
  onSigned: (payment: TPayment) => void;
  /** The way on after a signature, beside Close (a link to the overview). */
  resultActions?: ReactNode;
}

/**
 * Signing a payment or its revocation (000 §4, §6): the server checks the authority and issues a
 * challenge bound to the amount and payee, which the dialog shows (dynamic linking) with what the
 * signature will achieve; the person signs with a device they hold, and hears the result.
 */
export function SigningDialog({
  purpose,
  paymentId,
  onClose,
  onSigned,
  resultActions,
}: TSigningDialogProps) {
  const t = useT();
  return (
    <ModalDialog
      title={t(purpose === 'AUTHORIZE' ? 'payments.sign.title' : 'payments.revoke.title')}
      isOpen={paymentId !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
    >
      {paymentId === null ? null : (
        <SigningSession
          key={`${purpose}-${paymentId}`}
          purpose={purpose}
          paymentId={paymentId}
          onClose={onClose}
          onSigned={onSigned}
          resultActions={resultActions}
        />
      )}
    </ModalDialog>
  );
}

/**
 * The challenge is asked for once per round: a challenge is a signing request the server records,
 * so it is never refetched behind the person's back; "new challenge" starts the next round.
 */
function useSigningChallenge(purpose: TSigningPurpose, paymentId: string, round: number) {
  return useQuery({
    queryKey: ['payment-signing', 'challenge', purpose, paymentId, round],
    queryFn: async () => {
      const challenge = await requestSigningChallenge(purpose, paymentId);
      return { challenge, deadlineMs: getChallengeDeadlineMs(Date.now()) };
    },
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

interface TSigningSessionProps {
  purpose: TSigningPurpose;
  paymentId: string;
  onClose: () => void;
  onSigned: (payment: TPayment) => void;
  resultActions?: ReactNode;
}

function SigningSession({
  purpose,
  paymentId,
  onClose,
  onSigned,
  resultActions,
}: TSigningSessionProps) {
  const t = useT();
  const [round, setRound] = useState(0);
  const [result, setResult] = useState<TPayment | null>(null);
  const challenge = useSigningChallenge(purpose, paymentId, round);

  function finish(payment: TPayment) {
    setResult(payment);
    onSigned(payment);
  }

  if (result !== null) {
    return (
      <SigningResult payment={result} purpose={purpose} onClose={onClose}>
        {resultActions}
      </SigningResult>
    );
  }
  if (challenge.isPending) return <Spinner label={t('payments.sign.preparing')} />;
  if (challenge.isError) {
    return (
      <div className={styles.dialogBody}>
        <ErrorNotice error={challenge.error} />
        <div className={styles.actions}>
          <Button onPress={onClose}>{t('common.close')}</Button>
        </div>
      </div>
    );
  }
  return (
    <ChallengeView
      challenge={challenge.data.challenge}
      deadlineMs={challenge.data.deadlineMs}
      purpose={purpose}
      paymentId={paymentId}
      onSigned={finish}
      onRenew={() => setRound((current) => current + 1)}
    />
  );
}

/** What is being signed, read from the challenge the server bound to it. */
function SigningSummary({
  challenge,
  purpose,
}: {
  challenge: TSigningChallengeAnswer;
  purpose: TSigningPurpose;
}) {
  const { t, locale } = useI18n();
  const { summary } = challenge;
  return (
    <>
      <FactList
        items={[
          [
            t('payments.sign.amount'),
            <FactAmount key="amount">{formatPaymentMoney(summary, locale)}</FactAmount>,
          ],
          [t('payments.sign.creditorName'), summary.creditorName],
          [t('payments.sign.creditorAccount'), formatPayeeAccount(summary.creditorAccount)],
        ]}
      />
      <Notice tone="info">
        <p>
          {purpose === 'REVOKE'
            ? t('payments.revoke.outcome')
            : t(`payments.sign.outcome.${challenge.outcome}`)}
        </p>
      </Notice>
    </>
  );
}

function formatRemaining(milliseconds: number): string {
  const seconds = Math.max(0, Math.ceil(milliseconds / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

interface TChallengeViewProps {
  challenge: TSigningChallengeAnswer;
  deadlineMs: number;
  purpose: TSigningPurpose;
  paymentId: string;
  onSigned: (payment: TPayment) => void;
  onRenew: () => void;
}

function ChallengeView({
  challenge,
  deadlineMs,
  purpose,
  paymentId,
  onSigned,
  onRenew,
}: TChallengeViewProps) {
  const t = useT();
  const now = useNow(1000);
  const methods = listSigningMethods(challenge);
  const [chosen, setChosen] = useState<TSigningMethod | undefined>(methods[0]);
  const isExpired = now >= deadlineMs;
  const method = { challenge, deadlineMs, purpose, paymentId, onSigned };
  return (
    <div className={styles.dialogBody}>
      <SigningSummary challenge={challenge} purpose={purpose} />
      {isExpired ? (
        <Notice
          tone="warning"
          action={
            <Button variant="primary" size="small" onPress={onRenew}>
              {t('payments.sign.renew')}
            </Button>
          }
        >
          <p>{t('payments.sign.expired')}</p>
        </Notice>
      ) : (
        <p className={styles.muted}>
          {t('payments.sign.validFor', {
            time: formatRemaining(deadlineMs - now),
          })}
        </p>
      )}
      {methods.length === 0 ? (
        <Notice tone="warning">
          <p>{t('payments.sign.noDevices')}</p>
        </Notice>
      ) : null}
      {methods.length > 1 ? (
        <RadioGroup
          value={chosen ?? null}
          onChange={(value) => setChosen(methods.find((kind) => kind === value))}
          className={CHOICE_LIST_CLASS}
        >
          <Label className={fieldStyles.label}>{t('payments.sign.method')}</Label>
          {methods.map((kind) => (
            <ChoiceRadio
              key={kind}
              value={kind}
              title={t(`payments.method.${kind}`)}
              details={[t(`payments.sign.methodHint.${kind}`)]}
            />
          ))}
        </RadioGroup>
      ) : null}
      {isExpired ? null : (
        <>
          {chosen === 'TOKEN' ? <TokenSigning {...method} /> : null}
          {chosen === 'MOBILE_TOKEN' ? <MobileTokenSigning {...method} /> : null}
          {chosen === 'SMARTCARD' ? <SmartcardSigning {...method} /> : null}
        </>
      )}
    </div>
  );
}
