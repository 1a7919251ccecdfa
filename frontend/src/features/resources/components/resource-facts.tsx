import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Resource } from '../../../api/resources';
import { visuallyHidden } from '../../../components/ui/visually-hidden';
import { HowToUse } from './how-to-use';
import { standaloneLink } from '../../../components/ui/touch-target';

export function Fact({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box
      component="section"
      sx={{ py: 2, '& + &': { borderTop: '1px solid', borderColor: 'divider' } }}
    >
      <Typography variant="h2" sx={{ fontSize: '1.2rem', fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export function FactText({ value }: { value: string }) {
  const { t } = useTranslation('resources');
  return value.trim() ? (
    <Typography sx={{ whiteSpace: 'pre-line' }}>{value}</Typography>
  ) : (
    <Typography sx={{ color: 'text.secondary' }}>{t('detail.noData')}</Typography>
  );
}

/** Purpose, brands, advantages, videos and how to use it; 'No data available' for blanks. */
export function ResourceFacts({ resource }: { resource: Resource }) {
  const { t } = useTranslation('resources');
  const link = resource.link.trim();
  return (
    <Box>
      <Fact title={t('detail.purpose')}>
        <FactText value={resource.purpose} />
      </Fact>
      <Fact title={t('detail.popularBrand')}>
        <FactText value={resource.popularbrand} />
      </Fact>
      <Fact title={t('detail.advantages')}>
        <FactText value={resource.advantages} />
      </Fact>
      <Fact title={t('detail.videos')}>
        {link ? (
          <Link
            href={link}
            target="_blank"
            rel="noopener noreferrer"
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: 0.5,
              fontWeight: 600,
              ...standaloneLink,
            }}
          >
            {t('detail.watchVideos', { name: resource.name })}
            <OpenInNewIcon aria-hidden fontSize="small" />
            <Box component="span" sx={visuallyHidden}>
              {t('detail.newTab')}
            </Box>
          </Link>
        ) : (
          <FactText value="" />
        )}
      </Fact>
      <Fact title={t('detail.howToUse')}>
        {resource.howtouse.trim() ? <HowToUse text={resource.howtouse} /> : <FactText value="" />}
      </Fact>
    </Box>
  );
}
