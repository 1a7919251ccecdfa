import Box from '@mui/material/Box';
import { mainContentId, SkipLink } from '../../ui/skip-link';
import { PageOutlet } from '../page-outlet';
import { Footer } from './footer';
import { TopNav } from './top-nav';

type PublicLayoutProps = {
  /** The spec shows the footer on every public page except login and signup. */
  footer?: boolean;
};

export function PublicLayout({ footer = true }: PublicLayoutProps) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <TopNav />
      <Box component="main" id={mainContentId} tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        <PageOutlet />
      </Box>
      {footer && <Footer />}
    </Box>
  );
}
