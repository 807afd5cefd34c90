import { useState, type ReactNode } from 'react';
import { Label, RadioGroup } from 'react-aria-components';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TSigningMethod } from '@poslovno/domain';
import { ORDERS_TO_SIGN_QUERY_KEY } from '../api/query-keys';
import { useT } from '../i18n/i18n-context';
import { useNow } from '../lib/use-now';
import { Button } from '../ui/button';
import { CHOICE_LIST_CLASS, ChoiceRadio } from '../ui/choice-radio';
import { ModalDialog } from '../ui/dialog';
import { ErrorNotice } from '../ui/error-notice';
import { FactList } from '../ui/fact-list';
import { Notice } from '../ui/notice';
import { Spinner } from '../ui/spinner';
import fieldStyles from '../ui/field.module.css';
import type { TSignedOrder } from './signing-calls';
import { MobileTokenSigning } from './mobile-token-signing';
import {
  getChallengeDeadlineMs,
  listSigningMethods,
  type TSigningChallenge,
} from './signing-outcome';
import { SigningResult } from './signing-result';
import {
  isFactList,
  type TSignedSubject,
  type TSigningResultView,
  type TSigningTarget,
} from './signing-target';
import { useSigningTexts, type TSigningWords } from './signing-texts';
import { SmartcardSigning } from './smartcard-signing';
import { TokenSigning } from './token-signing';
import styles from './signing.module.css';

export interface TSigningDialogProps<TAnswer extends object, TChallenge extends TSigningChallenge> {
  /** The dialog is open while it has an order to sign. */
  target: TSigningTarget<TAnswer, TChallenge> | null;
  onClose: () => void;
  onSigned: (answer: TAnswer) => void;
  /** The way on after a signature, beside Close (a link to the order type's overview). */
  resultActions?: ReactNode;
}

function getSessionKey({ orderType, orderId, purpose }: TSignedOrder): string {
  return `${orderType}-${orderId}-${purpose}`;
}

/**
 * Signing an order of any type, or its revocation (000 §4, §6): the server checks the authority
 * and issues a challenge bound to what is signed, which the dialog shows (dynamic linking) with
 * what the signature will achieve; the person signs with a device they hold (token, mobile token,
 * smartcard), and hears the result. The order type gives the calls and the words (TSigningTarget).
 */
