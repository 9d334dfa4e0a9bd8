import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from './confirm-dialog';

/**
 * Warns before edits are lost: a confirmation when staff follow a link inside the admin, and the
 * browser's own question when they reload or close the tab. Used by every form with a Save
 * button (products, blog posts, settings).
 *
 * `markSaved` lifts the guard at once, for a save that navigates in the same tick (a new post
 * moving to its own address) before the form has re-rendered as clean.
 */
export function useUnsavedChanges(dirty: boolean) {
  const dirtyRef = useRef(dirty);
  useEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const markSaved = useCallback(() => {
    dirtyRef.current = false;
  }, []);

  const prompt =
    blocker.state === 'blocked' ? (
      <ConfirmDialog
        title="Leave without saving?"
        confirmLabel="Leave without saving"
        onConfirm={() => blocker.proceed()}
        onCancel={() => blocker.reset()}
      >
        Your changes on this page have not been saved. They are lost if you leave now.
      </ConfirmDialog>
    ) : null;

  return { prompt, markSaved };
}
