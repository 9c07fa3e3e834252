import { useEffect } from 'react';

/**
 * Sets the page's meta description (search engines and link previews read it) while the screen shows, and puts
 * back the console's own when it goes. The document title comes from the screen's heading (`PublicLayout`).
 */
export function usePageDescription(description: string | undefined): void {
  useEffect(() => {
    if (!description) return;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    const before = meta.content;
    meta.content = description;
    return () => {
      meta.content = before;
    };
  }, [description]);
}
