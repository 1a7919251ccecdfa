import Box from '@mui/material/Box';
import { mainContentId, SkipLink } from '../../ui/skip-link';
import { PageOutlet } from '../page-outlet';
import { Footer } from './footer';
import { TopNav } from './top-nav';

type PublicLayoutProps = {
  /** The footer shows on every public page except login and signup. */
  footer?: boolean;
};

export function PublicLayout({ footer = true }: PublicLayoutProps) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <TopNav />
      {/* At least a screen tall: the footer stays below the fold while the page's chunk loads,
          so it does not jump down (a layout shift) when the page appears. */}
      <Box
        component="main"
        id={mainContentId}
        tabIndex={-1}
        sx={{ flex: 1, minHeight: '100vh', outline: 'none' }}
      >
        <PageOutlet />
      </Box>
      {footer && <Footer />}
    </Box>
  );
}
