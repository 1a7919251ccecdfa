import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '../../../i18n/format';
import {
  DEV_OUTBOX,
  MESSAGE_STATUSES,
  MESSAGES_PAGE_SIZE,
  opsMessagesQuery,
  type MessageChannel,
  type MessageStatus,
  type OutboxMessage,
} from '../api/ops-messages';

const STATUS_COLOURS = {
  queued: 'default',
  sending: 'info',
  sent: 'info',
  delivered: 'success',
  read: 'success',
  failed: 'error',
} as const satisfies Record<MessageStatus, string>;

const CHANNELS: readonly MessageChannel[] = ['sms', 'whatsapp'];

function useMessageTexts() {
  const { t, i18n } = useTranslation('prices');
  const when = (iso: string) => formatDate(iso, true, i18n.language);
  /** When it went, or until when quiet hours hold it back. */
  const timing = (message: OutboxMessage): string | null => {
    if (message.sentAt) return t('ops.messages.sentAt', { at: when(message.sentAt) });
    if (Date.parse(message.notBefore) > Date.now()) {
      return t('ops.messages.heldUntil', { at: when(message.notBefore) });
    }
    return null;
  };
  return { t, language: i18n.language, when, timing };
}

function StatusChip({ status }: { status: MessageStatus }) {
  const { t } = useTranslation('prices');
  return (
    <Chip
      size="small"
      color={STATUS_COLOURS[status]}
      label={t(`ops.messages.statuses.${status}`)}
    />
  );
}

/** The message as the farmer reads it, marked with its language (screen readers, fonts). */
function MessageText({ message }: { message: OutboxMessage }) {
  return (
    <Typography
      variant="body2"
      lang={message.language}
      sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
    >
      {message.text}
    </Typography>
  );
}

