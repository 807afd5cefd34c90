import { Button as AriaButton, type ButtonProps } from 'react-aria-components';
import styles from './button.module.css';

export type TButtonVariant = 'primary' | 'secondary' | 'quiet';

interface TButtonLookProps {
  variant?: TButtonVariant;
  size?: 'regular' | 'small';
  isIconOnly?: boolean;
}

export function getButtonClassName({ variant = 'secondary', size = 'regular', isIconOnly = false }: TButtonLookProps = {}): string {
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

export type TButtonProps = Omit<ButtonProps, 'className'> & TButtonLookProps & { className?: string };

export function Button({ variant, size, isIconOnly, className, ...props }: TButtonProps) {
  const look = getButtonClassName({ variant, size, isIconOnly });
  return <AriaButton {...props} className={className ? `${look} ${className}` : look} />;
}
