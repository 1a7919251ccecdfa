import PhotoCamera from '@mui/icons-material/PhotoCamera';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error';
import { orderDetailsQuery, ordersKey } from '../../../api/orders';
import {
  PROBLEM_PHOTO_MAX_BYTES,
  PROBLEM_REASONS,
  PROBLEM_TEXT_MAX,
  reportProblem,
  type Problem,
  type ProblemReason,
} from '../../../api/problems';
import { formatDate } from '../../../i18n/format';
import { MemberWords } from '../../../components/ui/member-words';

type ProblemDialogProps = {
  orderId: string;
  open: boolean;
  onClose: () => void;
};

/** The chosen photo and its preview URL; each URL is released when replaced or on unmount. */
function usePhoto() {
  const [photo, setPhoto] = useState<{ file: File; url: string | null } | null>(null);
  useEffect(
    () => () => {
      if (photo?.url) URL.revokeObjectURL(photo.url);
    },
    [photo],
  );
  const choose = (file: File | null) =>
    setPhoto(
      file
        ? {
            file,
            url: typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null,
          }
        : null,
    );
  return [photo, choose] as const;
}

/**
 * Reporting a problem with an order (either side of an Accepted or Completed one): what went
 * wrong from a short list of big choices, a few words (needed for "something else") and an
 * optional photo. On success the order's details are fetched again, so the problem shows there.
 */
