import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

const spin = keyframes`to { transform: rotate(360deg); }`;

// Shown in place of a page while its code downloads on the first visit. A plain CSS spinner:
// MUI's progress components would add weight to the first page load.
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <Box role="status" sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }}>
      <Box
        aria-hidden
        sx={{
          width: 40,
          height: 40,
          borderRadius: '50%',
          border: '4px solid',
          borderColor: 'primary.light',
          borderTopColor: 'transparent',
          animation: `${spin} 0.9s linear infinite`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        }}
      />
      <Box component="span" sx={{ mt: 1.5, color: 'text.secondary' }}>
        {t('app.loading')}
      </Box>
    </Box>
  );
}
