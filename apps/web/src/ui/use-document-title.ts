import { useEffect } from 'react';
import { useT } from '../i18n/i18n-context';

/** Every page names itself in the browser tab: "Računi | Poslovno". */
export function useDocumentTitle(page: string | undefined): void {
  const t = useT();
  useEffect(() => {
    document.title = page ? t('app.documentTitle', { page }) : t('app.productName');
  }, [page, t]);
}
