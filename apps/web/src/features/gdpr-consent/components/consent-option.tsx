import { useId } from 'react';
import { Switch } from 'react-aria-components';
import type { TGdprConsentOption } from '@poslovno/domain';
import { useT } from '../../../i18n/i18n-context';
import styles from './gdpr-consent.module.css';

interface TConsentOptionProps {
  option: TGdprConsentOption;
  /** The option as the bank holds it. */
  inForce: boolean;
  /** The option as the person has set it; undefined where the person cannot change it. */
  draft?: boolean;
  onChange?: (isAllowed: boolean) => void;
}

/**
 * One option of 001 §3 (COMMUNICATION, PROFILING): what it allows, and its state as a switch the
 * person may turn, or as text where they cannot. The state is written out (not by colour or
 * position alone), and a change not yet saved says what is in force.
 */
export function ConsentOption({ option, inForce, draft, onChange }: TConsentOptionProps) {
  const t = useT();
  const descriptionId = useId();
  const stateOf = (isAllowed: boolean) => t(isAllowed ? 'gdpr.state.on' : 'gdpr.state.off');
  const title = t(`gdpr.option.${option}.title`);
  const isEditable = draft !== undefined && onChange !== undefined;
  const shown = isEditable ? draft : inForce;
  return (
    <li className={styles.option} data-option={option}>
      <div className={styles.optionHead}>
        {isEditable ? (
          <Switch
            isSelected={draft}
            onChange={onChange}
            aria-describedby={descriptionId}
            className={styles.switch}
          >
            <span className={styles.track} aria-hidden="true">
              <span className={styles.thumb} />
            </span>
            <span className={styles.optionTitle}>{title}</span>
          </Switch>
        ) : (
          <span className={styles.optionTitle}>{title}</span>
        )}
        {/* The switch says its own state to a screen reader; the words are for the eye. */}
        <span
          className={shown ? styles.stateOn : styles.stateOff}
          data-state={shown ? 'on' : 'off'}
          aria-hidden={isEditable || undefined}
        >
          {stateOf(shown)}
        </span>
      </div>
      <p id={descriptionId} className={styles.optionDescription}>
        {t(`gdpr.option.${option}.description`)}
      </p>
      {isEditable && draft !== inForce ? (
        <p className={styles.inForce}>
          {t('gdpr.state.inForce', {
            state: t(inForce ? 'signing.field.on' : 'signing.field.off'),
          })}
        </p>
      ) : null}
    </li>
  );
}
