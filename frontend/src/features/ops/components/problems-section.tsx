import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import {
  PROBLEM_TEXT_MAX,
  opsProblemsKey,
  opsProblemsQuery,
  resolveProblem,
  type Problem,
  type ProblemFilter,
} from '../../../api/problems';
import { formatDate } from '../../../i18n/format';
import { MemberWords } from '../../../components/ui/member-words';

/** The note form under an open problem: required, sent once, then the lists refresh. */
function ResolveForm({ problem, onDone }: { problem: Problem; onDone: () => void }) {
  const { t } = useTranslation('prices');
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const resolve = useMutation({
    mutationFn: () => resolveProblem(problem._id, note.trim()),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: opsProblemsKey });
      onDone();
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (note.trim() && !resolve.isPending) resolve.mutate();
  };
  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ mt: 1.5 }}>
      <TextField
        label={t('ops.problems.note')}
        helperText={t('ops.problems.noteHelp')}
        required
        value={note}
        onChange={(e) => setNote(e.target.value)}
        multiline
        minRows={2}
        fullWidth
        slotProps={{ htmlInput: { maxLength: PROBLEM_TEXT_MAX } }}
      />
      <Stack direction="row" spacing={1.5} sx={{ mt: 1 }}>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={!note.trim() || resolve.isPending}
        >
          {t('ops.problems.confirm')}
        </Button>
      </Stack>
      {resolve.isError && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {(resolve.error as Error).message || t('ops.problems.resolveFailed')}
        </Alert>
      )}
    </Box>
  );
}

function ProblemCard({ problem }: { problem: Problem }) {
  const { t, i18n } = useTranslation('prices');
  const [resolving, setResolving] = useState(false);
  const open = problem.resolvedAt === null;
  const when = (iso: string) => formatDate(iso, true, i18n.language);
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ p: 2, borderLeft: 4, borderLeftColor: open ? 'warning.main' : 'success.main' }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1.05rem' }}>
          <span data-user-text="">{problem.cropName}</span>
        </Typography>
        <Chip
          size="small"
          color={open ? 'warning' : 'success'}
          label={t(`ops.problems.reasons.${problem.reason}`)}
        />
      </Stack>
      <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
        <Trans
          t={t}
          i18nKey={`ops.problems.parties.${problem.reporterRole}`}
          values={{ reporter: problem.reporterName, other: problem.otherPartyName }}
          components={{ name: <span data-user-text="" /> }}
        />
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
        {t('ops.problems.order', { id: problem.orderId })} ·{' '}
        {t('ops.problems.reportedAt', { at: when(problem.createdAt) })}
      </Typography>
      <MemberWords
        text={problem.text}
        photoUrl={problem.photoUrl}
        photoAlt={t('ops.problems.photoAlt')}
      />
      {open ? (
        resolving ? (
          <ResolveForm problem={problem} onDone={() => setResolving(false)} />
        ) : (
          <Button
            variant="outlined"
            size="large"
            sx={{ mt: 1.5 }}
            onClick={() => setResolving(true)}
          >
            {t('ops.problems.resolve')}
          </Button>
        )
      ) : (
        <Box sx={{ mt: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {t('ops.problems.resolvedAt', { at: when(problem.resolvedAt!) })}
          </Typography>
          {problem.resolutionNote && (
            <Typography
              variant="body2"
              data-user-text=""
              sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
            >
              {problem.resolutionNote}
            </Typography>
          )}
        </Box>
      )}
    </Paper>
  );
}

/**
 * Ops (administrators): the problems parties reported on their orders, open ones first shown,
 * each with the order, both sides, the reason, their words and photo, and Resolve with a note.
 */
export function ProblemsSection() {
  const { t } = useTranslation('prices');
  const headingId = useId();
  const [status, setStatus] = useState<ProblemFilter>('open');
  const problems = useQuery(opsProblemsQuery(status));
  const list = problems.data;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 4 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 1.5 }}
      >
        <Typography id={headingId} variant="h2" sx={{ fontSize: '1.3rem', fontWeight: 700 }}>
          {t('ops.problems.title')}
          {list ? ` (${t('ops.problems.total', { count: list.total })})` : ''}
        </Typography>
        <TextField
          select
          label={t('ops.problems.show')}
          value={status}
          onChange={(e) => setStatus(e.target.value as ProblemFilter)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 180 }}
        >
          {(['open', 'resolved'] as const).map((s) => (
            <option key={s} value={s}>
              {t(`ops.problems.filters.${s}`)}
            </option>
          ))}
        </TextField>
      </Stack>
      {problems.isPending ? null : problems.isError || !list ? (
        <Alert severity="error">{t('ops.problems.loadFailed')}</Alert>
      ) : list.data.length === 0 ? (
        <Typography role="status">{t(`ops.problems.none.${status}`)}</Typography>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {list.data.map((p) => (
            <ProblemCard key={p._id} problem={p} />
          ))}
        </Stack>
      )}
    </Box>
  );
}
