import SpaIcon from '@mui/icons-material/Spa';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

type BrandLogoProps = { color?: string };

export function BrandLogo({ color = 'inherit' }: BrandLogoProps) {
  const { t } = useTranslation();
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.75,
        color,
        fontWeight: 800,
        fontSize: '1.25rem',
        letterSpacing: '0.01em',
        whiteSpace: 'nowrap',
      }}
    >
      <SpaIcon aria-hidden sx={{ color: 'warning.main' }} />
      {t('app.name')}
    </Box>
  );
}
