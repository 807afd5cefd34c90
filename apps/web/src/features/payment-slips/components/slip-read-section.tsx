import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useConfig } from '../../../app/config/config-context';
import { useI18n } from '../../../i18n/i18n-context';
import { Button } from '../../../ui/button';
import { FileDropArea } from '../../../ui/file-drop-area';
import { Spinner } from '../../../ui/spinner';
import { decodeSlipFile } from '../api/payment-slips-api';
import { fromDecodedSlip, type TSlipReading } from '../model/slip-reading';
import { SlipReadingView } from './slip-reading-view';
import styles from './payment-slips.module.css';

// The camera and zxing's WebAssembly load only when the person opens the camera.
const SlipCamera = lazy(() => import('./slip-camera'));

/** 000 §2: a slip is read from an image; a PDF's first page is read by the bank too. */
const SLIP_FILE_TYPES = ['.png', '.jpg', '.jpeg', '.pdf'];
const BYTES_PER_MEGABYTE = 1024 * 1024;

/**
 * Reading a slip: a scan or photo (PNG, JPEG) or a PDF uploaded to the bank's reader (POST
 * /payments/slips/decode), or the camera read in the page; either way the same result follows,
 * each field with its verdict, and "Pay".
 */
export function SlipReadSection() {
  const { t } = useI18n();
  const config = useConfig();
  const [reading, setReading] = useState<TSlipReading | null>(null);
  const [isCameraOpen, setIsCameraOpen] = useState(false);
  const [uploadKey, setUploadKey] = useState(0);
  const resultHeadingRef = useRef<HTMLHeadingElement>(null);
  const cameraButtonRef = useRef<HTMLButtonElement>(null);

  // A new result takes the focus, so it is read out and "Pay" is a tab away.
  useEffect(() => {
    if (reading) resultHeadingRef.current?.focus();
  }, [reading]);

  const closeCamera = () => {
    setIsCameraOpen(false);
    setTimeout(() => cameraButtonRef.current?.focus(), 0);
  };

  return (
    <section className={styles.card} aria-labelledby="slip-read-title">
      <h2 id="slip-read-title" className={styles.cardTitle}>
        {t('paymentSlips.read.title')}
      </h2>
      <p className={styles.muted}>{t('paymentSlips.read.intro')}</p>
      <div className={styles.readWays}>
        <FileDropArea
          key={uploadKey}
          label={t('paymentSlips.read.uploadLabel')}
          accept={SLIP_FILE_TYPES}
          maxSizeBytes={config.upload.maxFileSizeMb * BYTES_PER_MEGABYTE}
          description={t('paymentSlips.read.uploadHint')}
          isDisabled={isCameraOpen}
          upload={async ([file], options) => {
            if (!file) return;
            setReading(null);
            const decoded = await decodeSlipFile(file, options);
            setReading(fromDecodedSlip(decoded));
          }}
        />
        <div className={styles.cameraWay}>
          <p className={styles.label}>{t('paymentSlips.read.cameraLabel')}</p>
          <p className={styles.muted}>{t('paymentSlips.read.cameraHint')}</p>
          {isCameraOpen ? null : (
            <div>
              <Button
                ref={cameraButtonRef}
                onPress={() => {
                  setReading(null);
                  setIsCameraOpen(true);
                }}
              >
                {t('paymentSlips.read.camera')}
              </Button>
            </div>
          )}
        </div>
      </div>
      {isCameraOpen ? (
        <Suspense fallback={<Spinner label={t('paymentSlips.camera.loading')} />}>
          <SlipCamera
            onRead={(result) => {
              setIsCameraOpen(false);
              setReading(result);
            }}
            onClose={closeCamera}
          />
        </Suspense>
      ) : null}
      {reading ? (
        <SlipReadingView
          reading={reading}
          headingRef={resultHeadingRef}
          onClose={() => {
            setReading(null);
            setUploadKey((key) => key + 1);
          }}
        />
      ) : null}
    </section>
  );
}
