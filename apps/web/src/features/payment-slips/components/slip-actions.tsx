import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { TPaymentSlipFileFormat } from '@poslovno/contract';
import { useI18n } from '../../../i18n/i18n-context';
import { saveFile } from '../../../lib/save-file';
import {
  SLIP_PAYMENT_PATH,
  buildSlipPaymentState,
  type TSlipOrigin,
} from '../../../lib/slip-payment';
import { Button } from '../../../ui/button';
import { notify } from '../../../ui/notifications';
import { fetchSlipFile } from '../api/payment-slips-api';
import styles from './payment-slips.module.css';

/** The contract's PAYMENT_SLIP_FILE_FORMATS, in the order the buttons stand. */
const FILE_FORMATS = ['PNG', 'SVG', 'PDF'] as const satisfies readonly TPaymentSlipFileFormat[];

/** Where the payment form's Cancel and Back lead: the slips. */
const SLIPS_PATH = '/qr-hub3/list';

/**
 * "Pay": the domestic payment form filled in from the slip's barcode text (lib/slip-payment.ts),
 * its way back to the slips.
 */
export function usePaySlip() {
  const navigate = useNavigate();
  return (payload: string, origin: TSlipOrigin) =>
    void navigate(SLIP_PAYMENT_PATH, {
      state: buildSlipPaymentState({ payload, origin, returnTo: SLIPS_PATH }),
    });
}

/** One download of one slip, told by a notification when saved or refused. */
function useSlipDownload(slipId: string) {
  const { t, locale } = useI18n();
  return useMutation({
    mutationFn: async (format: TPaymentSlipFileFormat) => {
      const file = await fetchSlipFile(slipId, format, locale);
      saveFile(file);
      return file.fileName;
    },
    onSuccess: (fileName) =>
      notify({ tone: 'success', title: t('paymentSlips.download.done', { fileName }) }),
    onError: (error) => notify({ tone: 'error', title: error.message }),
  });
}

/**
 * The slip's files: the barcode as PNG or SVG, the printable HUB-3A form as PDF. In a list of
 * many (`name` given) the buttons say only the format and their names say whose slip and what.
 */
export function SlipDownloads({
  slipId,
  name,
  size = 'regular',
}: {
  slipId: string;
  name?: string;
  size?: 'regular' | 'small';
}) {
  const { t } = useI18n();
  const download = useSlipDownload(slipId);
  return (
    <div className={styles.buttonRow}>
      {FILE_FORMATS.map((format) => (
        <Button
          key={format}
          size={size}
          isBusy={download.isPending && download.variables === format}
          onPress={() => download.mutate(format)}
          {...(name ? { 'aria-label': t(`paymentSlips.download.${format}Of`, { name }) } : {})}
        >
          {name ? format : t(`paymentSlips.download.${format}`)}
        </Button>
      ))}
    </div>
  );
}
