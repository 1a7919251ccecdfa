import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { ApiError } from '../../../api/api-error';
import { cropsKey, formatRupees, isPlainAmount, type Crop } from '../../../api/crops';
import { getAuthToken, getUserId } from '../../../app/auth-storage';
import { paths } from '../../../app/paths';
import type { LoginRedirectState } from '../../../app/require-auth';
import { formatNumber } from '../../../i18n/format';
import {
  isCountable,
  KEY_REUSED,
  MIN_ORDER_QUANTITY,
  newIdempotencyKey,
  orderDecimals,
  orderTotal,
  placeOrder,
  roundTo,
} from '../api/place-order';

type Failure = { ok: false; message: string; detail?: string };
type Outcome = { ok: true } | Failure;

/** The Idempotency-Key of the order being confirmed, and the quantity it was first sent with. */
type Attempt = { key: string; quantity: number | null };

type BuyNowProps = { crop: Crop };

// Every control of the bar is at least this tall: a thumb on a small phone hits it.
const TAP = 48;

// A number field without the desktop spin arrows: they would take a third of its narrow width.
const noSpinner = {
  MozAppearance: 'textfield',
  '&::-webkit-outer-spin-button, &::-webkit-inner-spin-button': { WebkitAppearance: 'none', m: 0 },
} as const;

/**
 * The action bar of a listing: how much to buy, what it comes to and Buy Now side by side, so a
 * buyer on a phone sees all three without scrolling (the details dialog and the product page keep
 * it at the bottom of the screen). Buy Now asks to confirm the order before placing it. For the
 * seller's own crop and for a crop that is Not Available, Buy Now is disabled with the reason
 * beside it. A visitor who has not logged in (a shared product page) gets Log in to buy instead,
 * which comes back to this page after the login.
 */
