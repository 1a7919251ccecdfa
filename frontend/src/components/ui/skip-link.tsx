import { useTranslation } from 'react-i18next';
import { styled } from '@mui/material/styles';

export const mainContentId = 'main-content';

const Anchor = styled('a')(({ theme }) => ({
  position: 'absolute',
  left: theme.spacing(1),
  top: theme.spacing(1),
  zIndex: theme.zIndex.tooltip + 1,
  padding: theme.spacing(1, 2),
  borderRadius: theme.shape.borderRadius,
  background: theme.palette.background.paper,
  color: theme.palette.primary.dark,
  fontWeight: 700,
  transform: 'translateY(-200%)',
  '&:focus': { transform: 'none' },
}));

export function SkipLink() {
  const { t } = useTranslation();
  return <Anchor href={`#${mainContentId}`}>{t('app.skipToContent')}</Anchor>;
}
