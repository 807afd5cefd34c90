import { isApiError } from '../api/api-client';
import { useT } from '../i18n/i18n-context';
import { Button } from './button';
import { Notice, NoticeList } from './notice';

/** An API failure as the person should read it: the server's localised description and its validations. */
export function ErrorNotice({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const t = useT();
  const message = isApiError(error) && error.message ? error.message : t('common.errorGeneric');
  const validations = isApiError(error)
    ? [...new Set(error.validations.map((validation) => validation.description))]
    : [];
  return (
    <Notice
      tone="error"
      action={
        onRetry ? (
          <Button variant="secondary" size="small" onPress={onRetry}>
            {t('common.retry')}
          </Button>
        ) : undefined
      }
    >
      <p>{message}</p>
      {validations.length > 0 ? <NoticeList items={validations} /> : null}
    </Notice>
  );
}
