import { useCallback, useEffect, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import styles from './scroll-area.module.css';
import {
  computeScrollThumb,
  getScrollOffsetForThumb,
  SCROLLBAR_AUTO_HIDE_MS,
  SCROLLBAR_FADE_MS,
} from './scroll-thumb';

type TThumb = { size: number; offset: number } | null;

interface TScrollAreaProps {
  /** Names the scrollable region, which takes the keyboard focus so it can scroll by keys. */
  label: string;
  /** The most the area grows before it scrolls, as CSS (e.g. '24rem'). */
  maxHeight: string;
  children: ReactNode;
}

function readThumbs(viewport: HTMLElement): { vertical: TThumb; horizontal: TThumb } {
  return {
    vertical: computeScrollThumb({
      viewportSize: viewport.clientHeight,
      contentSize: viewport.scrollHeight,
      scrollOffset: viewport.scrollTop,
    }),
    horizontal: computeScrollThumb({
      viewportSize: viewport.clientWidth,
      contentSize: viewport.scrollWidth,
      scrollOffset: viewport.scrollLeft,
    }),
  };
}

/**
 * A scrolling box with the interface scrollbar of 000 §9: thin overlay thumbs of at least 30 px
 * that appear while scrolling or hovering and fade out 1000 ms later in 200 ms. The browser still
 * does the scrolling (wheel, touch, keys); the thumbs only show where one is and can be dragged.
 */
export function ScrollArea({ label, maxHeight, children }: TScrollAreaProps) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [thumbs, setThumbs] = useState<{ vertical: TThumb; horizontal: TThumb }>({
    vertical: null,
    horizontal: null,
  });
  const [isVisible, setIsVisible] = useState(false);

  const reveal = useCallback(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    setThumbs(readThumbs(viewport));
    setIsVisible(true);
    clearTimeout(hideTimer.current);
    hideTimer.current = setTimeout(() => setIsVisible(false), SCROLLBAR_AUTO_HIDE_MS);
  }, []);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const observer = new ResizeObserver(() => setThumbs(readThumbs(viewport)));
    observer.observe(viewport);
    if (viewport.firstElementChild) observer.observe(viewport.firstElementChild);
    return () => {
      observer.disconnect();
      clearTimeout(hideTimer.current);
    };
  }, []);

  function startDrag(axis: 'vertical' | 'horizontal', event: PointerEvent<HTMLDivElement>) {
    const viewport = viewportRef.current;
    const thumb = thumbs[axis];
    if (!viewport || !thumb) return;
    event.preventDefault();
    const isVertical = axis === 'vertical';
    const startPointer = isVertical ? event.clientY : event.clientX;
    const startOffset = thumb.offset;
    const target = event.currentTarget;
    target.setPointerCapture(event.pointerId);
    const move = (moveEvent: globalThis.PointerEvent) => {
      const pointer = isVertical ? moveEvent.clientY : moveEvent.clientX;
      const metrics = isVertical
        ? { viewportSize: viewport.clientHeight, contentSize: viewport.scrollHeight }
        : { viewportSize: viewport.clientWidth, contentSize: viewport.scrollWidth };
      const offset = getScrollOffsetForThumb(
        metrics,
        thumb.size,
        startOffset + pointer - startPointer,
      );
      if (isVertical) viewport.scrollTop = offset;
      else viewport.scrollLeft = offset;
    };
    const stop = () => {
      target.removeEventListener('pointermove', move);
      target.removeEventListener('pointerup', stop);
      target.removeEventListener('pointercancel', stop);
    };
    target.addEventListener('pointermove', move);
    target.addEventListener('pointerup', stop);
    target.addEventListener('pointercancel', stop);
  }

  return (
    <div
      className={styles.area}
      data-visible={isVisible || undefined}
      style={{ ['--scrollbar-fade-ms' as string]: `${SCROLLBAR_FADE_MS}ms` }}
      onPointerEnter={reveal}
      onPointerMove={reveal}
    >
      <div
        ref={viewportRef}
        className={styles.viewport}
        style={{ maxHeight }}
        role="region"
        aria-label={label}
        tabIndex={0}
        onScroll={reveal}
      >
        <div>{children}</div>
      </div>
      {thumbs.vertical ? (
        <div
          className={`${styles.thumb} ${styles.vertical}`}
          style={{
            height: thumbs.vertical.size,
            transform: `translateY(${thumbs.vertical.offset}px)`,
          }}
          aria-hidden="true"
          onPointerDown={(event) => startDrag('vertical', event)}
        />
      ) : null}
      {thumbs.horizontal ? (
        <div
          className={`${styles.thumb} ${styles.horizontal}`}
          style={{
            width: thumbs.horizontal.size,
            transform: `translateX(${thumbs.horizontal.offset}px)`,
          }}
          aria-hidden="true"
          onPointerDown={(event) => startDrag('horizontal', event)}
        />
      ) : null}
    </div>
  );
}
