import { useEffect } from 'react';

/** While `dirty`, closing or reloading the tab asks the browser's own "leave this page?" first (doc 2 §5, doc 3 §2.1). */
export function useUnsavedWarning(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
