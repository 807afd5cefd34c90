import { useI18n } from '../../../i18n/i18n-context';
import { SigningResultNotice } from '../../../signing/signing-result';
import { useSigningTexts } from '../../../signing/signing-texts';
import { Notice } from '../../../ui/notice';
import type { TConfirmationOutcome } from './confirmation-request';
import { CONFIRMATION_TEXTS, readConfirmationResult } from './confirmation-signing';

/** What became of the last confirmation request asked from this screen. */
export function ConfirmationOutcomeNotice({ outcome }: { outcome: TConfirmationOutcome }) {
  const { t, locale } = useI18n();
  const say = useSigningTexts('AUTHORIZE', CONFIRMATION_TEXTS);
  if (outcome.kind === 'SIGNED')
    return <SigningResultNotice view={readConfirmationResult(outcome.request, locale)} say={say} />;
  return (
    <Notice tone={outcome.kind === 'DELETED' ? 'success' : 'info'}>
      <p>
        {outcome.kind === 'DELETED'
          ? t('confirmations.recap.deleted', { requestId: outcome.requestId })
          : t('confirmations.recap.keptForLater', { requestId: outcome.request.requestId })}
      </p>
    </Notice>
  );
}
