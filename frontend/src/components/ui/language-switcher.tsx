import TranslateIcon from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../i18n/i18n';
import { useLazyPopup } from './use-lazy-popup';

const LanguageMenu = lazy(() =>
  import('./language-menu').then((m) => ({ default: m.LanguageMenu })),
);

type LanguageSwitcherProps = { color?: 'inherit' | 'primary' };

export function LanguageSwitcher({ color = 'inherit' }: LanguageSwitcherProps) {
  const { t, i18n } = useTranslation();
  const popup = useLazyPopup<HTMLButtonElement>();
  const menuId = useId();
  // Each language is named in its own script (the same in every catalogue), so a reader finds
  // it whatever language is showing.
  const current = t(`language.names.${(i18n.resolvedLanguage ?? 'en') as Language}`);

  return (
    <>
      <Button
        color={color}
        startIcon={<TranslateIcon aria-hidden />}
        aria-label={t('language.change', { language: current })}
        {...popup.triggerProps(menuId)}
        sx={{ minWidth: 0, whiteSpace: 'nowrap' }}
      >
        {current}
      </Button>
      {popup.requested && (
        <Suspense fallback={null}>
          <LanguageMenu
            id={menuId}
            anchorEl={popup.anchor}
            open={popup.open}
            onClose={popup.hide}
          />
        </Suspense>
      )}
    </>
  );
}
