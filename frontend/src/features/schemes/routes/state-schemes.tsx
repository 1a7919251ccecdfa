import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../../api/api-error';
import { ALL_STATES, stateSchemesQuery, stateSchemesSlug } from '../../../api/schemes';
import { paths } from '../../../app/paths';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { LoadingStatus } from '../components/loading-status';
import { SchemeListing } from '../components/scheme-listing';
import { answersFromSearch, answersToSearch, type EligibilityAnswers } from '../eligibility';
import { nameFromSlug, useStateNames } from '../state-names';
import { OfflineBanner } from '../../../components/pwa/offline-banner';

/** /state-schemes/{stateName}: one state's schemes and the central ones. */
export function StateSchemesRoute() {
  const { t } = useTranslation('schemes');
  const { stateName = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const nameOf = useStateNames();
  const schemes = useQuery(stateSchemesQuery(stateName));
  const notFound = schemes.error instanceof ApiError && schemes.error.status === 404;
  // Until the server answers, the address names the state ("tamil-nadu" -> "Tamil Nadu").
  const found = schemes.data?.state;
  const stateLabel = nameOf(
    found?.slug ?? stateSchemesSlug(stateName),
    found?.name ?? nameFromSlug(stateName),
  );
  const isAllStates = found?.name === ALL_STATES || stateSchemesSlug(stateName) === 'all-states';
  const title = notFound ? t('state.notFoundTitle') : stateLabel;
  usePageTitle(`${title} · ${t('title')}`);

  // The answers are kept here and copied to the address, so a shared or reloaded link shows the
  // same list (typing adds no history entry per key). Each change applies to the latest answers:
  // two quick changes in a row both count.
  const [answers, setAnswersState] = useState(() => answersFromSearch(searchParams));
  const setAnswers = (change: Partial<EligibilityAnswers>) =>
    setAnswersState((current) => ({ ...current, ...change }));
  useEffect(() => {
    setSearchParams(answersToSearch(answers), { replace: true });
  }, [answers, setSearchParams]);

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, md: 4 }, px: { xs: 2, sm: 3 } }}>
      <OfflineBanner apiPrefix="/api/schemes" updatedAt={schemes.dataUpdatedAt} />
      <Button
        component={RouterLink}
        to={paths.schemes.list}
        startIcon={<ArrowBackIcon aria-hidden />}
        sx={{ mb: 1.5 }}
      >
        {t('state.backToStates')}
      </Button>
      <Typography
        variant="h1"
        sx={{ fontSize: { xs: '1.75rem', md: '2.4rem' }, fontWeight: 800, mb: 1 }}
      >
        {title}
      </Typography>
      {!notFound && (
        <Typography sx={{ color: 'text.secondary', mb: 3, maxWidth: 760 }}>
          {isAllStates ? t('state.introAll') : t('state.intro', { state: stateLabel })}
        </Typography>
      )}
      {schemes.isPending ? (
        <LoadingStatus text={t('state.loading')} />
      ) : notFound ? (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {t('state.notFound', { name: stateName })}
        </Alert>
      ) : schemes.isError ? (
        <Alert
          severity="error"
          sx={{ mt: 2 }}
          action={
            <Button disabled={schemes.isFetching} onClick={() => void schemes.refetch()}>
              {t('retry')}
            </Button>
          }
        >
          {t('state.failed')}
        </Alert>
      ) : (
        <SchemeListing
          listing={schemes.data}
          stateLabel={stateLabel}
          answers={answers}
          onAnswers={setAnswers}
        />
      )}
    </Container>
  );
}
