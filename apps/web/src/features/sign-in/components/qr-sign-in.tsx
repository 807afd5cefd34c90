import { useEffect, useEffectEvent, useState } from 'react';
import { Input, Label, Text, TextField } from 'react-aria-components';
import { toString as renderQrCode } from 'qrcode';
import { apiRoutes } from '../../../api/api-routes';
import type { TQrCode, TServiceChoice } from '@poslovno/contract';
import { callApi, isApiError } from '../../../api/api-client';
import { useT } from '../../../i18n/i18n-context';
import { Button } from '../../../ui/button';
import { Notice } from '../../../ui/notice';
import { Spinner } from '../../../ui/spinner';
import { countSecondsLeft, isQrExpiredError, toSvgDataUrl } from '../qr-approval';
import { useCompleteSignIn } from '../use-complete-sign-in';
import { ServiceChooser } from './service-chooser';
import { describeSignInFailure } from './sign-in-failure-notice';
import fieldStyles from '../../../ui/field.module.css';
import styles from './sign-in.module.css';

/** API §QR: the approval is checked every 2 seconds while the code waits. */
const APPROVAL_CHECK_INTERVAL_MS = 2_000;

type TQrState =
  | { step: 'creating' }
  | { step: 'notTrusted' }
  | { step: 'failed'; error: unknown; isGenerationFailure: boolean }
  | { step: 'waiting'; qr: TQrCode }
  | { step: 'expired'; qr: TQrCode; isRefreshing: boolean }
  | { step: 'choosing'; choice: TServiceChoice }
  | { step: 'signingIn' };

function describeCreationFailure(error: unknown): TQrState {
  if (isApiError(error) && error.code === 'QR_BROWSER_NOT_TRUSTED') return { step: 'notTrusted' };
  return { step: 'failed', error, isGenerationFailure: true };
}

type TQrImageState =
  { status: 'drawing' } | { status: 'ready'; src: string } | { status: 'failed' };

/** The payload drawn as an SVG QR code, dark on white whatever the theme, so phones can read it. */
function QrImage({ payload }: { payload: string }) {
  const t = useT();
  const [image, setImage] = useState<TQrImageState>({ status: 'drawing' });

  useEffect(() => {
    let isCurrent = true;
    renderQrCode(payload, {
      type: 'svg',
      errorCorrectionLevel: 'M',
      margin: 1,
      color: { dark: '#000000', light: '#ffffff' },
    })
      .then((svg) => {
        if (isCurrent) setImage({ status: 'ready', src: toSvgDataUrl(svg) });
      })
      .catch((error: unknown) => {
        // The payload field below still lets the person go on; the failure is for the developers.
        console.error('The QR code could not be drawn', error);
        if (isCurrent) setImage({ status: 'failed' });
      });
    return () => {
      isCurrent = false;
    };
  }, [payload]);

  if (image.status === 'ready') {
    return <img src={image.src} alt={t('signIn.qr.imageAlt')} className={styles.qrImage} />;
  }
  return (
    <div className={styles.qrPlaceholder}>
      {image.status === 'failed' ? <p>{t('signIn.qr.imageFailed')}</p> : null}
    </div>
  );
}

