import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resourceListQuery } from '../../../api/resources';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { CategoryCard } from '../components/category-card';
import { ResourcesBanner } from '../components/resources-banner';
import { OfflineBanner } from '../../../components/pwa/offline-banner';

/** /features/resources: the machinery categories. */
export function ResourcesRoute() {
  const { t } = useTranslation('resources');
  usePageTitle(t('title'));
  const [search, setSearch] = useState('');
  const categories = useQuery(resourceListQuery());
  const needle = search.trim().toLocaleLowerCase();
  const shown = (categories.data ?? []).filter((resource) =>
    resource.name.toLocaleLowerCase().includes(needle),
  );

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 }, px: { xs: 1.5, sm: 3 } }}>
      <OfflineBanner apiPrefix="/api/resources" updatedAt={categories.dataUpdatedAt} />
      <ResourcesBanner />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 3, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography
          variant="h2"
          sx={{ fontSize: { xs: '1.35rem', md: '1.6rem' }, fontWeight: 700 }}
        >
          {t('browse')}
        </Typography>
        <TextField
          type="search"
          size="small"
          label={t('search.label')}
          placeholder={t('search.placeholder')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          sx={{ width: { xs: '100%', sm: 280 } }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon aria-hidden />
                </InputAdornment>
              ),
            },
          }}
        />
      </Stack>
      {categories.isPending ? (
        <Typography role="status" sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
          {t('loading')}
        </Typography>
      ) : categories.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void categories.refetch()}>
              {t('retry')}
            </Button>
          }
        >
          {t('loadFailed')}
        </Alert>
      ) : shown.length === 0 ? (
        <Typography role="status" sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
          {t('empty')}
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-label={t('browse')}
          sx={{
            display: 'grid',
            gap: { xs: 2, md: 3 },
            gridTemplateColumns: {
              xs: 'repeat(auto-fill, minmax(150px, 1fr))',
              sm: 'repeat(auto-fill, minmax(220px, 1fr))',
            },
            m: 0,
            p: 0,
          }}
        >
          {shown.map((resource) => (
            <CategoryCard key={resource._id} resource={resource} />
          ))}
        </Box>
      )}
    </Container>
  );
}
