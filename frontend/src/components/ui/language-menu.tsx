import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { saveProfileLanguage } from '../../api/user-profile';
import { getUserId, isLoggedIn } from '../../app/auth-storage';
import { changeLanguage, supportedLanguages, type Language } from '../../i18n/i18n';
import { profileLanguageFor } from '../../i18n/profile-language';

type LanguageMenuProps = {
  id: string;
  anchorEl: HTMLElement | null;
  open: boolean;
  onClose: () => void;
};

export function LanguageMenu({ id, anchorEl, open, onClose }: LanguageMenuProps) {
  const { t, i18n } = useTranslation();

  function choose(language: Language) {
    onClose();
    void changeLanguage(language);
    // One setting: a member's choice goes to their profile (server texts, other devices); a
    // visitor's stays in this browser. Offline, the browser keeps it and the profile keeps the old.
    const userId = getUserId();
    if (isLoggedIn() && userId) {
      saveProfileLanguage(userId, profileLanguageFor(language)).catch(() => undefined);
    }
  }

  return (
    <Menu id={id} anchorEl={anchorEl} open={open} onClose={onClose}>
      {supportedLanguages.map((language) => (
        <MenuItem
          key={language}
          lang={language}
          selected={language === i18n.resolvedLanguage}
          onClick={() => choose(language)}
        >
          {t(`language.names.${language}`)}
        </MenuItem>
      ))}
    </Menu>
  );
}
