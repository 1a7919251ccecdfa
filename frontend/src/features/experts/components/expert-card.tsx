import EmailIcon from '@mui/icons-material/Email';
import LanguageIcon from '@mui/icons-material/Language';
import PhoneIcon from '@mui/icons-material/Phone';
import PlaceIcon from '@mui/icons-material/Place';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../components/ui/visually-hidden';
import type { Expert, ExpertTexts } from '../expert-directory';
import { standaloneLink } from '../../../components/ui/touch-target';

export type ExpertCardTexts = ExpertTexts & { how: string };

type ExpertCardProps = { expert: Expert; texts: ExpertCardTexts };

function ContactRow({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Box sx={{ color: 'primary.main', display: 'flex', pt: 0.25 }}>{icon}</Box>
      <Typography variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        <Box component="span" sx={visuallyHidden}>
          {label}:{' '}
        </Box>
        {children}
      </Typography>
    </Stack>
  );
}

/** One advisory service of the directory: who it is, what it helps with and how to reach it. */
export function ExpertCard({ expert, texts }: ExpertCardProps) {
  const { t } = useTranslation('guides');
  const headingId = `expert-${expert.id}`;
  const Icon = expert.icon;

  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, flexGrow: 1 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <Avatar sx={{ bgcolor: 'primary.main', width: 44, height: 44 }}>
            <Icon aria-hidden />
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography
              id={headingId}
              component="h2"
              variant="h6"
              sx={{ lineHeight: 1.35, overflowWrap: 'anywhere' }}
            >
              {texts.name}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
              {texts.title}
            </Typography>
          </Box>
        </Stack>

        <Stack
          direction="row"
          spacing={0.75}
          sx={{ alignItems: 'center', color: 'text.secondary', flexWrap: 'wrap' }}
        >
          <StarBorderIcon aria-hidden fontSize="small" />
          <Typography variant="body2" component="span">
            {expert.rating === null
              ? t('experts.notRated')
              : t('experts.rated', { rating: expert.rating })}
          </Typography>
          <Typography variant="body2" component="span" aria-hidden>
            ·
          </Typography>
          <Typography variant="body2" component="span">
            {t('experts.reviews', { count: expert.reviews })}
          </Typography>
        </Stack>

        <Box
          component="ul"
          aria-label={t('experts.specialties')}
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 0.75 }}
        >
          {texts.specialties.map((specialty) => (
            <li key={specialty}>
              <Chip size="small" variant="outlined" color="primary" label={specialty} />
            </li>
          ))}
        </Box>

        <Typography variant="body2">{texts.how}</Typography>

        <Stack spacing={1} sx={{ mt: 'auto' }}>
          {expert.phone && (
            <ContactRow
              icon={<PhoneIcon aria-hidden fontSize="small" />}
              label={t('experts.phone')}
            >
              <Link
                href={`tel:${expert.phone.replace(/[^\d+]/g, '')}`}
                sx={{ fontWeight: 700, ...standaloneLink }}
              >
                {expert.phone}
              </Link>
            </ContactRow>
          )}
          {expert.email && (
            <ContactRow
              icon={<EmailIcon aria-hidden fontSize="small" />}
              label={t('experts.email')}
            >
              <Link href={`mailto:${expert.email}`}>{expert.email}</Link>
            </ContactRow>
          )}
          <ContactRow
            icon={<PlaceIcon aria-hidden fontSize="small" />}
            label={t('experts.address')}
          >
            {texts.address}
          </ContactRow>
          {expert.website && (
            <ContactRow
              icon={<LanguageIcon aria-hidden fontSize="small" />}
              label={t('experts.website')}
            >
              <Link href={expert.website} target="_blank" rel="noopener noreferrer">
                {new URL(expert.website).host}
                <Box component="span" sx={visuallyHidden}>
                  {' '}
                  {t('experts.newTab')}
                </Box>
              </Link>
            </ContactRow>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
