import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, NavLink } from 'react-router';
import { isLoggedIn } from '../../../app/auth-storage';
import { paths } from '../../../app/paths';
import { darkSurfaceFocus } from '../../../app/theme/focus';
import { BrandLogo } from '../../ui/brand-logo';
import { LanguageSwitcher } from '../../ui/language-switcher';
import { KeywordSearchForm } from '../../search/keyword-search-form';
import { ProfileButton } from '../profile/profile-button';
import { MobileNavMenu, useMobileNavMenu } from './mobile-nav-menu';
import { topNavLinks } from './nav-links';

// Below this width the links, search and language move into a drawer.
const collapsedQuery = '@media (max-width: 1199.95px)';
const expandedQuery = '@media (min-width: 1200px)';

export function TopNav() {
  const { t } = useTranslation();
  const menuId = useId();
  const menu = useMobileNavMenu(menuId);
  const loggedIn = isLoggedIn();

  return (
    // A plain header styled as the theme's AppBar (sticky, dark green, flat, amber focus rings:
    // app/theme/components/app-bar.ts): the AppBar component itself would add to the first
    // download of every public page.
    <Box
      component="header"
      sx={[
        (theme) => ({
          position: 'sticky',
          top: 0,
          zIndex: theme.zIndex.appBar,
          display: 'flex',
          flexDirection: 'column',
          width: '100%',
          backgroundColor: theme.palette.primary.dark,
          color: theme.palette.primary.contrastText,
        }),
        darkSurfaceFocus,
      ]}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          position: 'relative',
          gap: 2,
          px: { xs: 2, sm: 3 },
          minHeight: { xs: 60, sm: 68 },
        }}
      >
        <Box
          component={RouterLink}
          to={paths.home}
          aria-label={t('nav.homeLink')}
          sx={{
            color: 'inherit',
            textDecoration: 'none',
            display: 'inline-flex',
            alignItems: 'center',
            minHeight: 48,
            mr: 1,
          }}
        >
          <BrandLogo />
        </Box>

        <Box
          component="nav"
          aria-label={t('nav.mainNavigation')}
          sx={{ [collapsedQuery]: { display: 'none' } }}
        >
          <Box
            component="ul"
            sx={{ display: 'flex', gap: 0.5, listStyle: 'none', m: 0, p: 0, alignItems: 'center' }}
          >
            {topNavLinks.map((link) => (
              <li key={link.to}>
                <Box
                  component={NavLink}
                  to={link.to}
                  end
                  sx={{
                    display: 'block',
                    px: 1.25,
                    py: 1,
                    color: 'inherit',
                    textDecoration: 'none',
                    fontWeight: 600,
                    whiteSpace: 'nowrap',
                    // Equal borders keep the text centred; the bottom one marks the current page.
                    borderTop: '3px solid transparent',
                    borderBottom: '3px solid transparent',
                    '&:hover': { borderBottomColor: 'rgba(255,255,255,0.6)' },
                    '&.active': { borderBottomColor: 'warning.main' },
                  }}
                >
                  {t(link.labelKey)}
                </Box>
              </li>
            ))}
          </Box>
        </Box>

        <Box sx={{ flex: 1 }} />

        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            [collapsedQuery]: { display: 'none' },
          }}
        >
          <KeywordSearchForm table="navbar" noMatchKey="search.noMatchingPage" tone="dark" />
          <LanguageSwitcher />
          {!loggedIn && (
            <>
              <Button component={RouterLink} to={paths.auth.login} color="inherit">
                {t('nav.login')}
              </Button>
              <Button
                component={RouterLink}
                to={paths.auth.signup}
                variant="contained"
                color="secondary"
              >
                {t('nav.signup')}
              </Button>
            </>
          )}
        </Box>

        {loggedIn && <ProfileButton />}

        <IconButton
          color="inherit"
          aria-label={t('nav.openMenu')}
          {...menu.buttonProps}
          sx={{ width: 48, height: 48, [expandedQuery]: { display: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
      </Box>
      <MobileNavMenu id={menuId} open={menu.open} onClose={menu.close} loggedIn={loggedIn} />
    </Box>
  );
}
