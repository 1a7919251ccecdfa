import Box from '@mui/material/Box';
import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The CSS variable that holds the height of the bar pinned to the bottom of the page (0 or unset
 * when there is none): floating buttons (AgroBot) add it to their distance from the bottom so
 * they never cover the bar.
 */
export const BOTTOM_BAR_HEIGHT = '--page-bottom-bar';

/**
 * A bar that stays at the bottom of the screen while its page scrolls under it (a page's main
 * action: Buy Now), its height kept in BOTTOM_BAR_HEIGHT for as long as it is shown.
 */
export function StickyBottomBar({ children }: { children: ReactNode }) {
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = bar.current;
    if (!element) return;
    const root = document.documentElement.style;
    const update = () => root.setProperty(BOTTOM_BAR_HEIGHT, `${element.offsetHeight}px`);
    update();
    // The bar grows when it says something (an order placed, a reason); the button follows it.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.removeProperty(BOTTOM_BAR_HEIGHT);
    };
  }, []);
  return (
    <Box
      ref={bar}
      sx={{
        position: 'sticky',
        bottom: 0,
        // Above the page's cards, below the app bar's menus and dialogs.
        zIndex: 'appBar',
        bgcolor: 'background.paper',
        borderTop: 1,
        borderColor: 'divider',
        boxShadow: '0 -4px 12px rgba(0, 0, 0, 0.08)',
        px: { xs: 1.5, sm: 3 },
        pt: 1.5,
        pb: 'max(12px, env(safe-area-inset-bottom))',
      }}
    >
      {children}
    </Box>
  );
}
