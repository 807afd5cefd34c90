import { useEffect, useState } from 'react';

export interface TMeasuredBox {
  widthPx: number;
  heightPx: number;
  fontSizePx: number;
}

function isSameBox(a: TMeasuredBox | null, b: TMeasuredBox): boolean {
  return a?.widthPx === b.widthPx && a.heightPx === b.heightPx && a.fontSizePx === b.fontSizePx;
}

/**
 * An element's size and font size, measured again whenever it changes. The chart is drawn in
 * real pixels, not stretched from a fixed view box, so its labels keep the size the person set
 * (000 §9 font sizes); the box is sized in em, so a new font size resizes it and is noticed.
 */
export function useMeasuredBox<T extends HTMLElement>() {
  const [element, setElement] = useState<T | null>(null);
  const [box, setBox] = useState<TMeasuredBox | null>(null);
  useEffect(() => {
    if (!element) return;
    const measure = () => {
      const measured = {
        widthPx: element.clientWidth,
        heightPx: element.clientHeight,
        fontSizePx: Number.parseFloat(getComputedStyle(element).fontSize),
      };
      setBox((current) => (isSameBox(current, measured) ? current : measured));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return [setElement, box] as const;
}
