import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { changeLanguage, supportedLanguages, type Language } from '../../i18n/i18n';

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
