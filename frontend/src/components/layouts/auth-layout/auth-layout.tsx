import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useState } from 'react';
import { keepTextsForOffline } from '../../../i18n/offline-texts';
import { wideScreenQuery } from '../../../app/layout-width';
import { DraftSender } from '../../pwa/draft-sender';
import { mainContentId, SkipLink } from '../../ui/skip-link';
import { PageOutlet } from '../page-outlet';
import { DashboardHeader } from './dashboard-header';
import { SideMenu } from './side-menu';

export function AuthLayout() {
  const wide = useMediaQuery(wideScreenQuery, { noSsr: true });
  const [drawerOpen, setDrawerOpen] = useState(false);
  useEffect(keepTextsForOffline, []);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipLink />
      <SideMenu
        variant={wide ? 'permanent' : 'temporary'}
        open={wide || drawerOpen}
        onClose={() => setDrawerOpen(false)}
      />
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <DashboardHeader
          compact={!wide}
          drawerOpen={drawerOpen}
          onOpenDrawer={() => setDrawerOpen(true)}
        />
        <Box component="main" id={mainContentId} tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
          <PageOutlet />
        </Box>
        <DraftSender />
      </Box>
    </Box>
  );
}
