import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  changePayment,
  formatRupees,
  ordersKey,
  type OrderDetails,
  type PaymentMove,
  type PaymentStatus,
} from '../../../api/orders';

const CHIP_COLOR: Record<PaymentStatus, 'default' | 'info' | 'success' | 'error'> = {
  unpaid: 'default',
  reported: 'info',
  confirmed: 'success',
  disputed: 'error',
};

/** The payment status as a chip, for the order page and the order lists. */
export function PaymentChip({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation('trade');
  return <Chip size="small" color={CHIP_COLOR[status]} label={t(`payment.status.${status}`)} />;
}

function PaidDialog({
  open,
  busy,
  error,
  onClose,
  onSend,
}: {
  open: boolean;
  busy: boolean;
  error: string | null;
  onClose: () => void;
  onSend: (utr: string) => void;
}) {
  const { t } = useTranslation('trade');
  const [utr, setUtr] = useState('');
  const wrong = utr !== '' && !/^\d{12}$/.test(utr);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!wrong) onSend(utr);
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="paid-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="paid-title">{t('payment.paid.title')}</DialogTitle>
        <DialogContent>
          <Typography sx={{ mb: 2 }}>{t('payment.paid.text')}</Typography>
          <TextField
            label={t('payment.paid.utr')}
            value={utr}
            onChange={(e) => setUtr(e.target.value.replace(/\s/g, ''))}
            error={wrong}
            helperText={wrong ? t('payment.paid.utrWrong') : t('payment.paid.utrHelp')}
            fullWidth
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 12, autoComplete: 'off' } }}
          />
          {error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} size="large">
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" size="large" disabled={busy || wrong}>
            {t('payment.paid.send')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/**
 * Paying the seller, which happens outside AgroSense: for the buyer, the UPI button (a
 * upi://pay link that opens their UPI app on a phone) and its QR code for a second phone, then
 * "I have paid"; for the seller, "received" or "not received". Shown on Accepted and Completed
 * orders only.
 */
export function PaymentSection({ details }: { details: OrderDetails }) {
  const { t, i18n } = useTranslation('trade');
  const queryClient = useQueryClient();
  const [paying, setPaying] = useState(false);
  const { payment, you, order } = details;
  const change = useMutation({
    mutationFn: (move: PaymentMove) => changePayment(order._id, move),
    onSuccess: async () => {
      setPaying(false);
      await queryClient.invalidateQueries({ queryKey: ordersKey });
    },
  });
  if (order.status !== 'Accepted' && order.status !== 'Completed') return null;
  const total = formatRupees(order.totalPrice, i18n.language);
  const can = (s: PaymentStatus) => payment.moves.includes(s);
  const error = change.isError ? (change.error as Error).message : null;
  return (
    <Card component="section" aria-labelledby="order-payment" sx={{ p: 2, mb: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography id="order-payment" variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 700 }}>
          {t('payment.title')}
        </Typography>
        <PaymentChip status={payment.status} />
      </Stack>
      <Typography sx={{ mt: 1 }}>
        {t(`payment.explain.${you}.${payment.status}`, { total })}
      </Typography>
      {payment.utr && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {t('payment.utrShown', { utr: payment.utr })}
        </Typography>
      )}
      {you === 'buyer' && can('reported') && (
        <Box sx={{ mt: 1.5 }}>
          {payment.upiLink ? (
            <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
              <Button variant="contained" size="large" href={payment.upiLink}>
                {t('payment.payByUpi', { total })}
              </Button>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {t('payment.upiId', { upiId: payment.upiId })}
              </Typography>
              {/* On a wider screen, a phone scans the same link. */}
              <Box
                sx={{ display: { xs: 'none', sm: 'block' } }}
                role="img"
                aria-label={t('payment.qr')}
              >
                <QRCodeSVG value={payment.upiLink} size={168} marginSize={2} />
                <Typography variant="body2" sx={{ mt: 0.5 }}>
                  {t('payment.qr')}
                </Typography>
              </Box>
            </Stack>
          ) : (
            <Typography variant="body2">{t('payment.noUpi')}</Typography>
          )}
          <Button variant="outlined" size="large" sx={{ mt: 1.5 }} onClick={() => setPaying(true)}>
            {t('payment.iPaid')}
          </Button>
        </Box>
      )}
      {you === 'seller' && (can('confirmed') || can('disputed')) && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 1.5 }}>
          <Button
            variant="contained"
            size="large"
            disabled={change.isPending}
            onClick={() => change.mutate({ status: 'confirmed' })}
          >
            {t('payment.received')}
          </Button>
          {can('disputed') && (
            <Button
              variant="outlined"
              color="error"
              size="large"
              disabled={change.isPending}
              onClick={() => change.mutate({ status: 'disputed' })}
            >
              {t('payment.notReceived')}
            </Button>
          )}
        </Stack>
      )}
      {error && !paying && (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {error}
        </Alert>
      )}
      <Typography variant="body2" sx={{ mt: 1.5, color: 'text.secondary' }}>
        {t('payment.direct')}
      </Typography>
      {paying && (
        <PaidDialog
          open
          busy={change.isPending}
          error={error}
          onClose={() => setPaying(false)}
          onSend={(utr) => change.mutate({ status: 'reported', ...(utr ? { utr } : {}) })}
        />
      )}
    </Card>
  );
}
