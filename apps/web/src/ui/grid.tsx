import type { CSSProperties, HTMLAttributes } from 'react';
import styles from './grid.module.css';

/**
 * 000 §9: a 12-column grid with the breakpoints sm, md, lg, xl and xxl (from 36, 48, 62, 75 and
 * 87.5 em: the usual 576/768/992/1200/1400 px at the default font size, in em so that the larger
 * font sizes of §9 move a layout to fewer columns just as a narrower window does).
 */
export const GRID_BREAKPOINTS = ['sm', 'md', 'lg', 'xl', 'xxl'] as const;
export type TGridBreakpoint = (typeof GRID_BREAKPOINTS)[number];
export type TGridSpan = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;

type TGridItemProps = HTMLAttributes<HTMLDivElement> & {
  /** Columns taken below sm (12, the full width, unless told). */
  span?: TGridSpan;
} & Partial<Record<TGridBreakpoint, TGridSpan>>;

export function Grid({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div {...props} className={className ? `${styles.grid} ${className}` : styles.grid} />;
}

/** A cell of the grid; each breakpoint's span holds from that width up until a larger one says otherwise. */
export function GridItem({
  span = 12,
  sm,
  md,
  lg,
  xl,
  xxl,
  className,
  style,
  ...props
}: TGridItemProps) {
  // Each breakpoint inherits the span of the one below, so a media query needs only its own value.
  const spans: CSSProperties & Record<`--span-${string}`, number> = {
    '--span-xs': span,
    '--span-sm': sm ?? span,
    '--span-md': md ?? sm ?? span,
    '--span-lg': lg ?? md ?? sm ?? span,
    '--span-xl': xl ?? lg ?? md ?? sm ?? span,
    '--span-xxl': xxl ?? xl ?? lg ?? md ?? sm ?? span,
  };
  return (
    <div
      {...props}
      style={{ ...spans, ...style }}
      className={className ? `${styles.item} ${className}` : styles.item}
    />
  );
}
