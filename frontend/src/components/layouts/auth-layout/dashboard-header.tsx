import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../app/paths';
import { BrandLogo } from '../../ui/brand-logo';
import { LanguageSwitcher } from '../../ui/language-switcher';
import { KeywordSearchForm } from '../../search/keyword-search-form';
import { ProfileButton } from '../profile/profile-button';
import { NotificationsButton } from './notifications-button';

type DashboardHeaderProps = {
  /** Under 992px the sidebar is a drawer opened from the header, which then also holds the search. */
  compact: boolean;
  drawerOpen: boolean;
  onOpenDrawer: () => void;
};

export function DashboardHeader({ compact, drawerOpen, onOpenDrawer }: DashboardHeaderProps) {
  const { t } = useTranslation();
  return (
    <AppBar
      position="sticky"
      color="inherit"
      component="header"
      sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
    >
      <Toolbar sx={{ gap: 1, minHeight: 64 }}>
        {compact && (
          <>
            <IconButton
              edge="start"
              aria-label={t('sidebar.openMenu')}
              aria-haspopup="dialog"
              aria-expanded={drawerOpen}
              onClick={onOpenDrawer}
            >
              <MenuIcon />
            </IconButton>
            <Box
              component={RouterLink}
              to={paths.home}
              aria-label={t('nav.homeLink')}
              sx={{
                color: 'primary.dark',
                textDecoration: 'none',
                display: 'inline-flex',
                alignItems: 'center',
                minHeight: 48,
              }}
            >
              <BrandLogo />
            </Box>
          </>
        )}
        {!compact && <KeywordSearchForm table="header" noMatchKey="search.noMatchingRoute" />}
        <Box sx={{ flex: 1 }} />
        {!compact && <LanguageSwitcher color="primary" />}
        <NotificationsButton />
        <ProfileButton color="primary" />
      </Toolbar>
    </AppBar>
  );
}
