import MonitorHeartIcon from '@mui/icons-material/MonitorHeart';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '../../../i18n/format';
import { startSync, syncRunsQuery, type SyncRun } from '../../../api/market-prices';
import { userProfileQuery } from '../../../api/user-profile';
import { getUserId } from '../../../app/auth-storage';
import { PageLoading } from '../../../components/ui/page-loading';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { MessagesSection } from '../components/messages-section';
import { ProblemsSection } from '../components/problems-section';

const STATUS_COLOURS = {
  running: 'info',
  succeeded: 'success',
  failed: 'error',
  partial: 'warning',
} as const;

function durationSeconds(run: SyncRun): number | null {
  if (!run.finishedAt) return null;
  return Math.round((Date.parse(run.finishedAt) - Date.parse(run.startedAt)) / 100) / 10;
}

function ago(iso: string, language: string): string {
  const seconds = Math.round((Date.now() - Date.parse(iso)) / 1000);
  const format = new Intl.RelativeTimeFormat(`${language}-IN`, { numeric: 'auto' });
  if (Math.abs(seconds) < 90) return format.format(-seconds, 'second');
  if (Math.abs(seconds) < 5400) return format.format(-Math.round(seconds / 60), 'minute');
  if (Math.abs(seconds) < 129_600) return format.format(-Math.round(seconds / 3600), 'hour');
  return format.format(-Math.round(seconds / 86_400), 'day');
}

/**
 * Administrators: the problems reported on orders (resolve each with a note), the messages sent to
 * members' phones (SMS, WhatsApp), then the price sync's recent runs, its schedule and a Run now
 * button.
 */
