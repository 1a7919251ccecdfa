import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CancelReason } from '../../../api/orders';

type CallOffDialogProps = {
  open: boolean;
  reasons: CancelReason[];
  busy: boolean;
  onConfirm: (reason: CancelReason, note: string) => void;
  onClose: () => void;
};

/** Calling off an accepted order: a reason from the list (the server needs one), a few words. */
export function CallOffDialog({ open, reasons, busy, onConfirm, onClose }: CallOffDialogProps) {
  const { t } = useTranslation('trade');
  const titleId = useId();
  const [reason, setReason] = useState<CancelReason | ''>('');
  const [note, setNote] = useState('');
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>{t('order.callOff.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('order.callOff.text')}</DialogContentText>
        <Stack spacing={2}>
          <TextField
            select
            required
            label={t('order.callOff.reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value as CancelReason)}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">{t('order.callOff.choose')}</option>
            {reasons.map((r) => (
              <option key={r} value={r}>
                {t(`order.reasons.${r}`)}
              </option>
            ))}
          </TextField>
          <TextField
            label={t('order.callOff.note')}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 300 } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button
          variant="contained"
          color="error"
          disabled={busy || reason === ''}
          onClick={() => reason && onConfirm(reason, note.trim())}
        >
          {t('order.callOff.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
