import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, NavLink } from 'react-router';
import { paths } from '../../../app/paths';
import { lightSurfaceFocus } from '../../../app/theme/focus';
import { BrandLogo } from '../../ui/brand-logo';
import { LanguageLinks } from '../../ui/language-links';
import { closeEnclosingPopover, closePopover, supportsPopover } from '../../ui/popover';
import { KeywordSearchForm } from '../../search/keyword-search-form';
import { topNavLinks } from './nav-links';

/**
 * The phone's navigation menu is the browser's own popover, in the page from the start: on a
 * server-rendered page the menu opens, and its links and languages work, before any script has
 * been downloaded (docs/adr/0009-public-pages-work-before-the-app.md). Where the browser has no
 * popover, the app opens the same element itself.
 */
export function useMobileNavMenu(id: string) {
  const [open, setOpen] = useState(false);
  return {
    open,
    close: () => setOpen(false),
    buttonProps: supportsPopover
      ? { popoverTarget: id }
      : {
          'aria-haspopup': 'dialog' as const,
          'aria-expanded': open,
          'aria-controls': id,
          onClick: () => setOpen((was) => !was),
        },
  };
}

type MobileNavMenuProps = {
  id: string;
  /** Only where the browser has no popover: whether the app shows the menu. */
  open: boolean;
  onClose: () => void;
  loggedIn: boolean;
};

export function MobileNavMenu({ id, open, onClose, loggedIn }: MobileNavMenuProps) {
  const { t } = useTranslation();
  // A link followed inside the running app changes the page without a reload: close the menu.
  const followed = (event: MouseEvent<HTMLElement>) => {
    closeEnclosingPopover(event.currentTarget);
    onClose();
  };
  return (
    <Box
      id={id}
      popover="auto"
      data-open={!supportsPopover && open ? '' : undefined}
      role="dialog"
      aria-label={t('nav.mainNavigation')}
      sx={{
        // Hidden until opened, whatever the browser knows about popovers.
        display: 'none',
        '&:popover-open, &[data-open]': { display: 'flex' },
        flexDirection: 'column',
        position: 'fixed',
        inset: '0 0 0 auto',
        zIndex: 1300,
        width: 300,
        maxWidth: '85vw',
        height: '100dvh',
        maxHeight: 'none',
        m: 0,
        p: 0,
        border: 0,
        overflowY: 'auto',
        bgcolor: 'background.paper',
        color: 'text.primary',
        boxShadow: 16,
        '&::backdrop': { backgroundColor: 'rgba(0, 0, 0, 0.5)' },
        // The menu sits inside the dark bar's element: its own light surface gets dark rings.
        ...lightSurfaceFocus,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1, color: 'primary.dark' }}>
        <BrandLogo />
        <Box sx={{ flex: 1 }} />
        <IconButton
          aria-label={t('nav.closeMenu')}
          {...(supportsPopover
            ? { popoverTarget: id, popoverTargetAction: 'hide' as const }
            : { onClick: onClose })}
          sx={{ width: 48, height: 48 }}
        >
          <CloseIcon />
        </IconButton>
      </Box>
      <Box
        component="nav"
        aria-label={t('nav.mainNavigation')}
        sx={{ borderTop: 1, borderBottom: 1, borderColor: 'divider' }}
      >
        <Box component="ul" sx={{ listStyle: 'none', m: 0, py: 1, px: 0 }}>
          {topNavLinks.map((link) => (
            <li key={link.to}>
              <Box
                component={NavLink}
                to={link.to}
                end
                onClick={followed}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  minHeight: 48,
                  px: 2,
                  color: 'inherit',
                  textDecoration: 'none',
                  fontSize: '1rem',
                  '&.active': { bgcolor: 'action.selected', fontWeight: 700 },
                  '&:hover': { bgcolor: 'action.hover' },
                }}
              >
                {t(link.labelKey)}
              </Box>
            </li>
          ))}
        </Box>
      </Box>
      <Box sx={{ p: 2, display: 'grid', gap: 2 }}>
        <KeywordSearchForm
          table="navbar"
          noMatchKey="search.noMatchingPage"
          onNavigate={() => {
            closePopover(id);
            onClose();
          }}
          sx={{ width: '100%' }}
        />
        <LanguageLinks />
        {!loggedIn && (
          <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
            <Button
              component={RouterLink}
              to={paths.auth.login}
              variant="outlined"
              onClick={followed}
              sx={{ minHeight: 48 }}
            >
              {t('nav.login')}
            </Button>
            <Button
              component={RouterLink}
              to={paths.auth.signup}
              variant="contained"
              onClick={followed}
              sx={{ minHeight: 48 }}
            >
              {t('nav.signup')}
            </Button>
          </Box>
        )}
      </Box>
    </Box>
  );
}
