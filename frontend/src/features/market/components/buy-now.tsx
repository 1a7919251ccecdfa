import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error';
import { cropsKey, formatRupees, isPlainAmount, type Crop } from '../../../api/crops';
import { getAuthToken, getUserId } from '../../../app/auth-storage';
import {
  isCountable,
  MIN_ORDER_QUANTITY,
  orderDecimals,
  orderTotal,
  placeOrder,
  roundTo,
} from '../api/place-order';

type Outcome = { ok: true } | { ok: false; message: string; detail?: string };

type BuyNowProps = { crop: Crop; fullWidth?: boolean };

/**
 * Buy Now and its order form. Disabled, with the reason under it, for the seller's own crop and
 * for a crop that is Not Available.
 */
export function BuyNow({ crop, fullWidth }: BuyNowProps) {
  const { t } = useTranslation('market');
  const queryClient = useQueryClient();
  const reasonId = useId();
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const countable = isCountable(crop.cropUnit);
  const available = crop.cropQuantity;
  const defaultQuantity = String(Math.min(1, available));
  const [quantityText, setQuantityText] = useState(defaultQuantity);

  const viewerId = getUserId();
  const ownCrop = viewerId !== null && crop.userId?._id === viewerId;
  const notAvailable = crop.cropStatus === 'Not Available' || available <= 0;
  const reason = ownCrop ? t('buy.ownCrop') : notAvailable ? t('buy.notAvailable') : null;
  const unit = t(`units.${crop.cropUnit}`, { defaultValue: crop.cropUnit });

  const decimals = orderDecimals(crop.cropUnit);
  const quantity = Number(quantityText.trim());
  // Written as the server reads it (digits, at most one dot, the unit's decimals): never "1e2".
  const quantityValid =
    isPlainAmount(quantityText.trim(), decimals) &&
    quantity >= MIN_ORDER_QUANTITY &&
    quantity <= available;
  const total = quantityValid ? orderTotal(crop.cropSellingPrice, quantity) : null;

  const order = useMutation({
    mutationFn: () => placeOrder(crop._id, roundTo(quantity, decimals)),
    onSuccess: async () => {
      setOpen(false);
      setOutcome({ ok: true });
      await queryClient.invalidateQueries({ queryKey: cropsKey });
    },
    onError: (error) => {
      const detail =
        error instanceof ApiError && (error.status === 409 || error.status === 422)
          ? error.message
          : undefined;
      setOpen(false);
      setOutcome({ ok: false, message: t('buy.failed'), detail });
    },
  });

  const start = () => {
    if (!getAuthToken() || !getUserId()) {
      setOutcome({ ok: false, message: t('buy.loginRequired') });
      return;
    }
    setOutcome(null);
    setQuantityText(defaultQuantity);
    setOpen(true);
  };

  return (
    <Box sx={{ width: fullWidth ? '100%' : undefined }}>
      <Button
        variant="contained"
        color="secondary"
        size="large"
        onClick={start}
        disabled={reason !== null}
        aria-describedby={reason ? reasonId : undefined}
        fullWidth={fullWidth}
      >
        {t('buy.buyNow')}
      </Button>
      {reason && <FormHelperText id={reasonId}>{reason}</FormHelperText>}
      {outcome && (
        <Alert severity={outcome.ok ? 'success' : 'error'} role="alert" sx={{ mt: 1.5 }}>
          {outcome.ok ? t('buy.success') : outcome.message}
          {!outcome.ok && outcome.detail && (
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {outcome.detail}
            </Typography>
          )}
        </Alert>
      )}
      <Dialog
        open={open}
        onClose={() => !order.isPending && setOpen(false)}
        aria-labelledby={`${reasonId}-title`}
        fullWidth
        maxWidth="xs"
      >
        <Box
          component="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (quantityValid && !order.isPending) order.mutate();
          }}
        >
          <DialogTitle id={`${reasonId}-title`}>
            {t('buy.title', { name: crop.cropName })}
          </DialogTitle>
          <DialogContent>
            <Typography sx={{ mb: 2 }}>
              {t('pricePerUnit', { price: formatRupees(crop.cropSellingPrice), unit })}
            </Typography>
            <TextField
              autoFocus
              fullWidth
              type="number"
              label={t('buy.quantity', { unit })}
              value={quantityText}
              onChange={(event) => setQuantityText(event.target.value)}
              error={!quantityValid}
              helperText={
                quantityValid
                  ? t('buy.available', { quantity: available, unit })
                  : t(countable ? 'buy.quantityRangeWhole' : 'buy.quantityRange', {
                      min: countable ? 1 : MIN_ORDER_QUANTITY,
                      max: available,
                    })
              }
              slotProps={{
                htmlInput: {
                  min: countable ? 1 : MIN_ORDER_QUANTITY,
                  max: available,
                  step: countable ? 1 : 'any',
                  inputMode: countable ? 'numeric' : 'decimal',
                },
              }}
            />
            <Typography sx={{ mt: 2, fontSize: '1.125rem' }} aria-live="polite">
              {t('buy.total')}: <strong>{total === null ? '—' : formatRupees(total)}</strong>
            </Typography>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={() => setOpen(false)} disabled={order.isPending}>
              {t('buy.cancel')}
            </Button>
            {/* Not disabled while the order is sent: a focused button that turns disabled drops the
                keyboard focus to the page, and the dialog could not hand it back afterwards. */}
            <Button
              type="submit"
              variant="contained"
              disabled={!quantityValid}
              aria-disabled={order.isPending || undefined}
            >
              {order.isPending ? t('buy.placing') : t('buy.confirm')}
            </Button>
          </DialogActions>
        </Box>
      </Dialog>
    </Box>
  );
}
