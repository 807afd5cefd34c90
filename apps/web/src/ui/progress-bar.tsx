import { useId } from 'react';
import { Label, ProgressBar as AriaProgressBar } from 'react-aria-components';
import styles from './progress-bar.module.css';

export type TProgressTone = 'default' | 'error';

interface TProgressBarProps {
  label: string;
  /** Percent done, 0 to 100; ignored while indeterminate. */
  value?: number;
  /** The work runs but how far it is is not known (waiting for the server). */
  isIndeterminate?: boolean;
  /** Replaces the locale's percentage ("45 %" in Croatian, "45%" in English), e.g. "3 of 10 files". */
  valueLabel?: string;
  /** The work failed: the bar turns to the danger colours, the description says why. */
  tone?: TProgressTone;
  description?: string;
}

/** Progress of long work (uploads, exports, bulk conversion), read out as a progressbar. */
export function ProgressBar({
  label,
  value = 0,
  isIndeterminate = false,
  valueLabel,
  tone = 'default',
  description,
}: TProgressBarProps) {
  const descriptionId = useId();
  return (
    <AriaProgressBar
      value={value}
      isIndeterminate={isIndeterminate}
      valueLabel={valueLabel}
      aria-describedby={description ? descriptionId : undefined}
      className={[styles.progress, tone === 'error' ? styles.error : ''].filter(Boolean).join(' ')}
    >
      {({ percentage, valueText }) => (
        <>
          <div className={styles.header}>
            <Label className={styles.label}>{label}</Label>
            {isIndeterminate ? null : <span className={styles.value}>{valueText}</span>}
          </div>
          <div className={styles.track}>
            <div
              className={isIndeterminate ? `${styles.fill} ${styles.indeterminate}` : styles.fill}
              style={isIndeterminate ? undefined : { width: `${percentage ?? 0}%` }}
            />
          </div>
          {description ? (
            <p id={descriptionId} className={styles.description}>
              {description}
            </p>
          ) : null}
        </>
      )}
    </AriaProgressBar>
  );
}
