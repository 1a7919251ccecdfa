import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  confirmHandover,
  ordersKey,
  proposeHandover,
  type HandoverKind,
  type HandoverPlan,
  type OrderDetails,
} from '../../../api/orders';
import { formatDate } from '../../../i18n/format';

const KINDS: HandoverKind[] = ['farm_pickup', 'place_pickup', 'delivery'];

/** India's calendar day `days` from now (YYYY-MM-DD), for the date picker's bounds. */
function indiaDay(days = 0): string {
  return new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** A plan in words: how, where, which day, between which hours. */
export function PlanText({ plan }: { plan: HandoverPlan }) {
  const { t, i18n } = useTranslation('trade');
  return (
    <Box>
      <Typography sx={{ fontWeight: 600 }}>{t(`handover.kinds.${plan.kind}`)}</Typography>
      {plan.place && (
        <Typography data-user-text="" sx={{ overflowWrap: 'anywhere' }}>
          {plan.place}
        </Typography>
      )}
      <Typography>
        {t('handover.when', {
          day: formatDate(`${plan.date}T12:00:00+05:30`, false, i18n.language),
          from: plan.from,
          to: plan.to,
        })}
      </Typography>
      {plan.note && (
        <Typography variant="body2" data-user-text="" sx={{ overflowWrap: 'anywhere' }}>
          {plan.note}
        </Typography>
      )}
    </Box>
  );
}

function ProposeDialog({
  orderId,
  open,
  onClose,
  start,
}: {
  orderId: string;
  open: boolean;
  onClose: () => void;
  start: HandoverPlan | null;
}) {
  const { t } = useTranslation('trade');
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<HandoverKind>(start?.kind ?? 'farm_pickup');
  const [place, setPlace] = useState(start?.place ?? '');
  const [date, setDate] = useState(start?.date ?? indiaDay(1));
  const [from, setFrom] = useState(start?.from ?? '09:00');
  const [to, setTo] = useState(start?.to ?? '11:00');
  const [note, setNote] = useState('');
  const propose = useMutation({
    mutationFn: () =>
      proposeHandover(orderId, {
        kind,
        date,
        from,
        to,
        ...(place.trim() ? { place: place.trim() } : {}),
        ...(note.trim() ? { note: note.trim() } : {}),
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ordersKey });
      onClose();
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    propose.mutate();
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="handover-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="handover-title">{t('handover.propose.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <Box>
              <FormLabel id="handover-kind">{t('handover.propose.how')}</FormLabel>
              <RadioGroup
                aria-labelledby="handover-kind"
                value={kind}
                onChange={(e) => setKind(e.target.value as HandoverKind)}
              >
                {KINDS.map((k) => (
                  <FormControlLabel
                    key={k}
                    value={k}
                    control={<Radio />}
                    label={t(`handover.kinds.${k}`)}
                    sx={{ minHeight: 48 }}
                  />
                ))}
              </RadioGroup>
            </Box>
            <TextField
              label={t(kind === 'delivery' ? 'handover.propose.address' : 'handover.propose.place')}
              value={place}
              onChange={(e) => setPlace(e.target.value)}
              required={kind !== 'farm_pickup'}
              slotProps={{ htmlInput: { maxLength: 200 } }}
              helperText={kind === 'farm_pickup' ? t('handover.propose.placeOptional') : undefined}
            />
            <TextField
              type="date"
              label={t('handover.propose.day')}
              value={date}
              onChange={(e) => setDate(e.target.value)}
              required
              slotProps={{
                inputLabel: { shrink: true },
                htmlInput: { min: indiaDay(0), max: indiaDay(60) },
              }}
            />
            <Stack direction="row" spacing={1.5}>
              <TextField
                type="time"
                label={t('handover.propose.from')}
                value={from}
                onChange={(e) => setFrom(e.target.value)}
                required
                fullWidth
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 900 } }}
              />
              <TextField
                type="time"
                label={t('handover.propose.to')}
                value={to}
                onChange={(e) => setTo(e.target.value)}
                required
                fullWidth
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 900 } }}
              />
            </Stack>
            <TextField
              label={t('handover.propose.note')}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: 300 } }}
            />
            {propose.isError && <Alert severity="error">{(propose.error as Error).message}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} size="large">
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" size="large" disabled={propose.isPending}>
            {t('handover.propose.send')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/**
 * How the goods change hands: the agreed plan, a proposal waiting for the reader's answer (first,
 * with the button to agree), and a way to propose one or another.
 */
export function HandoverSection({ details }: { details: OrderDetails }) {
  const { t } = useTranslation('trade');
  const queryClient = useQueryClient();
  const [proposing, setProposing] = useState(false);
  const { confirmed, proposal, canPropose, canConfirm } = details.handover;
  const orderId = details.order._id;
  const confirm = useMutation({
    mutationFn: () => confirmHandover(orderId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKey }),
  });
  if (!confirmed && !proposal && !canPropose) return null;
  return (
    <Card component="section" aria-labelledby="order-handover" sx={{ p: 2, mb: 2 }}>
      <Typography id="order-handover" variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 700 }}>
        {t('handover.title')}
      </Typography>
      {proposal && (
        <Box
          sx={{
            mt: 1.5,
            p: 1.5,
            borderRadius: 1,
            border: 2,
            borderColor: canConfirm ? 'warning.main' : 'divider',
          }}
        >
          <Typography variant="body2" sx={{ fontWeight: 700, mb: 0.5 }}>
            {proposal.proposedBy === details.you
              ? t('handover.yourProposal')
              : t(`handover.theirProposal.${proposal.proposedBy}`)}
          </Typography>
          <PlanText plan={proposal} />
          {canConfirm && (
            <Button
              variant="contained"
              size="large"
              sx={{ mt: 1.5 }}
              onClick={() => confirm.mutate()}
              disabled={confirm.isPending}
            >
              {t('handover.agree')}
            </Button>
          )}
        </Box>
      )}
      {confirmed && (
        <Box sx={{ mt: 1.5 }}>
          <Typography variant="body2" sx={{ fontWeight: 700, mb: 0.5, color: 'success.dark' }}>
            {t('handover.agreed')}
          </Typography>
          <PlanText plan={confirmed} />
        </Box>
      )}
      {!confirmed && !proposal && <Typography sx={{ mt: 1 }}>{t('handover.none')}</Typography>}
      {confirm.isError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {(confirm.error as Error).message}
        </Alert>
      )}
      {canPropose && (
        <Button variant="outlined" size="large" sx={{ mt: 1.5 }} onClick={() => setProposing(true)}>
          {confirmed || proposal ? t('handover.proposeOther') : t('handover.propose.open')}
        </Button>
      )}
      {proposing && (
        <ProposeDialog
          orderId={orderId}
          open
          start={proposal ?? confirmed}
          onClose={() => setProposing(false)}
        />
      )}
    </Card>
  );
}