export function BuyNow({ crop }: BuyNowProps) {
  const { t, i18n } = useTranslation('market');
  const queryClient = useQueryClient();
  const location = useLocation();
  const id = useId();
  const reasonId = `${id}-reason`;
  const hintId = `${id}-hint`;
  const confirmHintId = `${id}-confirm-hint`;
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // A failed order is told in the confirm dialog, which stays open for Confirm to try again.
  const [failure, setFailure] = useState<Failure | null>(null);
  // Made when the confirm dialog opens. Confirm sends it again as long as the last try has no
  // known outcome (no answer, a server error: the order may have been placed) and the quantity is
  // the one it was sent with, so the server answers with that order instead of placing a second.
  // A new quantity, or an answer that the order was not placed, gets a new key.
  const attempt = useRef<Attempt | null>(null);
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
  const totalText = total === null ? '—' : formatRupees(total, i18n.language);
  const hint = quantityValid
    ? t('buy.available', { quantity: formatNumber(available, 3, i18n.language), unit })
    : t(countable ? 'buy.quantityRangeWhole' : 'buy.quantityRange', {
        min: countable ? 1 : MIN_ORDER_QUANTITY,
        max: formatNumber(available, 3, i18n.language),
      });

  const order = useMutation({
    mutationFn: ({ amount, key }: { amount: number; key: string }) =>
      placeOrder(crop._id, amount, key),
    onSuccess: async () => {
      attempt.current = null;
      setOpen(false);
      setFailure(null);
      setOutcome({ ok: true });
      setQuantityText(defaultQuantity);
      await queryClient.invalidateQueries({ queryKey: cropsKey });
    },
    onError: (error) => {
      const answered = error instanceof ApiError && error.status < 500;
      // The server said no: this order was not placed, and the next try is a new one.
      if (answered) attempt.current = null;
      const detail =
        answered && (error.status === 409 || error.status === 422) && error.code !== KEY_REUSED
          ? error.message
          : undefined;
      setFailure({ ok: false, message: t('buy.failed'), detail });
    },
  });

  const start = () => {
    if (!getAuthToken() || !getUserId()) {
      setOutcome({ ok: false, message: t('buy.loginRequired') });
      return;
    }
    attempt.current ??= { key: newIdempotencyKey(), quantity: null };
    setOutcome(null);
    setFailure(null);
    setOpen(true);
  };

  const confirm = () => {
    const amount = roundTo(quantity, decimals);
    let current = attempt.current;
    if (!current || (current.quantity !== null && current.quantity !== amount)) {
      current = { key: newIdempotencyKey(), quantity: null };
    }
    current.quantity = amount;
    attempt.current = current;
    setFailure(null);
    order.mutate({ amount, key: current.key });
  };

  const close = () => {
    setOpen(false);
    setFailure(null);
  };

  const quantityField = (fieldHintId: string, inBar: boolean) => (
    <TextField
      type="number"
      label={t('buy.quantity', { unit })}
      value={quantityText}
      onChange={(event) => setQuantityText(event.target.value)}
      error={!quantityValid}
      fullWidth={!inBar}
      sx={inBar ? { width: 112, flex: 'none' } : undefined}
      slotProps={{
        htmlInput: {
          min: countable ? 1 : MIN_ORDER_QUANTITY,
          max: available,
          step: countable ? 1 : 'any',
          // The phone's number pad; with the dot where a weight may have decimals.
          inputMode: countable ? 'numeric' : 'decimal',
          enterKeyHint: inBar ? 'go' : 'done',
          'aria-describedby': fieldHintId,
          sx: inBar ? noSpinner : undefined,
        },
      }}
    />
  );

  const buyButton = (
    <Button
      type={reason ? 'button' : 'submit'}
      variant="contained"
      color="secondary"
      size="large"
      disabled={reason !== null}
      aria-describedby={reason ? reasonId : undefined}
      // As tall as the quantity field beside it (and never under the 48 px of a thumb).
      sx={{ height: 56, minWidth: TAP, px: 2, flex: 'none', whiteSpace: 'nowrap' }}
    >
      {t('buy.buyNow')}
    </Button>
  );

  if (!getAuthToken()) {
    const loginState: LoginRedirectState = { from: location };
    return (
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        {notAvailable && (
          <FormHelperText sx={{ m: 0, flex: 1, minWidth: 0, fontSize: '0.875rem' }}>
            {t('buy.notAvailable')}
          </FormHelperText>
        )}
        <Button
          component={RouterLink}
          to={paths.auth.loginLowercase}
          state={loginState}
          variant="contained"
          color="secondary"
          size="large"
          sx={{ height: 56, minWidth: TAP, px: 2, flex: notAvailable ? 'none' : 1 }}
        >
          {t('buy.logInToBuy')}
        </Button>
      </Stack>
    );
  }

  return (
    <>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (reason === null) start();
        }}
      >
        {outcome && (
          <Alert severity={outcome.ok ? 'success' : 'error'} role="alert" sx={{ mb: 1 }}>
            {outcome.ok ? t('buy.success') : outcome.message}
            {!outcome.ok && outcome.detail && (
              <Typography variant="body2" sx={{ mt: 0.5 }}>
                {outcome.detail}
              </Typography>
            )}
          </Alert>
        )}
        {reason ? (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <FormHelperText id={reasonId} sx={{ m: 0, flex: 1, minWidth: 0, fontSize: '0.875rem' }}>
              {reason}
            </FormHelperText>
            {buyButton}
          </Stack>
        ) : (
          <>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              {quantityField(hintId, true)}
              <Box sx={{ flex: 1, minWidth: 0 }} aria-live="polite">
                <Typography variant="body2" component="div" sx={{ color: 'text.secondary' }}>
                  {t('buy.total')}
                </Typography>
                <Typography
                  component="div"
                  sx={{ fontWeight: 800, fontSize: '1.125rem', overflowWrap: 'anywhere' }}
                >
                  {totalText}
                </Typography>
              </Box>
              {buyButton}
            </Stack>
            <FormHelperText id={hintId} error={!quantityValid} sx={{ mx: 0, mt: 0.5 }}>
              {hint}
            </FormHelperText>
          </>
        )}
      </Box>
      {/* Outside the bar's form: a submit in the dialog must not bubble (through the portal) to it. */}
      <Dialog
        open={open}
        onClose={() => !order.isPending && close()}
        aria-labelledby={`${id}-title`}
        fullWidth
        maxWidth="xs"
      >
        <Box
          component="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            event.stopPropagation();
            if (quantityValid && !order.isPending) confirm();
          }}
        >
          <DialogTitle id={`${id}-title`}>{t('buy.title', { name: crop.cropName })}</DialogTitle>
          <DialogContent>
            {failure && (
              <Alert severity="error" role="alert" sx={{ mb: 2 }}>
                {failure.message}
                {failure.detail && (
                  <Typography variant="body2" sx={{ mt: 0.5 }}>
                    {failure.detail}
                  </Typography>
                )}
              </Alert>
            )}
            <Typography sx={{ mb: 2 }}>
              {t('pricePerUnit', {
                price: formatRupees(crop.cropSellingPrice, i18n.language),
                unit,
              })}
            </Typography>
            {/* The quantity chosen in the bar, to check or change once more before ordering. */}
            {quantityField(confirmHintId, false)}
            <FormHelperText id={confirmHintId} error={!quantityValid} sx={{ mx: 1.75 }}>
              {hint}
            </FormHelperText>
            <Typography sx={{ mt: 2, fontSize: '1.125rem' }} aria-live="polite">
              {t('buy.total')}: <strong>{totalText}</strong>
            </Typography>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={close} disabled={order.isPending} sx={{ minHeight: TAP }}>
              {t('buy.cancel')}
            </Button>
            {/* Not disabled while the order is sent: a focused button that turns disabled drops the
                keyboard focus to the page, and the dialog could not hand it back afterwards. */}
            <Button
              type="submit"
              variant="contained"
              disabled={!quantityValid}
              aria-disabled={order.isPending || undefined}
              sx={{ minHeight: TAP }}
            >
              {order.isPending ? t('buy.placing') : t('buy.confirm')}
            </Button>
          </DialogActions>
        </Box>
      </Dialog>
    </>
  );
}