export function OpsRoute() {
  const { t, i18n } = useTranslation('prices');
  usePageTitle(t('ops.title'));
  const userId = getUserId();
  const profile = useQuery({ ...userProfileQuery(userId ?? ''), enabled: userId !== null });
  const isAdmin = profile.data?.role === 'admin';
  const [justStarted, setJustStarted] = useState(false);
  const runs = useQuery({ ...syncRunsQuery(justStarted), enabled: isAdmin });
  const queryClient = useQueryClient();
  const start = useMutation({
    mutationFn: startSync,
    onSuccess: async () => {
      setJustStarted(true);
      await queryClient.invalidateQueries({ queryKey: syncRunsQuery(true).queryKey });
      setTimeout(() => setJustStarted(false), 4000);
    },
  });
  const dateTime = (iso: string) => formatDate(iso, true, i18n.language);
  // On a phone the runs are cards: the table's eight columns would scroll sideways.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));

  if (profile.isPending) return <PageLoading />;
  if (!isAdmin) {
    return (
      <Container maxWidth="md" sx={{ py: 4 }}>
        {/* Every page has its h1, this answer too: screen reader users jump to it first. */}
        <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.2rem' }, mb: 2 }}>
          {t('ops.title')}
        </Typography>
        <Alert severity="warning">{t('ops.notAllowed')}</Alert>
      </Container>
    );
  }
  const overview = runs.data;
  const running = overview?.data.some((r) => r.status === 'running') ?? false;
  const startError = start.error as { status?: number } | null;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 }, px: { xs: 1.5, sm: 3 } }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
        <MonitorHeartIcon color="primary" aria-hidden sx={{ fontSize: 36 }} />
        <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.2rem' }, fontWeight: 800 }}>
          {t('ops.title')}
        </Typography>
      </Stack>
      <ProblemsSection />
      <MessagesSection />
      {runs.isPending ? (
        <PageLoading />
      ) : runs.isError || !overview ? (
        <Alert severity="error">{t('ops.loadFailed')}</Alert>
      ) : (
        <>
          <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
            <Stack component="dl" spacing={1} sx={{ m: 0 }}>
              {[
                [t('ops.source'), `${overview.source.label}`],
                [t('ops.schedule'), overview.schedule ?? t('ops.scheduleOff')],
                [t('ops.nextRun'), overview.nextRunAt ? dateTime(overview.nextRunAt) : '—'],
                [
                  t('ops.lastSuccess'),
                  overview.lastSuccessAt
                    ? `${dateTime(overview.lastSuccessAt)} (${ago(overview.lastSuccessAt, i18n.language)})`
                    : t('ops.never'),
                ],
              ].map(([label, value]) => (
                <Stack key={label} direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
                  <Typography component="dt" sx={{ fontWeight: 700, minWidth: 140 }}>
                    {label}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0 }}>
                    {value}
                  </Typography>
                </Stack>
              ))}
            </Stack>
            <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center' }}>
              <Button
                variant="contained"
                disabled={running || start.isPending}
                onClick={() => start.mutate()}
              >
                {t('ops.runNow')}
              </Button>
              {running && <Typography role="status">{t('ops.running')}</Typography>}
            </Stack>
            {startError && (
              <Alert severity={startError.status === 409 ? 'info' : 'error'} sx={{ mt: 2 }}>
                {startError.status === 409 ? t('ops.alreadyRunning') : t('ops.startFailed')}
              </Alert>
            )}
          </Paper>
          <Typography variant="h2" sx={{ fontSize: '1.3rem', fontWeight: 700, mb: 1 }}>
            {t('ops.runs')}
          </Typography>
          {overview.data.length === 0 ? (
            <Typography role="status">{t('ops.noRuns')}</Typography>
          ) : phone ? (
            <Stack
              component="ul"
              spacing={1.5}
              aria-label={t('ops.runs')}
              sx={{ m: 0, p: 0, listStyle: 'none' }}
            >
              {overview.data.map((run) => {
                const seconds = durationSeconds(run);
                const facts: [string, string][] = [
                  [t('ops.columns.trigger'), t(`ops.triggers.${run.trigger}`)],
                  [
                    t('ops.columns.duration'),
                    seconds === null ? '—' : t('ops.seconds', { count: seconds }),
                  ],
                  [t('ops.columns.pages'), formatNumber(run.pages, 0, i18n.language)],
                  [t('ops.columns.fetched'), formatNumber(run.fetched, 0, i18n.language)],
                  [t('ops.columns.upserted'), formatNumber(run.upserted, 0, i18n.language)],
                ];
                return (
                  <Paper component="li" key={run._id} variant="outlined" sx={{ p: 1.5 }}>
                    <Stack
                      direction="row"
                      spacing={1}
                      sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}
                    >
                      <Typography sx={{ fontWeight: 700 }}>{dateTime(run.startedAt)}</Typography>
                      <Chip
                        size="small"
                        color={STATUS_COLOURS[run.status]}
                        label={t(`ops.statuses.${run.status}`)}
                      />
                    </Stack>
                    <Box
                      component="dl"
                      sx={{
                        m: 0,
                        display: 'grid',
                        gridTemplateColumns: 'auto 1fr',
                        columnGap: 2,
                        rowGap: 0.5,
                      }}
                    >
                      {facts.map(([label, value]) => (
                        <Fragment key={label}>
                          <Typography
                            component="dt"
                            variant="body2"
                            sx={{ color: 'text.secondary' }}
                          >
                            {label}
                          </Typography>
                          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                            {value}
                          </Typography>
                        </Fragment>
                      ))}
                    </Box>
                    {run.error && (
                      <Typography
                        variant="body2"
                        sx={{ mt: 1, color: 'error.main', overflowWrap: 'anywhere' }}
                      >
                        {run.error}
                      </Typography>
                    )}
                  </Paper>
                );
              })}
            </Stack>
          ) : (
            <TableContainer component={Paper} variant="outlined">
              <Table size="small" aria-label={t('ops.runs')} sx={{ minWidth: 760 }}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('ops.columns.started')}</TableCell>
                    <TableCell>{t('ops.columns.trigger')}</TableCell>
                    <TableCell>{t('ops.columns.status')}</TableCell>
                    <TableCell align="right">{t('ops.columns.duration')}</TableCell>
                    <TableCell align="right">{t('ops.columns.pages')}</TableCell>
                    <TableCell align="right">{t('ops.columns.fetched')}</TableCell>
                    <TableCell align="right">{t('ops.columns.upserted')}</TableCell>
                    <TableCell>{t('ops.columns.error')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {overview.data.map((run) => {
                    const seconds = durationSeconds(run);
                    return (
                      <TableRow key={run._id}>
                        <TableCell>{dateTime(run.startedAt)}</TableCell>
                        <TableCell>{t(`ops.triggers.${run.trigger}`)}</TableCell>
                        <TableCell>
                          <Chip
                            size="small"
                            color={STATUS_COLOURS[run.status]}
                            label={t(`ops.statuses.${run.status}`)}
                          />
                        </TableCell>
                        <TableCell align="right">
                          {seconds === null ? '—' : t('ops.seconds', { count: seconds })}
                        </TableCell>
                        <TableCell align="right">
                          {formatNumber(run.pages, 0, i18n.language)}
                        </TableCell>
                        <TableCell align="right">
                          {formatNumber(run.fetched, 0, i18n.language)}
                        </TableCell>
                        <TableCell align="right">
                          {formatNumber(run.upserted, 0, i18n.language)}
                        </TableCell>
                        <TableCell sx={{ maxWidth: 320, wordBreak: 'break-word' }}>
                          {run.error ?? ''}
                        </TableCell>
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </>
      )}
    </Container>
  );
}
