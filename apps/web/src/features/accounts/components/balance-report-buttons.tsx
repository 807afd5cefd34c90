import { apiRoutes } from '../../../api/api-routes';
import { toWireLocale } from '@poslovno/domain';
import { useI18n } from '../../../i18n/i18n-context';
import { useFileDownload } from '../../../lib/use-file-download';
import { Button } from '../../../ui/button';
import { notify } from '../../../ui/notifications';
import styles from './accounts.module.css';

/** 000 §7 GET /accounts/balance/report: the balances of every account as a PDF or XLS file. */
export function BalanceReportButtons() {
  const { t, locale } = useI18n();
  const report = useFileDownload(apiRoutes.getBalanceReport);
  const download = (format: 'PDF' | 'XLS') =>
    report.download(
      { query: { format, locale: toWireLocale(locale) } },
      {
        onSuccess: (fileName) =>
          notify({ tone: 'success', title: t('accounts.balanceReport.done', { fileName }) }),
        onError: (error) => notify({ tone: 'error', title: error.message }),
      },
    );
  return (
    <div className={styles.reportButtons} role="group" aria-label={t('accounts.balanceReport')}>
      <Button size="small" isBusy={report.isDownloading} onPress={() => download('PDF')}>
        {t('accounts.balanceReport.pdf')}
      </Button>
      <Button size="small" isBusy={report.isDownloading} onPress={() => download('XLS')}>
        {t('accounts.balanceReport.xls')}
      </Button>
    </div>
  );
}