/** A phone: one card per message, nothing wider than the screen. */
function MessageCards({ items, label }: { items: OutboxMessage[]; label: string }) {
  const { t, language, when, timing } = useMessageTexts();
  return (
    <Stack component="ul" spacing={1.5} aria-label={label} sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {items.map((message) => {
        const facts: [string, string][] = [
          [t('ops.messages.columns.time'), when(message.createdAt)],
          [t('ops.messages.columns.language'), t(`ops.messages.languages.${message.language}`)],
          [t('ops.messages.columns.attempts'), formatNumber(message.attempts, 0, language)],
        ];
        const timed = timing(message);
        return (
          <Paper component="li" key={message.id} variant="outlined" sx={{ p: 1.5 }}>
            <Stack
              direction="row"
              spacing={1}
              sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5, mb: 1 }}
            >
              <Typography sx={{ fontWeight: 700 }}>
                {t(`ops.messages.channels.${message.channel}`)}
              </Typography>
              <Typography sx={{ fontVariantNumeric: 'tabular-nums' }}>{message.to}</Typography>
              <Box sx={{ flexGrow: 1 }} />
              <StatusChip status={message.status} />
            </Stack>
            <MessageText message={message} />
            <Box
              component="dl"
              sx={{
                mt: 1,
                mb: 0,
                display: 'grid',
                gridTemplateColumns: 'auto 1fr',
                columnGap: 2,
                rowGap: 0.5,
              }}
            >
              {facts.map(([label, value]) => (
                <Fragment key={label}>
                  <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                    {label}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                    {value}
                  </Typography>
                </Fragment>
              ))}
            </Box>
            {timed && (
              <Typography variant="body2" sx={{ mt: 0.5, color: 'text.secondary' }}>
                {timed}
              </Typography>
            )}
            {message.lastError && (
              <Typography
                variant="body2"
                sx={{ mt: 0.5, color: 'error.main', overflowWrap: 'anywhere' }}
              >
                {message.lastError}
              </Typography>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}

/** A wider screen: a table, which scrolls sideways inside its box if it must. */
function MessageTable({ items, label }: { items: OutboxMessage[]; label: string }) {
  const { t, language, when, timing } = useMessageTexts();
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={label} sx={{ minWidth: 860 }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('ops.messages.columns.time')}</TableCell>
            <TableCell>{t('ops.messages.columns.channel')}</TableCell>
            <TableCell>{t('ops.messages.columns.to')}</TableCell>
            <TableCell>{t('ops.messages.columns.language')}</TableCell>
            <TableCell>{t('ops.messages.columns.text')}</TableCell>
            <TableCell>{t('ops.messages.columns.status')}</TableCell>
            <TableCell align="right">{t('ops.messages.columns.attempts')}</TableCell>
            <TableCell>{t('ops.messages.columns.error')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((message) => {
            const timed = timing(message);
            return (
              <TableRow key={message.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {when(message.createdAt)}
                  {timed && (
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {timed}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>{t(`ops.messages.channels.${message.channel}`)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{message.to}</TableCell>
                <TableCell>{t(`ops.messages.languages.${message.language}`)}</TableCell>
                <TableCell sx={{ maxWidth: 360 }}>
                  <MessageText message={message} />
                </TableCell>
                <TableCell>
                  <StatusChip status={message.status} />
                </TableCell>
                <TableCell align="right">{formatNumber(message.attempts, 0, language)}</TableCell>
                <TableCell sx={{ maxWidth: 240, overflowWrap: 'anywhere' }}>
                  {message.lastError ?? ''}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * Ops (administrators): the SMS and WhatsApp outbox. How many messages are in each state, which
 * gateway each channel uses (the dev outbox sends nothing), and the latest messages, newest
 * first, filtered by status, 50 a page.
 */
export function MessagesSection() {
  const { t, i18n } = useTranslation('prices');
  const headingId = useId();
  const [status, setStatus] = useState<MessageStatus | ''>('');
  const [page, setPage] = useState(1);
  const messages = useQuery(opsMessagesQuery({ status, page }));
  const overview = messages.data;
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const pages = overview ? Math.max(1, Math.ceil(overview.total / MESSAGES_PAGE_SIZE)) : 1;
  const count = (n: number) => formatNumber(n, 0, i18n.language);
  const providerName = (provider: string) =>
    provider === DEV_OUTBOX ? t('ops.messages.devOutbox') : provider;

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 4 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 1.5 }}
      >
        <Typography id={headingId} variant="h2" sx={{ fontSize: '1.3rem', fontWeight: 700 }}>
          {t('ops.messages.title')}
        </Typography>
        <TextField
          select
          label={t('ops.messages.show')}
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as MessageStatus | '');
            setPage(1);
          }}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 180 }}
        >
          <option value="">{t('ops.messages.all')}</option>
          {MESSAGE_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`ops.messages.statuses.${s}`)}
            </option>
          ))}
        </TextField>
      </Stack>
      {messages.isPending ? null : messages.isError || !overview ? (
        <Alert severity="error">{t('ops.messages.loadFailed')}</Alert>
      ) : (
        <>
          <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
            <Box
              component="dl"
              aria-label={t('ops.messages.counts')}
              sx={{
                m: 0,
                display: 'grid',
                gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
                gap: 1.5,
              }}
            >
              {MESSAGE_STATUSES.map((s) => (
                <div key={s}>
                  <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                    {t(`ops.messages.statuses.${s}`)}
                  </Typography>
                  <Typography
                    component="dd"
                    sx={{
                      m: 0,
                      fontWeight: 700,
                      fontSize: '1.2rem',
                      color: s === 'failed' && overview.counts[s] > 0 ? 'error.main' : undefined,
                    }}
                  >
                    {count(overview.counts[s])}
                  </Typography>
                </div>
              ))}
            </Box>
            <Typography component="h3" sx={{ fontWeight: 700, mt: 2, mb: 0.5 }}>
              {t('ops.messages.providers')}
            </Typography>
            <Box
              component="dl"
              sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2 }}
            >
              {CHANNELS.map((channel) => (
                <Fragment key={channel}>
                  <Typography component="dt" sx={{ fontWeight: 600 }}>
                    {t(`ops.messages.channels.${channel}`)}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                    {providerName(overview.provider[channel])}
                  </Typography>
                </Fragment>
              ))}
            </Box>
          </Paper>
          <Typography variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 700, mb: 1 }}>
            {t('ops.messages.list')} ({t('ops.messages.total', { count: overview.total })})
          </Typography>
          {overview.items.length === 0 ? (
            <Typography role="status">{t('ops.messages.none')}</Typography>
          ) : phone ? (
            <MessageCards items={overview.items} label={t('ops.messages.list')} />
          ) : (
            <MessageTable items={overview.items} label={t('ops.messages.list')} />
          )}
          {pages > 1 && (
            <Stack
              direction="row"
              spacing={1}
              sx={{ mt: 1.5, alignItems: 'center', justifyContent: 'space-between' }}
            >
              <Button
                variant="outlined"
                disabled={page <= 1 || messages.isFetching}
                onClick={() => setPage((p) => p - 1)}
              >
                {t('ops.messages.previous')}
              </Button>
              <Typography role="status">
                {t('ops.messages.page', { page: count(page), pages: count(pages) })}
              </Typography>
              <Button
                variant="outlined"
                disabled={page >= pages || messages.isFetching}
                onClick={() => setPage((p) => p + 1)}
              >
                {t('ops.messages.next')}
              </Button>
            </Stack>
          )}
        </>
      )}
    </Box>
  );
}