function Countdown({ expiresAt }: { expiresAt: string }) {
  const t = useT();
  const [nowMs, setNowMs] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNowMs(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  return (
    <p className={styles.countdown}>
      {t('signIn.qr.expiresIn', { seconds: countSecondsLeft(expiresAt, nowMs) })}
    </p>
  );
}

type TCopyState = 'idle' | 'copied' | 'failed';

/** The payload as text, for a mobile token that cannot scan (the demo's mobile-token page). */
function PayloadField({ payload }: { payload: string }) {
  const t = useT();
  const [copyState, setCopyState] = useState<TCopyState>('idle');

  function handleCopy() {
    // navigator.clipboard is missing outside a secure context; that is a failure to report too.
    Promise.resolve()
      .then(() => navigator.clipboard.writeText(payload))
      .then(
        () => setCopyState('copied'),
        () => setCopyState('failed'),
      );
  }

  return (
    <div className={styles.panel}>
      <div className={styles.copyRow}>
        <TextField value={payload} isReadOnly className={fieldStyles.field}>
          <Label className={fieldStyles.label}>{t('signIn.qr.payload')}</Label>
          <Input className={fieldStyles.input} spellCheck={false} />
          <Text slot="description" className={fieldStyles.hint}>
            {t('signIn.qr.payloadHint')}
          </Text>
        </TextField>
      </div>
      <div className={styles.actions}>
        <Button size="small" onPress={handleCopy}>
          {t('signIn.qr.copy')}
        </Button>
      </div>
      {copyState === 'copied' ? (
        <Notice tone="success">
          <p>{t('signIn.qr.copied')}</p>
        </Notice>
      ) : null}
      {copyState === 'failed' ? (
        <Notice tone="warning">
          <p>{t('signIn.qr.copyFailed')}</p>
        </Notice>
      ) : null}
    </div>
  );
}

/**
 * QR quick sign-in (000 §8): a code for the mobile token on a trusted browser, checked for approval
 * every 2 s until it is approved, expires or the tab is left (the panel unmounts, which aborts).
 */
export function QrSignIn() {
  const t = useT();
  const { completeSignIn } = useCompleteSignIn();
  const [state, setState] = useState<TQrState>({ step: 'creating' });

  const isCreating = state.step === 'creating';
  useEffect(() => {
    if (!isCreating) return;
    const controller = new AbortController();
    callApi(apiRoutes.postQrCode, { signal: controller.signal }).then(
      (qr) => setState({ step: 'waiting', qr }),
      (error: unknown) => {
        // Left before the answer: nobody is waiting for it any more.
        if (controller.signal.aborted) return;
        setState(describeCreationFailure(error));
      },
    );
    return () => controller.abort();
  }, [isCreating]);

  const handleSignedIn = useEffectEvent(completeSignIn);

  const waiting = state.step === 'waiting' ? state.qr : null;
  const qrCodeId = waiting?.qrCodeId;
  const sessionId = waiting?.sessionId;
  const payload = waiting?.payload;
  useEffect(() => {
    if (qrCodeId === undefined || sessionId === undefined || payload === undefined) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;

    function checkApproval() {
      if (qrCodeId === undefined || sessionId === undefined) return;
      callApi(apiRoutes.getQrApproval, {
        params: { qrCodeId },
        query: { sessionId },
        signal: controller.signal,
        background: true,
      }).then(
        (answer) => {
          if (controller.signal.aborted) return;
          if (answer.status === 'PENDING') {
            timer = setTimeout(checkApproval, APPROVAL_CHECK_INTERVAL_MS);
          } else if (answer.status === 'SIGNED_IN') {
            setState({ step: 'signingIn' });
            handleSignedIn(answer);
          } else {
            setState({ step: 'choosing', choice: answer });
          }
        },
        (error: unknown) => {
          // Left or refreshed meanwhile: this check's answer no longer matters.
          if (controller.signal.aborted) return;
          setState((current) =>
            isQrExpiredError(error) && current.step === 'waiting'
              ? { step: 'expired', qr: current.qr, isRefreshing: false }
              : { step: 'failed', error, isGenerationFailure: false },
          );
        },
      );
    }

    timer = setTimeout(checkApproval, APPROVAL_CHECK_INTERVAL_MS);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [qrCodeId, sessionId, payload]);

  function handleRefresh(qr: TQrCode) {
    setState({ step: 'expired', qr, isRefreshing: true });
    callApi(apiRoutes.patchQrCode, {
      params: { qrCodeId: qr.qrCodeId },
      query: { sessionId: qr.sessionId },
    }).then(
      (refreshed) => setState({ step: 'waiting', qr: refreshed }),
      (error: unknown) => setState({ step: 'failed', error, isGenerationFailure: true }),
    );
  }

  const createNewCode = () => setState({ step: 'creating' });

  switch (state.step) {
    case 'creating':
      return <Spinner label={t('signIn.qr.creating')} />;
    case 'signingIn':
      return <Spinner label={t('signIn.signingIn')} />;
    case 'notTrusted':
      return (
        <Notice tone="info" title={t('signIn.qr.notTrustedTitle')}>
          <p>{t('signIn.qr.notTrustedText')}</p>
        </Notice>
      );
    case 'failed':
      return (
        <div className={styles.panel}>
          <Notice
            tone="error"
            title={state.isGenerationFailure ? t('signIn.qr.failedTitle') : undefined}
          >
            <p>{describeSignInFailure(state.error, t)}</p>
          </Notice>
          <div className={styles.actions}>
            <Button variant="primary" onPress={createNewCode}>
              {t('signIn.qr.newCode')}
            </Button>
          </div>
        </div>
      );
    case 'choosing':
      return <ServiceChooser choice={state.choice} onCancel={createNewCode} />;
    case 'expired':
      return (
        <div className={styles.panel}>
          <Notice tone="warning">
            <p>{t('signIn.qr.expired')}</p>
          </Notice>
          <div className={styles.actions}>
            <Button
              variant="primary"
              isBusy={state.isRefreshing}
              onPress={() => handleRefresh(state.qr)}
            >
              {t('signIn.qr.refresh')}
            </Button>
          </div>
        </div>
      );
    case 'waiting':
      return (
        <div className={styles.panel}>
          <p>{t('signIn.qr.intro')}</p>
          <div className={styles.qrLayout}>
            <QrImage key={state.qr.payload} payload={state.qr.payload} />
            <div className={styles.qrDetails}>
              <Countdown expiresAt={state.qr.expiresAt} />
              <Spinner label={t('signIn.qr.waiting')} />
              <PayloadField key={state.qr.payload} payload={state.qr.payload} />
            </div>
          </div>
        </div>
      );
  }
}
