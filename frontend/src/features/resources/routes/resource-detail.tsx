import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { ApiError } from '../../../api/api-error';
import { resourceQuery } from '../../../api/resources';
import { paths } from '../../../app/paths';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { HappyClients } from '../components/happy-clients';
import { MachinePicture } from '../components/machine-picture';
import { Fact, FactText, ResourceFacts } from '../components/resource-facts';
import { ReviewForm } from '../components/review-form';
import { OfflineBanner } from '../../../components/pwa/offline-banner';

function BackToList() {
  const { t } = useTranslation('resources');
  return (
    <Button
      component={RouterLink}
      to={paths.resources.list}
      startIcon={<ArrowBackIcon aria-hidden />}
      sx={{ mb: 2 }}
    >
      {t('detail.back')}
    </Button>
  );
}

const narrow = { py: { xs: 4, md: 8 }, px: { xs: 2, sm: 3 }, textAlign: 'center' } as const;

/** /features/resources/{_id}: one machinery category, its reviews and the review form. */
export function ResourceDetailRoute() {
  const { t } = useTranslation('resources');
  const { id = '' } = useParams();
  const resource = useQuery(resourceQuery(id));
  const [postedCount, setPostedCount] = useState(0);
  usePageTitle(resource.data?.name ?? t('detail.title'));

  if (resource.isPending) {
    return (
      <Container maxWidth="sm" sx={narrow}>
        <Typography role="status" sx={{ color: 'text.secondary' }}>
          {t('detail.loading')}
        </Typography>
      </Container>
    );
  }

  if (resource.isError) {
    const notFound =
      resource.error instanceof ApiError &&
      (resource.error.status === 404 || resource.error.status === 400);
    return (
      <Container maxWidth="sm" sx={narrow}>
        <Typography
          variant="h1"
          sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, fontWeight: 800, mb: 1.5 }}
        >
          {notFound ? t('detail.notFound') : t('detail.loadFailed')}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 3 }}>
          {notFound ? t('detail.notFoundText') : t('detail.loadFailedText')}
        </Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ justifyContent: 'center' }}
        >
          {!notFound && (
            <Button variant="outlined" onClick={() => void resource.refetch()}>
              {t('retry')}
            </Button>
          )}
          <Button component={RouterLink} to={paths.resources.list} variant="contained">
            {t('detail.back')}
          </Button>
        </Stack>
      </Container>
    );
  }

  const data = resource.data;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 }, px: { xs: 1.5, sm: 3 } }}>
      <OfflineBanner apiPrefix="/api/resources" updatedAt={resource.dataUpdatedAt} />
      <BackToList />
      {/* English only when nobody has translated an administrator's new category yet. */}
      <Card sx={{ overflow: 'hidden', mb: 3 }} lang={data.language}>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
            alignItems: 'start',
          }}
        >
          <MachinePicture resource={data} />
          <Box sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography
              variant="h1"
              sx={{
                fontSize: { xs: '1.75rem', md: '2.25rem' },
                fontWeight: 800,
                overflowWrap: 'anywhere',
              }}
            >
              {data.name}
            </Typography>
            <Fact title={t('detail.description')}>
              <FactText value={data.description} />
            </Fact>
          </Box>
        </Box>
      </Card>
      <Card sx={{ px: { xs: 2, sm: 3 }, py: 1, mb: 3 }}>
        <ResourceFacts resource={data} />
        <Alert severity="info" role="note" sx={{ mb: 2 }}>
          {t('detail.safety')}
        </Alert>
      </Card>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 4, md: 4 },
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          alignItems: 'start',
        }}
      >
        <HappyClients resourceId={data._id} postedCount={postedCount} />
        <Card sx={{ p: { xs: 2, sm: 3 } }}>
          <ReviewForm resourceId={data._id} onPosted={() => setPostedCount((n) => n + 1)} />
        </Card>
      </Box>
    </Container>
  );
}