export function SigningDialog<TAnswer extends object, TChallenge extends TSigningChallenge>({
  target,
  onClose,
  onSigned,
  resultActions,
}: TSigningDialogProps<TAnswer, TChallenge>) {
  const say = useSigningTexts(target?.order.purpose ?? 'AUTHORIZE', target?.texts);
  return (
    <ModalDialog
      title={say('title')}
      isOpen={target !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
    >
      {target === null ? null : (
        <SigningSession
          key={getSessionKey(target.order)}
          target={target}
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
function useSigningChallenge<TChallenge extends TSigningChallenge>(
  target: Pick<TSigningTarget<object, TChallenge>, 'order' | 'preauthorize' | 'initialChallenge'>,
  round: number,
) {
  const { orderType, orderId, purpose } = target.order;
  return useQuery({
    queryKey: ['signing', 'challenge', orderType, purpose, orderId, round],
    queryFn: async () => {
      const challenge =
        round === 0 && target.initialChallenge
          ? target.initialChallenge
          : await target.preauthorize();
      return { challenge, deadlineMs: getChallengeDeadlineMs(Date.now()) };
    },
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

interface TSigningSessionProps<TAnswer extends object, TChallenge extends TSigningChallenge> {
  target: TSigningTarget<TAnswer, TChallenge>;
  onClose: () => void;
  onSigned: (answer: TAnswer) => void;
  resultActions?: ReactNode;
}

function SigningSession<TAnswer extends object, TChallenge extends TSigningChallenge>({
  target,
  onClose,
  onSigned,
  resultActions,
}: TSigningSessionProps<TAnswer, TChallenge>) {
  const t = useT();
  const say = useSigningTexts(target.order.purpose, target.texts);
  const queryClient = useQueryClient();
  const [round, setRound] = useState(0);
  const [result, setResult] = useState<TSigningResultView | null>(null);
  const challenge = useSigningChallenge(target, round);

  function finish(answer: TAnswer) {
    setResult(target.readResult(answer));
    // A signature of any type may take an order off the dashboard's list to sign.
    void queryClient.invalidateQueries({ queryKey: ORDERS_TO_SIGN_QUERY_KEY });
    onSigned(answer);
  }

  if (result !== null) {
    return (
      <SigningResult view={result} reference={target.order.orderId} say={say} onClose={onClose}>
        {resultActions}
      </SigningResult>
    );
  }
  if (challenge.isPending) return <Spinner label={t('signing.preparing')} />;
  if (challenge.isError) {
    return (
      <div className={styles.body}>
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
      target={target}
      say={say}
      onSigned={finish}
      onRenew={() => setRound((current) => current + 1)}
    />
  );
}

/** What is being signed, as the order type reads it from the challenge, and what the signature does. */
function SigningSummary<TChallenge extends TSigningChallenge>({
  challenge,
  describe,
  say,
}: {
  challenge: TChallenge;
  describe: (challenge: TChallenge) => TSignedSubject;
  say: TSigningWords;
}) {
  const subject = describe(challenge);
  return (
    <>
      {isFactList(subject) ? <FactList items={subject} /> : subject}
      <Notice tone="info">
        <p>{say(`outcome.${challenge.outcome}`)}</p>
      </Notice>
    </>
  );
}

function formatRemaining(milliseconds: number): string {
  const seconds = Math.max(0, Math.ceil(milliseconds / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

interface TChallengeViewProps<TAnswer extends object, TChallenge extends TSigningChallenge> {
  challenge: TChallenge;
  deadlineMs: number;
  target: TSigningTarget<TAnswer, TChallenge>;
  say: TSigningWords;
  onSigned: (answer: TAnswer) => void;
  onRenew: () => void;
}

function ChallengeView<TAnswer extends object, TChallenge extends TSigningChallenge>({
  challenge,
  deadlineMs,
  target,
  say,
  onSigned,
  onRenew,
}: TChallengeViewProps<TAnswer, TChallenge>) {
  const t = useT();
  const now = useNow(1000);
  const methods = listSigningMethods(challenge);
  const [chosen, setChosen] = useState<TSigningMethod | undefined>(methods[0]);
  const isExpired = now >= deadlineMs;
  const method = {
    challenge,
    deadlineMs,
    order: target.order,
    authorize: target.authorize,
    onSigned,
    say,
  };
  return (
    <div className={styles.body}>
      <SigningSummary challenge={challenge} describe={target.describe} say={say} />
      {isExpired ? (
        <Notice
          tone="warning"
          action={
            <Button variant="primary" size="small" onPress={onRenew}>
              {t('signing.renew')}
            </Button>
          }
        >
          <p>{t('signing.expired')}</p>
        </Notice>
      ) : (
        <p className={styles.muted}>
          {t('signing.validFor', {
            time: formatRemaining(deadlineMs - now),
          })}
        </p>
      )}
      {methods.length === 0 ? (
        <Notice tone="warning">
          <p>{t('signing.noDevices')}</p>
        </Notice>
      ) : null}
      {methods.length > 1 ? (
        <RadioGroup
          value={chosen ?? null}
          onChange={(value) => setChosen(methods.find((kind) => kind === value))}
          className={CHOICE_LIST_CLASS}
        >
          <Label className={fieldStyles.label}>{t('signing.chooseMethod')}</Label>
          {methods.map((kind) => (
            <ChoiceRadio
              key={kind}
              value={kind}
              title={t(`signing.method.${kind}`)}
              details={[t(`signing.methodHint.${kind}`)]}
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
