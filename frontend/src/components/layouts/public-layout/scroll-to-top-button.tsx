import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { prefersReducedMotion } from '../../ui/prefers-reduced-motion';
import { mainContentId } from '../../ui/skip-link';

export function ScrollToTopButton() {
  const { t } = useTranslation();

  function scrollToTop() {
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    // Keyboard users land at the top of the page too, not back on this button.
    document.getElementById(mainContentId)?.focus({ preventScroll: true });
  }

  return (
    <IconButton
      onClick={scrollToTop}
      aria-label={t('footer.scrollToTop')}
      sx={{
        width: 48,
        height: 48,
        flexShrink: 0,
        borderRadius: '50%',
        bgcolor: 'warning.main',
        color: '#1f2a1f',
        '&:hover': { bgcolor: '#ffca28' },
      }}
    >
      <KeyboardArrowUpIcon />
    </IconButton>
  );
}
