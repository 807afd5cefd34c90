import { describe, expect, it } from 'vitest';
import {
  computeScrollThumb,
  getScrollOffsetForThumb,
  SCROLL_THUMB_MIN_SIZE_PX,
} from './scroll-thumb';

describe('computeScrollThumb', () => {
  it('shows no scrollbar when the content fits', () => {
    expect(computeScrollThumb({ viewportSize: 400, contentSize: 400, scrollOffset: 0 })).toBeNull();
    expect(computeScrollThumb({ viewportSize: 0, contentSize: 400, scrollOffset: 0 })).toBeNull();
  });

  it('sizes the thumb by the visible share and moves it with the scroll', () => {
    expect(computeScrollThumb({ viewportSize: 400, contentSize: 800, scrollOffset: 0 })).toEqual({
      size: 200,
      offset: 0,
    });
    expect(computeScrollThumb({ viewportSize: 400, contentSize: 800, scrollOffset: 400 })).toEqual({
      size: 200,
      offset: 200,
    });
    expect(computeScrollThumb({ viewportSize: 400, contentSize: 800, scrollOffset: 200 })).toEqual({
      size: 200,
      offset: 100,
    });
  });

  it('keeps the thumb at least 30 px on a very long list (000 §9)', () => {
    const thumb = computeScrollThumb({
      viewportSize: 300,
      contentSize: 300_000,
      scrollOffset: 299_700,
    });
    expect(thumb).toEqual({ size: SCROLL_THUMB_MIN_SIZE_PX, offset: 270 });
  });

  it('clamps an overscrolled offset (elastic scrolling) to the track', () => {
    expect(
      computeScrollThumb({ viewportSize: 400, contentSize: 800, scrollOffset: -50 })?.offset,
    ).toBe(0);
    expect(
      computeScrollThumb({ viewportSize: 400, contentSize: 800, scrollOffset: 900 })?.offset,
    ).toBe(200);
  });
});

describe('getScrollOffsetForThumb', () => {
  it('is the inverse of the thumb position', () => {
    const metrics = { viewportSize: 400, contentSize: 800 };
    expect(getScrollOffsetForThumb(metrics, 200, 100)).toBe(200);
    expect(getScrollOffsetForThumb(metrics, 200, 500)).toBe(400);
    expect(getScrollOffsetForThumb(metrics, 400, 10)).toBe(0);
  });
});
