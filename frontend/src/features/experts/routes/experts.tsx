import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { ExpertCard, type ExpertCardTexts } from '../components/expert-card';
import { experts, matchesSearch, type Expert } from '../expert-directory';

function textsOf(t: TFunction<'guides'>, expert: Expert): ExpertCardTexts {
  return {
    name: t(`experts.list.${expert.id}.name`),
    title: t(`experts.list.${expert.id}.title`),
    address: t(`experts.list.${expert.id}.address`),
    how: t(`experts.list.${expert.id}.how`),
    specialties: expert.specialties.map((id) => t(`experts.specialty.${id}`)),
  };
}

/** /features/expert: the directory of advisory services. */
export function ExpertsRoute() {
  const { t } = useTranslation('guides');
  usePageTitle(t('experts.title'));
  const [search, setSearch] = useState('');
  const found = experts
    .map((expert) => ({ expert, texts: textsOf(t, expert) }))
    .filter(({ texts }) => matchesSearch(texts, search));

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 }, px: { xs: 1.5, sm: 3 } }}>
      <Typography
        variant="h1"
        sx={{ fontSize: { xs: '1.6rem', md: '2.2rem' }, fontWeight: 800, mb: 1 }}
      >
        {t('experts.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3, maxWidth: '70ch' }}>
        {t('experts.intro')}
      </Typography>

      <Box role="search" sx={{ mb: 1.5, maxWidth: 640 }}>
        <TextField
          type="search"
          fullWidth
          label={t('experts.searchLabel')}
          placeholder={t('experts.searchPlaceholder')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          slotProps={{
            inputLabel: { shrink: true },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon aria-hidden />
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>

      <Typography
        role="status"
        aria-live="polite"
        sx={
          found.length === 0
            ? { mt: 5, textAlign: 'center', fontSize: '1.2rem', fontWeight: 700 }
            : { mb: 2, color: 'text.secondary' }
        }
      >
        {found.length === 0
          ? t('experts.empty')
          : t('experts.count', { shown: found.length, total: experts.length })}
      </Typography>
      {found.length === 0 && (
        <Typography sx={{ textAlign: 'center', color: 'text.secondary', mb: 5 }}>
          {t('experts.emptyHint')}
        </Typography>
      )}

      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
        }}
      >
        {found.map(({ expert, texts }) => (
          <ExpertCard key={expert.id} expert={expert} texts={texts} />
        ))}
      </Box>
    </Container>
  );
}