export function ProblemDialog({ orderId, open, onClose }: ProblemDialogProps) {
  const { t } = useTranslation('trade');
  const titleId = useId();
  const reasonId = useId();
  const photoInputId = useId();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState<ProblemReason | ''>('');
  const [text, setText] = useState('');
  const [photo, setPhoto] = usePhoto();
  const [photoTooLarge, setPhotoTooLarge] = useState(false);
  const send = useMutation({
    mutationFn: () =>
      reportProblem(orderId, { reason: reason as ProblemReason, text, photo: photo?.file ?? null }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: orderDetailsQuery(orderId).queryKey });
      await queryClient.invalidateQueries({ queryKey: ordersKey });
      reset();
      onClose();
    },
  });
  const reset = () => {
    setReason('');
    setText('');
    setPhoto(null);
    setPhotoTooLarge(false);
    send.reset();
  };
  const close = () => {
    if (send.isPending) return;
    reset();
    onClose();
  };
  const needsText = reason === 'other' && text.trim() === '';
  const choose = (file: File | undefined) => {
    if (!file) return;
    setPhotoTooLarge(file.size > PROBLEM_PHOTO_MAX_BYTES);
    setPhoto(file.size > PROBLEM_PHOTO_MAX_BYTES ? null : file);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (reason !== '' && !needsText && !send.isPending) send.mutate();
  };
  const error = send.error
    ? send.error instanceof ApiError
      ? send.error.message
      : t('problem.sendFailed')
    : null;

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t('problem.title')}</DialogTitle>
        <DialogContent>
          <Typography sx={{ mb: 2 }}>{t('problem.intro')}</Typography>
          <FormControl component="fieldset" required fullWidth sx={{ mb: 2 }}>
            <FormLabel component="legend" id={reasonId} sx={{ mb: 1, fontWeight: 700 }}>
              {t('problem.reason')}
            </FormLabel>
            <RadioGroup
              aria-labelledby={reasonId}
              value={reason}
              onChange={(e) => setReason(e.target.value as ProblemReason)}
            >
              {PROBLEM_REASONS.map((r) => (
                <FormControlLabel
                  key={r}
                  value={r}
                  control={<Radio />}
                  label={t(`problem.reasons.${r}`)}
                  sx={{
                    m: 0,
                    mb: 1,
                    minHeight: 56,
                    pr: 1.5,
                    border: 1,
                    borderColor: reason === r ? 'primary.main' : 'divider',
                    borderRadius: 1,
                    bgcolor: reason === r ? 'action.selected' : undefined,
                  }}
                />
              ))}
            </RadioGroup>
          </FormControl>
          <TextField
            label={reason === 'other' ? t('problem.text') : t('problem.textOptional')}
            required={reason === 'other'}
            value={text}
            onChange={(e) => setText(e.target.value)}
            multiline
            minRows={3}
            fullWidth
            error={needsText && send.isError}
            helperText={reason === 'other' ? t('problem.textNeeded') : undefined}
            slotProps={{ htmlInput: { maxLength: PROBLEM_TEXT_MAX } }}
          />
          <Box sx={{ mt: 2 }}>
            <input
              id={photoInputId}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              capture="environment"
              hidden
              onChange={(e) => {
                choose(e.target.files?.[0]);
                e.target.value = '';
              }}
            />
            <Button
              component="label"
              htmlFor={photoInputId}
              variant="outlined"
              size="large"
              startIcon={<PhotoCamera />}
            >
              {photo ? t('problem.photoChange') : t('problem.photo')}
            </Button>
            {photoTooLarge && (
              <Alert severity="warning" sx={{ mt: 1 }}>
                {t('problem.photoTooLarge')}
              </Alert>
            )}
            {photo && (
              <Stack spacing={1} sx={{ mt: 1.5, alignItems: 'flex-start' }}>
                {photo.url && (
                  <Box
                    component="img"
                    src={photo.url}
                    alt={t('problem.photoPreview')}
                    sx={{ maxWidth: '100%', maxHeight: 200, objectFit: 'contain', borderRadius: 1 }}
                  />
                )}
                <Button size="large" onClick={() => setPhoto(null)}>
                  {t('problem.photoRemove')}
                </Button>
              </Stack>
            )}
          </Box>
          {error && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} size="large" disabled={send.isPending}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={reason === '' || needsText || send.isPending}
          >
            {t('problem.send')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/**
 * The problems reported on an order, newest first: open or resolved, what went wrong, who said
 * so and when, their words and photo, and our team's note once resolved. Nothing when none.
 */
export function ProblemList({ problems }: { problems: Problem[] }) {
  const { t, i18n } = useTranslation('trade');
  const headingId = useId();
  if (problems.length === 0) return null;
  const when = (iso: string) => formatDate(iso, true, i18n.language);
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ p: 2, mb: 2 }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 700, mb: 1 }}>
        {t('problem.listTitle')}
      </Typography>
      <Stack component="ul" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {problems.map((p) => {
          const open = p.resolvedAt === null;
          return (
            <Box
              component="li"
              key={p._id}
              sx={{ borderLeft: 4, borderColor: open ? 'warning.main' : 'success.main', pl: 1.5 }}
            >
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Chip
                  size="small"
                  color={open ? 'warning' : 'success'}
                  label={t(open ? 'problem.status.open' : 'problem.status.resolved')}
                />
                <Typography sx={{ fontWeight: 700 }}>{t(`problem.reasons.${p.reason}`)}</Typography>
              </Stack>
              <Typography variant="body2" sx={{ mt: 0.5, color: 'text.secondary' }}>
                <Trans
                  t={t}
                  i18nKey={`problem.reportedBy.${p.reporterRole}`}
                  values={{ name: p.reporterName, at: when(p.createdAt) }}
                  components={{ name: <span data-user-text="" /> }}
                />
              </Typography>
              <MemberWords text={p.text} photoUrl={p.photoUrl} photoAlt={t('problem.photoAlt')} />
              {open ? (
                <Typography variant="body2" sx={{ mt: 1 }}>
                  {t('problem.openNote')}
                </Typography>
              ) : (
                <Box sx={{ mt: 1 }}>
                  <Typography variant="body2" sx={{ fontWeight: 700 }}>
                    {t('problem.resolution')}
                  </Typography>
                  {p.resolutionNote && (
                    <Typography
                      variant="body2"
                      data-user-text=""
                      sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
                    >
                      {p.resolutionNote}
                    </Typography>
                  )}
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {t('problem.resolvedOn', { at: when(p.resolvedAt!) })}
                  </Typography>
                </Box>
              )}
            </Box>
          );
        })}
      </Stack>
    </Card>
  );
}
