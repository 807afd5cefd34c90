import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TSigningProofInput } from '@poslovno/contract';
import { MOBILE_TOKEN_PAGE_PATH } from '../api/api-client';
import { useConfig } from '../app/config/config-context';
import { useT } from '../i18n/i18n-context';
import { createIdempotencyKeeper } from '../lib/idempotency';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';
import { isWaitingForApproval } from './signing-calls';
import { SigningFailure, type TSigningMethodProps } from './signing-method';
import styles from './signing.module.css';

/** How often the signature is asked for while the mobile token has not approved it. */
export const APPROVAL_POLL_INTERVAL_MS = 2000;

/**
 * Signing with the mobile token: the challenge is in the token's inbox; the person approves it
 * there, and the authorize call, repeated every 2 s while it answers SIGNING_NOT_APPROVED, then
 * records the signature. The repeats carry one idempotency key (the same request, retried) and go
 * as background calls, which do not keep the session alive by themselves.
 */
export function MobileTokenSigning<TAnswer extends object>({
  challenge,
  deadlineMs,
  order,
  authorize,
  onSigned,
  say,
}: TSigningMethodProps<TAnswer>) {
  const t = useT();
  const config = useConfig();
  const keeper = useRef(createIdempotencyKeeper());
  const proof: TSigningProofInput = { method: 'MOBILE_TOKEN', challengeId: challenge.challengeId };
  const approval = useQuery({
    queryKey: [
      'signing',
      'mobile-token',
      order.orderType,
      order.purpose,
      order.orderId,
      challenge.challengeId,
    ],
    queryFn: ({ signal }) =>
      authorize(proof, { idempotencyKey: keeper.current(proof), background: true, signal }),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    refetchIntervalInBackground: true,
    refetchInterval: (query) =>
      isWaitingForApproval(query.state.error) && Date.now() < deadlineMs
        ? APPROVAL_POLL_INTERVAL_MS
        : false,
  });

  useEffect(() => {
    if (approval.data) onSigned(approval.data);
  }, [approval.data, onSigned]);

  const isWaiting = approval.isPending || isWaitingForApproval(approval.error);
  return (
    <div className={styles.signingForm}>
      <p>{say('mobile.instruction')}</p>
      {config.demoMode ? (
        <p className={styles.muted}>
          {t('signing.mobile.demoHint')}{' '}
          <a href={MOBILE_TOKEN_PAGE_PATH} target="_blank" rel="noreferrer">
            {t('signing.mobile.openDemo')}
          </a>
        </p>
      ) : null}
      {isWaiting ? <Spinner label={t('signing.mobile.waiting')} /> : null}
      {approval.isError && !isWaiting ? (
        <>
          <SigningFailure error={approval.error} />
          <div className={styles.actions}>
            <Button onPress={() => void approval.refetch()}>{t('common.retry')}</Button>
          </div>
        </>
      ) : null}
    </div>
  );
}
