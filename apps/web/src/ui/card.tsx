import type { HTMLAttributes } from 'react';
import styles from './card.module.css';

interface TCardProps extends HTMLAttributes<HTMLElement> {
  as?: 'div' | 'section' | 'article';
}

export function Card({ as: Element = 'div', className, ...props }: TCardProps) {
  return <Element {...props} className={className ? `${styles.card} ${className}` : styles.card} />;
}
