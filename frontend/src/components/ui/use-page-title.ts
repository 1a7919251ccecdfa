import { useEffect } from 'react';

let serverTitle = '';

/** Kept during a server render, where effects never run (build-time pages write it in <title>). */
function keepTitleOnServer(title: string): void {
  serverTitle = title;
}

/** The title the page last rendered on the server set, cleared for the next render. */
export function takeRenderedTitle(): string {
  const title = serverTitle;
  serverTitle = '';
  return title;
}

export function usePageTitle(title: string): void {
  if (typeof document === 'undefined') keepTitleOnServer(title);
  useEffect(() => {
    document.title = title ? `${title} · AgroSense` : 'AgroSense';
  }, [title]);
}
