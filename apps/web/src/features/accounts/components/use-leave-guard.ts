import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { getSessionToken } from '../../../api/session-token';

/** Where the person tried to go: a link's address, or a step through the browser's history. */
type TLeaveAttempt = { kind: 'link'; to: string } | { kind: 'history'; delta: number };

/** The router's index of a history entry (react-router keeps it in the entry's state as idx). */
function readHistoryIndex(state: unknown): number | null {
  if (typeof state !== 'object' || state === null || !('idx' in state)) return null;
  return typeof state.idx === 'number' ? state.idx : null;
}

/** A plain click on a link to another address of the app, which the router would follow. */
function readInAppLeave(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return null;
  if (anchor.target !== '' && anchor.target !== '_self') return null;
  const url = new URL(anchor.href, window.location.href);
  // Another site unloads this page: beforeunload asks for it.
  if (url.origin !== window.location.origin) return null;
  if (url.pathname === window.location.pathname && url.search === window.location.search)
    return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Asks before the page is left while `hasUnsavedChanges`. The app's router is the declarative
 * one, which has no useBlocker, so the guard listens where the ways out begin: a link's click
 * (captured on the document, before the router's handler), a step back or forward in the history
 * (captured on the window before the router hears it, then undone, as react-router's own blocker
 * does) and a reload or close of the tab (beforeunload, the browser's own question). A session
 * that ended reloads the page without asking: there is nothing left to save.
 */
export function useLeaveGuard(hasUnsavedChanges: boolean) {
  const navigate = useNavigate();
  const [attempt, setAttempt] = useState<TLeaveAttempt | null>(null);
  const isLeavingRef = useRef(false);

  useEffect(() => {
    if (!hasUnsavedChanges) return undefined;
    isLeavingRef.current = false;
    const ownIndex = readHistoryIndex(window.history.state);
    let isUndoingStep = false;

    function handleBeforeUnload(event: BeforeUnloadEvent) {
      if (isLeavingRef.current || getSessionToken() === null) return;
      event.preventDefault();
    }
    function handleClick(event: MouseEvent) {
      if (isLeavingRef.current) return;
      const to = readInAppLeave(event);
      if (to === null) return;
      event.preventDefault();
      event.stopPropagation();
      setAttempt({ kind: 'link', to });
    }
    function handlePopState(event: PopStateEvent) {
      if (isLeavingRef.current) return;
      const nextIndex = readHistoryIndex(event.state);
      if (isUndoingStep) {
        isUndoingStep = false;
        event.stopImmediatePropagation();
        return;
      }
      if (ownIndex === null || nextIndex === null || nextIndex === ownIndex) return;
      event.stopImmediatePropagation();
      isUndoingStep = true;
      window.history.go(ownIndex - nextIndex);
      setAttempt({ kind: 'history', delta: nextIndex - ownIndex });
    }

    window.addEventListener('beforeunload', handleBeforeUnload);
    document.addEventListener('click', handleClick, true);
    window.addEventListener('popstate', handlePopState, true);
    return () => {
      window.removeEventListener('beforeunload', handleBeforeUnload);
      document.removeEventListener('click', handleClick, true);
      window.removeEventListener('popstate', handlePopState, true);
    };
  }, [hasUnsavedChanges]);

  const leave = useCallback(() => {
    if (attempt === null) return;
    isLeavingRef.current = true;
    setAttempt(null);
    if (attempt.kind === 'link') void navigate(attempt.to);
    else window.history.go(attempt.delta);
  }, [attempt, navigate]);

  const stay = useCallback(() => setAttempt(null), []);

  return { isAsking: attempt !== null, leave, stay };
}
