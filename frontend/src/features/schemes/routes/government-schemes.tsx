import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
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
import { useLocation, useNavigate } from 'react-router';
import { indianStatesQuery } from '../../../api/indian-states';
import { ALL_STATES, stateSchemesSlug } from '../../../api/schemes';
import { paths } from '../../../app/paths';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { LoadingStatus } from '../components/loading-status';
import { QuickReports } from '../components/quick-reports';
import { StateCard } from '../components/state-card';
import { useStateNames } from '../state-names';
import { OfflineBanner } from '../../../components/pwa/offline-banner';

/** /features/government-schemes: All States and the 28 states. */
export function GovernmentSchemesRoute() {
  const { t } = useTranslation('schemes');
  usePageTitle(t('title'));
  const navigate = useNavigate();
  const location = useLocation();
  const nameOf = useStateNames();
  const states = useQuery(indianStatesQuery);
  const [search, setSearch] = useState('');

  // Union territories have no card: the page lists All States plus the 28 states.
  const entries = [
    ALL_STATES,
    ...(states.data ?? []).filter((state) => state.kind === 'state').map((state) => state.name),
  ].map((name) => {
    const slug = stateSchemesSlug(name);
    return { name, slug, label: nameOf(slug, name) };
  });
  const wanted = search.trim().toLowerCase();
  const shown = wanted
    ? entries.filter(
        ({ name, label }) =>
          name.toLowerCase().includes(wanted) || label.toLowerCase().includes(wanted),
      )
    : entries;

  // Back goes one step back in history; opened straight from a link there is no step to go back
  // to inside the app, so the Features page stands in for it.
  const goBack = () => {
    if (location.key === 'default') void navigate(paths.featureCatalog);
    else void navigate(-1);
  };

  return (
    <Box>
      <Box
        component="section"
        aria-labelledby="government-schemes-title"
        sx={{
          background: 'linear-gradient(135deg, #1b5e20 0%, #2e7d32 55%, #8d5b1f 100%)',
          color: 'common.white',
          py: { xs: 4, md: 6 },
        }}
      >
        <Container maxWidth="xl" sx={{ px: { xs: 2, sm: 3 } }}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1.5 }}>
            <AccountBalanceIcon aria-hidden sx={{ fontSize: { xs: 36, md: 48 } }} />
            <Typography
              id="government-schemes-title"
              variant="h1"
              sx={{ fontSize: { xs: '1.75rem', md: '2.5rem' }, fontWeight: 800 }}
            >
              {t('title')}
            </Typography>
          </Stack>
          <Typography sx={{ fontSize: { xs: '1rem', md: '1.2rem' }, maxWidth: 720, opacity: 0.95 }}>
            {t('heroText')}
          </Typography>
          <Button
            onClick={goBack}
            variant="outlined"
            startIcon={<ArrowBackIcon aria-hidden />}
            sx={{ mt: 3, color: 'common.white', borderColor: 'rgba(255,255,255,0.7)' }}
          >
            {t('backToFeatures')}
          </Button>
        </Container>
      </Box>
      <Container maxWidth="xl" sx={{ py: { xs: 3, md: 4 }, px: { xs: 2, sm: 3 } }}>
        <OfflineBanner apiPrefix="/api/states" updatedAt={states.dataUpdatedAt} />
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', xl: 'minmax(0, 1fr) 320px' },
          }}
        >
          <Box component="section" aria-labelledby="choose-state-title">
            <Typography
              id="choose-state-title"
              variant="h2"
              sx={{ fontSize: { xs: '1.3rem', md: '1.6rem' }, mb: 2 }}
            >
              {t('chooseState')}
            </Typography>
            <TextField
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder={t('searchStates')}
              sx={{ mb: 3, width: '100%', maxWidth: { sm: 420 } }}
              slotProps={{
                htmlInput: { 'aria-label': t('searchStates') },
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon aria-hidden />
                    </InputAdornment>
                  ),
                },
              }}
            />
            {shown.length > 0 && (
              <Box
                component="ul"
                aria-label={t('chooseState')}
                sx={{
                  listStyle: 'none',
                  p: 0,
                  m: 0,
                  display: 'grid',
                  gap: 2,
                  gridTemplateColumns: {
                    xs: 'minmax(0, 1fr)',
                    sm: 'repeat(2, minmax(0, 1fr))',
                    md: 'repeat(3, minmax(0, 1fr))',
                    lg: 'repeat(4, minmax(0, 1fr))',
                  },
                }}
              >
                {shown.map(({ name, slug, label }) => (
                  <li key={slug}>
                    <StateCard
                      name={name}
                      label={label}
                      hint={name === ALL_STATES ? t('allStatesHint') : undefined}
                      to={paths.schemes.state(slug)}
                    />
                  </li>
                ))}
              </Box>
            )}
            {states.isPending ? (
              <LoadingStatus text={t('loadingStates')} />
            ) : states.isError ? (
              <Alert
                severity="error"
                sx={{ mt: 2 }}
                action={<Button onClick={() => void states.refetch()}>{t('retry')}</Button>}
              >
                {t('statesFailed')}
              </Alert>
            ) : (
              shown.length === 0 && (
                <Typography
                  role="status"
                  sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}
                >
                  {t('noStates')}
                </Typography>
              )
            )}
          </Box>
          <QuickReports />
        </Box>
      </Container>
    </Box>
  );
}
