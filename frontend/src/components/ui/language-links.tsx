import Box from '@mui/material/Box';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { getUserId, isLoggedIn } from '../../app/auth-storage';
import { changeLanguage, supportedLanguages, type Language } from '../../i18n/i18n';
import { profileLanguageFor } from '../../i18n/profile-language';
import { closeEnclosingPopover } from './popover';

/**
 * The three languages as plain links (`?lang=hi`): before the app runs, the server remembers the
 * choice in a cookie and sends the page again in that language; once the app runs, the click
 * switches the language in place instead (docs/adr/0009-public-pages-work-before-the-app.md).
 */
export function LanguageLinks() {
  const { t, i18n } = useTranslation();
  const current = (i18n.resolvedLanguage ?? 'en') as Language;

  function choose(event: MouseEvent<HTMLAnchorElement>, language: Language) {
    event.preventDefault();
    closeEnclosingPopover(event.currentTarget);
    void changeLanguage(language);
    // One setting: a member's choice goes to their profile (server texts, other devices).
    const userId = getUserId();
    // The API client is not part of the public pages' first download: loaded with the choice.
    if (isLoggedIn() && userId) {
      void import('../../api/user-profile')
        .then(({ saveProfileLanguage }) =>
          saveProfileLanguage(userId, profileLanguageFor(language)),
        )
        .catch(() => undefined);
    }
  }

  return (
    <Box
      component="ul"
      aria-label={t('language.choose')}
      sx={{ display: 'flex', gap: 1, listStyle: 'none', m: 0, p: 0, flexWrap: 'wrap' }}
    >
      {supportedLanguages.map((language) => (
        <li key={language}>
          <Box
            component="a"
            href={`?lang=${language}`}
            hrefLang={language}
            lang={language}
            aria-current={language === current ? 'true' : undefined}
            onClick={(event: MouseEvent<HTMLAnchorElement>) => choose(event, language)}
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              justifyContent: 'center',
              minWidth: 48,
              minHeight: 48,
              px: 1.5,
              borderRadius: 1,
              border: '1px solid',
              borderColor: 'divider',
              color: 'primary.dark',
              fontWeight: 600,
              textDecoration: 'none',
              '&[aria-current="true"]': {
                bgcolor: 'primary.main',
                borderColor: 'primary.main',
                color: 'primary.contrastText',
              },
            }}
          >
            {t(`language.names.${language}`)}
          </Box>
        </li>
      ))}
    </Box>
  );
}
