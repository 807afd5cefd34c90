import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { getSessionToken } from '../../../api/session-token';

/** Where the person tried to go: a link's address, or an entry of the browser's history. */
type TLeaveAttempt = { kind: 'link'; to: string } | { kind: 'history'; key: string };

/** The parts of the Navigation API used here (TypeScript's DOM library does not have it yet). */
interface TNavigateEvent extends Event {
  readonly navigationType: 'push' | 'replace' | 'reload' | 'traverse';
  readonly destination: { readonly key: string };
}
interface TNavigation extends EventTarget {
  traverseTo: (key: string) => { finished: Promise<unknown> };
}

function readNavigation(): TNavigation | undefined {
  return (window as Window & { navigation?: TNavigation }).navigation;
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
 * (captured on the document, before the router's handler), a step back or forward in the
 * history (the Navigation API's navigate event, cancelled before the router hears of it; a
 * popstate listener cannot stop it, the router's own listener on the window runs first) and a
 * reload or close of the tab (beforeunload, the browser's own question). A browser without the
 * Navigation API steps back without asking. A session that ended reloads the page without
 * asking: there is nothing left to save.
 */
export function useLeaveGuard(hasUnsavedChanges: boolean) {
  const navigate = useNavigate();
  const [attempt, setAttempt] = useState<TLeaveAttempt | null>(null);
  const isLeavingRef = useRef(false);

  useEffect(() => {
    if (!hasUnsavedChanges) return undefined;
    isLeavingRef.current = false;

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
    function handleNavigate(event: Event) {
      const step = event as TNavigateEvent;
      // The browser lets a page stop a step only after the person's own action, and never one
      // into another document (beforeunload asks for that one).
      if (isLeavingRef.current || step.navigationType !== 'traverse' || !step.cancelable) return;
      step.preventDefault();
      setAttempt({ kind: 'history', key: step.destination.key });
    }

    const navigation = readNavigation();
    window.addEventListener('beforeunload', handleBeforeUnload);
    document.addEventListener('click', handleClick, true);
    navigation?.addEventListener('navigate', handleNavigate);
    return () => {
      window.removeEventListener('beforeunload', handleBeforeUnload);
      document.removeEventListener('click', handleClick, true);
      navigation?.removeEventListener('navigate', handleNavigate);
    };
  }, [hasUnsavedChanges]);

  const leave = useCallback(() => {
    if (attempt === null) return;
    isLeavingRef.current = true;
    setAttempt(null);
    if (attempt.kind === 'link') void navigate(attempt.to);
    // A step that another navigation overtook is simply not taken; the page stays as it is.
    else
      readNavigation()
        ?.traverseTo(attempt.key)
        .finished.catch(() => undefined);
  }, [attempt, navigate]);

  const stay = useCallback(() => setAttempt(null), []);

  return { isAsking: attempt !== null, leave, stay };
}
