import { useId } from 'react';
import { Checkbox, Label, Radio, RadioGroup } from 'react-aria-components';
import {
  FONT_SIZE_FACTORS,
  LETTER_SPACING_FACTORS,
  LINE_SPACING_FACTORS,
  THEME_NAMES,
  type TFontSize,
  type TLetterSpacing,
  type TLineSpacing,
  type TThemeSettings,
} from '@poslovno/domain';
import { savePersonalSettingsInBackground } from '../../../api/personal-settings';
import { useSessionState } from '../../../app/session/session-context';
import { useT } from '../../../i18n/i18n-context';
import { useTheme } from '../../../theme/theme-context';
import { ModalDialog } from '../../../ui/dialog';
import styles from './settings-dialog.module.css';

interface TChoice<T extends string> {
  id: T;
  label: string;
}

interface TChoiceGroupProps<T extends string> {
  label: string;
  choices: readonly TChoice<T>[];
  value: T;
  onChange: (value: T) => void;
}

function ChoiceGroup<T extends string>({ label, choices, value, onChange }: TChoiceGroupProps<T>) {
  return (
    <RadioGroup
      value={value}
      onChange={(selected) => {
        const choice = choices.find((candidate) => candidate.id === selected);
        if (choice) onChange(choice.id);
      }}
      orientation="horizontal"
      className={styles.group}
    >
      <Label className={styles.groupLabel}>{label}</Label>
      <div className={styles.options}>
        {choices.map((choice) => (
          <Radio key={choice.id} value={choice.id} className={styles.option}>
            <span className={styles.dot} aria-hidden="true" />
            {choice.label}
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}

function keysOf<T extends string>(record: Readonly<Record<T, number>>): T[] {
  return Object.keys(record) as T[];
}

/** Theme and the accessibility modifiers of 000 §9; every change applies at once. */
export function SettingsDialog({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const t = useT();
  const { settings, updateSettings } = useTheme();
  const { session } = useSessionState();
  const accessibleTextHintId = useId();

  function changeSettings(patch: Partial<TThemeSettings>) {
    const next = updateSettings(patch);
    if (session) savePersonalSettingsInBackground(session.permission.personId, { theme: next });
  }

  return (
    <ModalDialog title={t('settings.title')} isOpen={isOpen} onOpenChange={onOpenChange}>
      <div className={styles.form}>
        <ChoiceGroup
          label={t('settings.theme')}
          choices={THEME_NAMES.map((name) => ({ id: name, label: t(`settings.theme.${name}`) }))}
          value={settings.name}
          onChange={(name) => changeSettings({ name })}
        />
        <ChoiceGroup
          label={t('settings.fontSize')}
          choices={keysOf<TFontSize>(FONT_SIZE_FACTORS).map((size) => ({
            id: size,
            label: t(`settings.fontSize.${size}`),
          }))}
          value={settings.fontSize}
          onChange={(fontSize) => changeSettings({ fontSize })}
        />
        <ChoiceGroup
          label={t('settings.lineSpacing')}
          choices={keysOf<TLineSpacing>(LINE_SPACING_FACTORS).map((spacing) => ({
            id: spacing,
            label: t(`settings.lineSpacing.${spacing}`),
          }))}
          value={settings.lineSpacing}
          onChange={(lineSpacing) => changeSettings({ lineSpacing })}
        />
        <ChoiceGroup
          label={t('settings.letterSpacing')}
          choices={keysOf<TLetterSpacing>(LETTER_SPACING_FACTORS).map((spacing) => ({
            id: spacing,
            label: t(`settings.letterSpacing.${spacing}`),
          }))}
          value={settings.letterSpacing}
          onChange={(letterSpacing) => changeSettings({ letterSpacing })}
        />
        <div className={styles.checkboxField}>
          <Checkbox
            isSelected={settings.accessibleText}
            onChange={(accessibleText) => changeSettings({ accessibleText })}
            aria-describedby={accessibleTextHintId}
            className={styles.checkbox}
          >
            <span className={styles.box} aria-hidden="true">
              {settings.accessibleText ? (
                <svg
                  viewBox="0 0 16 16"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.4"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                >
                  <path d="m3 8.5 3.2 3L13 4.5" />
                </svg>
              ) : null}
            </span>
            {t('settings.accessibleText')}
          </Checkbox>
          <p id={accessibleTextHintId} className={styles.hint}>
            {t('settings.accessibleTextHint')}
          </p>
        </div>
      </div>
    </ModalDialog>
  );
}
