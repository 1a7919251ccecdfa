import { useEffect } from 'react';

/** The title of the page last rendered on the server (build-time pages write it into <title>). */
export const renderedTitle = { value: '' };

export function usePageTitle(title: string): void {
  // An effect never runs on the server: there the title is kept for the page's <title>.
  if (typeof document === 'undefined') renderedTitle.value = title;
  useEffect(() => {
    document.title = title ? `${title} · AgroSense` : 'AgroSense';
  }, [title]);
}
