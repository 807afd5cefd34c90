import { useEffect, useRef, useState } from 'react';
import { useI18n } from '../../../i18n/i18n-context';
import { Button } from '../../../ui/button';
import { Notice } from '../../../ui/notice';
import { Spinner } from '../../../ui/spinner';
import { prepareCameraReader, readPdf417Text } from '../model/camera-reader';
import { readCameraPayload, type TSlipReading } from '../model/slip-reading';
import styles from './payment-slips.module.css';

/** A frame every so often: enough to read a slip held still, little enough to leave the page free. */
const SCAN_INTERVAL_MS = 250;

/** A camera facing away from the person where there is one (a phone's), in HD when it can. */
const CAMERA_CONSTRAINTS: MediaStreamConstraints = {
  audio: false,
  video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
};

type TCameraProblem = 'unavailable' | 'noCamera' | 'denied' | 'failed';
type TCameraState = 'starting' | 'scanning' | TCameraProblem;

function readProblem(state: TCameraState): TCameraProblem | undefined {
  return state === 'starting' || state === 'scanning' ? undefined : state;
}

function hasCameraAccess(): boolean {
  return typeof navigator !== 'undefined' && navigator.mediaDevices?.getUserMedia !== undefined;
}

/** Why the camera cannot be used, from getUserMedia's refusal. */
function readCameraFailure(error: unknown): TCameraProblem {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'noCamera';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  return 'failed';
}

/** The frame the video shows now, as pixels; undefined before the first frame has come. */
function grabFrame(video: HTMLVideoElement, canvas: HTMLCanvasElement): ImageData | undefined {
  const { videoWidth: width, videoHeight: height } = video;
  if (video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA || width === 0) return undefined;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return undefined;
  canvas.width = width;
  canvas.height = height;
  context.drawImage(video, 0, 0, width, height);
  return context.getImageData(0, 0, width, height);
}

interface TSlipCameraProps {
  onRead: (reading: TSlipReading) => void;
  onClose: () => void;
}

/**
 * "Read with camera": the camera's picture, each frame read in the page by zxing's WebAssembly
 * (PDF417, ISO-8859-2) and the text read by the domain's HUB3 rules; the first HUB3 slip found
 * ends the reading. No frame leaves the browser. Without a camera, or without the person's leave
 * to use it, the page says so and the upload stays the way. The camera is switched off (its
 * tracks stopped) when a slip is read, when closed and when the person leaves the page.
 */
export default function SlipCamera({ onRead, onClose }: TSlipCameraProps) {
  const { t } = useI18n();
  const videoRef = useRef<HTMLVideoElement>(null);
  const onReadRef = useRef(onRead);
  const [state, setState] = useState<TCameraState>(() =>
    hasCameraAccess() ? 'starting' : 'unavailable',
  );
  const [isNotHub3, setIsNotHub3] = useState(false);

  useEffect(() => {
    onReadRef.current = onRead;
  });

  useEffect(() => {
    if (!hasCameraAccess()) return undefined;
    let isActive = true;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const canvas = document.createElement('canvas');
    const stop = () => {
      isActive = false;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };

    const scan = async () => {
      const video = videoRef.current;
      const frame = video ? grabFrame(video, canvas) : undefined;
      const text = frame ? await readPdf417Text(frame) : undefined;
      if (!isActive) return;
      if (text !== undefined) {
        const reading = readCameraPayload(text);
        if (reading.ok) {
          stop();
          onReadRef.current(reading.value);
          return;
        }
        setIsNotHub3(true);
      }
      timer = setTimeout(() => void scan().catch(fail), SCAN_INTERVAL_MS);
    };
    const fail = (error: unknown) => {
      if (!isActive) return;
      stop();
      setState(readCameraFailure(error));
    };

    void (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia(CAMERA_CONSTRAINTS);
        if (!isActive) {
          stop();
          return;
        }
        const video = videoRef.current;
        if (video) {
          video.srcObject = stream;
          await video.play().catch(() => undefined);
        }
        await prepareCameraReader();
        if (!isActive) return;
        setState('scanning');
        await scan();
      } catch (error) {
        fail(error);
      }
    })();
    return stop;
  }, []);

  const problem = readProblem(state);
  const isLive = problem === undefined;
  return (
    <section className={styles.card} aria-labelledby="slip-camera-title">
      <h3 id="slip-camera-title" className={styles.groupTitle}>
        {t('paymentSlips.camera.title')}
      </h3>
      {isLive ? (
        <div className={styles.viewfinder}>
          {/* The picture is for aiming only: what the camera reads is said in text below. */}
          <video ref={videoRef} className={styles.video} muted playsInline aria-hidden="true" />
        </div>
      ) : null}
      <div role="status" className={styles.cameraStatus}>
        {state === 'starting' ? <Spinner label={t('paymentSlips.camera.starting')} /> : null}
        {state === 'scanning' ? <p>{t('paymentSlips.camera.scanning')}</p> : null}
        {state === 'scanning' && isNotHub3 ? <p>{t('paymentSlips.camera.notHub3')}</p> : null}
      </div>
      {problem ? (
        <Notice tone="warning" title={t(`paymentSlips.camera.${problem}Title`)}>
          <p>{t(`paymentSlips.camera.${problem}`)}</p>
        </Notice>
      ) : null}
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onClose}>
          {t(isLive ? 'paymentSlips.camera.stop' : 'paymentSlips.camera.close')}
        </Button>
      </div>
    </section>
  );
}
