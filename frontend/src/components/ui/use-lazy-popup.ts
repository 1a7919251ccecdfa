import { useState, type MouseEvent } from 'react';

// Menus and drawers are downloaded the first time they open (they pull in MUI's modal code,
// which the first page view does not need), then stay mounted so they can animate closed.
export function useLazyPopup<T extends HTMLElement>() {
  const [anchor, setAnchor] = useState<T | null>(null);
  const [requested, setRequested] = useState(false);
  const open = anchor !== null;
  return {
    anchor,
    open,
    requested,
    hide: () => setAnchor(null),
    /** Props for the button that opens the popup with the given id. */
    triggerProps: (popupId: string, kind: 'menu' | 'dialog' = 'menu') => ({
      'aria-haspopup': kind,
      'aria-expanded': open,
      'aria-controls': open ? popupId : undefined,
      onClick: (event: MouseEvent<T>) => {
        setRequested(true);
        setAnchor(event.currentTarget);
      },
    }),
  };
}
