import { useEffect, useRef } from 'react';

/** The page's title (PageHeader), where the focus goes when nothing better is left. */
function findPageHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main h1') ?? document.querySelector('h1');
}

/**
 * After a dialog closes, react-aria gives the focus back to the control that opened it, one frame
 * later. When that control is gone (the row it stood in was deleted, the action was done) the
 * focus would be left on the page's body; this puts it on the page's title instead.
 */
export function useFocusFallbackAfterClose(isOpen: boolean): void {
  const wasOpenRef = useRef(isOpen);
  useEffect(() => {
    const hasClosed = wasOpenRef.current && !isOpen;
    wasOpenRef.current = isOpen;
    if (!hasClosed) return undefined;
    let secondFrame = 0;
    const firstFrame = requestAnimationFrame(() => {
      secondFrame = requestAnimationFrame(() => {
        const active = document.activeElement;
        if (active === null || active === document.body) findPageHeading()?.focus();
      });
    });
    return () => {
      cancelAnimationFrame(firstFrame);
      cancelAnimationFrame(secondFrame);
    };
  }, [isOpen]);
}
