import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, NavLink } from 'react-router';
import { paths } from '../../../app/paths';
import { BrandLogo } from '../../ui/brand-logo';
import { LanguageSwitcher } from '../../ui/language-switcher';
import { KeywordSearchForm } from '../../search/keyword-search-form';
import { topNavLinks } from './nav-links';

type MobileNavDrawerProps = {
  id: string;
  open: boolean;
  onClose: () => void;
  loggedIn: boolean;
};

export function MobileNavDrawer({ id, open, onClose, loggedIn }: MobileNavDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      id={id}
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: 300, maxWidth: '85vw' } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1.5, color: 'primary.dark' }}>
        <BrandLogo />
        <Box sx={{ flex: 1 }} />
        <IconButton aria-label={t('nav.closeMenu')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <Box component="nav" aria-label={t('nav.mainNavigation')}>
        <List>
          {/* Each link in its own <li>: a list holds list items only. */}
          {topNavLinks.map((link) => (
            <ListItem key={link.to} disablePadding>
              <ListItemButton
                component={NavLink}
                to={link.to}
                end
                onClick={onClose}
                sx={{ '&.active': { bgcolor: 'action.selected', fontWeight: 700 } }}
              >
                <ListItemText primary={t(link.labelKey)} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Box>
      <Divider />
      <Box sx={{ p: 2, display: 'grid', gap: 2 }}>
        <KeywordSearchForm
          table="navbar"
          noMatchKey="search.noMatchingPage"
          onNavigate={onClose}
          sx={{ width: '100%' }}
        />
        <Box>
          <LanguageSwitcher color="primary" />
        </Box>
        {!loggedIn && (
          <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
            <Button
              component={RouterLink}
              to={paths.auth.login}
              variant="outlined"
              onClick={onClose}
            >
              {t('nav.login')}
            </Button>
            <Button
              component={RouterLink}
              to={paths.auth.signup}
              variant="contained"
              onClick={onClose}
            >
              {t('nav.signup')}
            </Button>
          </Box>
        )}
      </Box>
    </Drawer>
  );
}
