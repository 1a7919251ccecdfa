import LogoutIcon from '@mui/icons-material/Logout';
import MonitorHeartIcon from '@mui/icons-material/MonitorHeart';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { userProfileQuery } from '../../../api/user-profile';
import { getUserId } from '../../../app/auth-storage';
import { paths } from '../../../app/paths';
import { darkSurfaceFocus } from '../../../app/theme/focus';
import { logOut } from '../../../app/session';
import { BrandLogo } from '../../ui/brand-logo';
import { LanguageSwitcher } from '../../ui/language-switcher';
import { KeywordSearchForm } from '../../search/keyword-search-form';
import { mainSidebarLinks, otherSidebarLinks } from './sidebar-links';

export const sidebarWidth = 250;
const sidebarBackground = '#14391a';

type SideMenuProps = {
  /** Permanent on wide screens, a toggled drawer under 992px. */
  variant: 'permanent' | 'temporary';
  open: boolean;
  onClose: () => void;
};

type SidebarLink =
  (typeof mainSidebarLinks)[number] | (typeof otherSidebarLinks)[number] | typeof opsLink;

// Shown to administrators only (the server refuses everyone else anyway).
const opsLink = { to: paths.ops, labelKey: 'sidebar.ops', Icon: MonitorHeartIcon } as const;

export function SideMenu({ variant, open, onClose }: SideMenuProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const temporary = variant === 'temporary';
  // /Dashboard and /dashboard are the same page, so match links without regard to case.
  const isCurrent = (to: string) => pathname.toLowerCase() === to.toLowerCase();
  const userId = getUserId();
  const profile = useQuery({ ...userProfileQuery(userId ?? ''), enabled: userId !== null });
  const isAdmin = profile.data?.role === 'admin';

  // Each link in its own <li>: a list holds list items only (screen readers count them).
  const renderLink = ({ to, labelKey, Icon }: SidebarLink) => (
    <ListItem key={to} disablePadding>
      <ListItemButton
        component={RouterLink}
        to={to}
        selected={isCurrent(to)}
        aria-current={isCurrent(to) ? 'page' : undefined}
        onClick={temporary ? onClose : undefined}
        sx={{
          mx: 1,
          borderRadius: 2,
          color: '#e8f5e9',
          '&.Mui-selected, &.Mui-selected:hover': {
            bgcolor: 'rgba(255,255,255,0.14)',
            color: '#ffffff',
            boxShadow: (theme) => `inset 4px 0 0 ${theme.palette.warning.main}`,
          },
          '&:hover': { bgcolor: 'rgba(255,255,255,0.08)' },
        }}
      >
        <ListItemIcon sx={{ color: 'inherit', minWidth: 38 }}>
          <Icon fontSize="small" />
        </ListItemIcon>
        <ListItemText
          primary={t(labelKey)}
          slotProps={{ primary: { sx: { fontSize: '0.95rem' } } }}
        />
      </ListItemButton>
    </ListItem>
  );

  const subheaderSx = {
    bgcolor: 'transparent',
    color: '#a5d6a7',
    lineHeight: 2.5,
    fontSize: '0.75rem',
    fontWeight: 700,
    textTransform: 'uppercase',
    letterSpacing: '0.08em',
  } as const;

  return (
    <Drawer
      variant={variant}
      open={open}
      onClose={onClose}
      sx={(theme) => ({
        width: temporary ? undefined : sidebarWidth,
        flexShrink: 0,
        '& .MuiDrawer-paper': {
          width: sidebarWidth,
          boxSizing: 'border-box',
          bgcolor: sidebarBackground,
          color: '#e8f5e9',
          borderRight: 'none',
          ...darkSurfaceFocus(theme),
        },
      })}
    >
      <Box
        component={RouterLink}
        to={paths.home}
        aria-label={t('nav.homeLink')}
        sx={{
          display: 'flex',
          alignItems: 'center',
          px: 2.5,
          minHeight: 64,
          color: '#ffffff',
          textDecoration: 'none',
        }}
      >
        <BrandLogo />
      </Box>
      {temporary && (
        <Box sx={{ px: 2, pb: 1.5, display: 'grid', gap: 1, justifyItems: 'start' }}>
          <KeywordSearchForm
            table="header"
            noMatchKey="search.noMatchingRoute"
            tone="dark"
            onNavigate={onClose}
            sx={{ width: '100%' }}
          />
          <LanguageSwitcher />
        </Box>
      )}
      <Box component="nav" aria-label={t('sidebar.navigation')} sx={{ flex: 1, overflowY: 'auto' }}>
        <List
          subheader={<ListSubheader sx={subheaderSx}>{t('sidebar.mainSection')}</ListSubheader>}
        >
          {mainSidebarLinks.map(renderLink)}
        </List>
        <Divider sx={{ borderColor: 'rgba(255,255,255,0.15)', mx: 2 }} />
        <List
          subheader={<ListSubheader sx={subheaderSx}>{t('sidebar.otherSection')}</ListSubheader>}
        >
          {otherSidebarLinks.map(renderLink)}
          {isAdmin && renderLink(opsLink)}
          <ListItem disablePadding>
            <ListItemButton
              component="button"
              onClick={logOut}
              sx={{
                mx: 1,
                borderRadius: 2,
                color: '#e8f5e9',
                '&:hover': { bgcolor: 'rgba(255,255,255,0.08)' },
              }}
            >
              <ListItemIcon sx={{ color: 'inherit', minWidth: 38 }}>
                <LogoutIcon fontSize="small" />
              </ListItemIcon>
              <ListItemText
                primary={t('sidebar.logout')}
                slotProps={{ primary: { sx: { fontSize: '0.95rem' } } }}
              />
            </ListItemButton>
          </ListItem>
        </List>
      </Box>
    </Drawer>
  );
}
