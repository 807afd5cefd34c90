/** 000 §9: the interface's scrollbar thumb is at least 30 px and hides 1000 ms after the last scroll, fading for 200 ms. */
export const SCROLL_THUMB_MIN_SIZE_PX = 30;
export const SCROLLBAR_AUTO_HIDE_MS = 1000;
export const SCROLLBAR_FADE_MS = 200;

export interface TScrollMetrics {
  viewportSize: number;
  contentSize: number;
  scrollOffset: number;
}

/**
 * Size and offset of a scrollbar thumb along one axis, in px of the track (the viewport's length);
 * null when everything fits and no scrollbar is shown. The thumb's size is the visible share of the
 * content, but never under the minimum, and it travels the track as the scroll offset travels its range.
 */
export function computeScrollThumb(
  { viewportSize, contentSize, scrollOffset }: TScrollMetrics,
  minSize = SCROLL_THUMB_MIN_SIZE_PX,
): { size: number; offset: number } | null {
  const scrollRange = contentSize - viewportSize;
  if (viewportSize <= 0 || scrollRange < 1) return null;
  const size = Math.min(
    viewportSize,
    Math.max(minSize, (viewportSize * viewportSize) / contentSize),
  );
  const progress = Math.min(1, Math.max(0, scrollOffset / scrollRange));
  return { size, offset: progress * (viewportSize - size) };
}

/** The scroll offset that puts the thumb's start at a track position (for dragging the thumb). */
export function getScrollOffsetForThumb(
  { viewportSize, contentSize }: Omit<TScrollMetrics, 'scrollOffset'>,
  thumbSize: number,
  thumbOffset: number,
): number {
  const travel = viewportSize - thumbSize;
  if (travel <= 0) return 0;
  const progress = Math.min(1, Math.max(0, thumbOffset / travel));
  return progress * (contentSize - viewportSize);
}
