import type { Ref } from 'react';
import { Button as AriaButton, type ButtonProps } from 'react-aria-components';
import styles from './button.module.css';

export type TButtonVariant = 'primary' | 'secondary' | 'quiet';

interface TButtonLookProps {
  variant?: TButtonVariant;
  size?: 'regular' | 'small';
  isIconOnly?: boolean;
}

export function getButtonClassName({
  variant = 'secondary',
  size = 'regular',
  isIconOnly = false,
}: TButtonLookProps = {}): string {
  return [
    styles.button,
    variant === 'primary' ? styles.primary : '',
    variant === 'quiet' ? styles.quiet : '',
    size === 'small' ? styles.small : '',
    isIconOnly ? styles.icon : '',
  ]
    .filter(Boolean)
    .join(' ');
}

export type TButtonProps = Omit<ButtonProps, 'className' | 'isPending'> &
  TButtonLookProps & {
    className?: string;
    ref?: Ref<HTMLButtonElement>;
    /**
     * Work started by this button is running: presses are ignored but the button keeps focus.
     * (react-aria's own isPending leaves announcer nodes behind that axe reports.)
     */
    isBusy?: boolean;
  };

export function Button({
  variant,
  size,
  isIconOnly,
  className,
  isBusy = false,
  onPress,
  children,
  ...props
}: TButtonProps) {
  const look = getButtonClassName({ variant, size, isIconOnly });
  return (
    <AriaButton
      {...props}
      onPress={isBusy ? undefined : onPress}
      aria-disabled={isBusy || undefined}
      data-busy={isBusy || undefined}
      className={className ? `${look} ${className}` : look}
    >
      {(renderProps) => (
        <>
          {isBusy ? <span className={styles.busy} aria-hidden="true" /> : null}
          {typeof children === 'function' ? children(renderProps) : children}
        </>
      )}
    </AriaButton>
  );
}
