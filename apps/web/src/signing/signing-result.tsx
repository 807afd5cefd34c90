import type { ReactNode } from 'react';
import { useT } from '../i18n/i18n-context';
import { Button } from '../ui/button';
import { Notice, type TNoticeTone } from '../ui/notice';
import type { TSigningResult } from './signing-outcome';
import type { TSigningResultView } from './signing-target';
import type { TSigningWords } from './signing-texts';
import styles from './signing.module.css';

const TONE_OF_RESULT: Readonly<Record<TSigningResult, TNoticeTone>> = {
  AUTHORIZED: 'success',
  PARTIALLY_AUTHORIZED: 'info',
  MANDATORY_SIGNEE_NEEDED: 'info',
  PROPAGATION_FAILED: 'warning',
  REVOKED: 'success',
  REJECTED: 'error',
};

/** What the signature achieved and what happens next, as a notice. */
export function SigningResultNotice({
  view,
  say,
}: {
  view: TSigningResultView;
  say: TSigningWords;
}) {
  const { result, reason } = view;
  return (
    <Notice tone={TONE_OF_RESULT[result]} title={say(`result.${result}.title`)}>
      <p>{say(`result.${result}.next`)}</p>
      {reason ? <p>{reason}</p> : null}
    </Notice>
  );
}

/** The dialog's last step: the result with the order's new status, and the way on. */
export function SigningResult({
  view,
  reference,
  say,
  onClose,
  children,
}: {
  view: TSigningResultView;
  /** The order's number as the person knows it. */
  reference: string;
  say: TSigningWords;
  onClose: () => void;
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <div className={styles.body}>
      <SigningResultNotice view={view} say={say} />
      {view.status ? (
        <p className={styles.resultStatus}>
          <span>{say('statusNow', { reference })}</span>
          {view.status}
        </p>
      ) : null}
      <div className={styles.actions}>
        {children}
        <Button variant="primary" onPress={onClose} autoFocus>
          {t('common.close')}
        </Button>
      </div>
    </div>
  );
}
