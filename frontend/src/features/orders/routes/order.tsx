import PhoneIcon from '@mui/icons-material/Phone';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { useStateName } from '../../../api/indian-states';
import {
  formatOrderDate,
  formatQuantity,
  formatRupees,
  markHandedOver,
  moveOrder,
  orderDetailsQuery,
  ordersKey,
  type OrderDetails,
  type OrderMove,
} from '../../../api/orders';
import { telHref } from '../../../app/site-config';
import { paths } from '../../../app/paths';
import { RelativeDay } from '../../../components/ui/relative-day';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { CallOffDialog } from '../components/call-off-dialog';
import { ConfirmDialog } from '../components/confirm-dialog';
import { HandoverSection } from '../components/handover-section';
import { PaymentChip, PaymentSection } from '../components/payment-section';
import { ProblemDialog, ProblemList } from '../components/problem-dialog';
import { ReviewSection } from '../components/review-section';
import { OrderStatusChip } from '../components/order-status-chip';
import { standaloneLink, touchSized } from '../../../components/ui/touch-target';

type Confirming =
  'Accepted' | 'Rejected' | 'Completed' | 'Withdraw' | 'HandedOver' | 'CallOff' | null;

/** What the reader must do next, first on the screen: the moves the server allows them now. */
function NextStep({ details, onMove }: { details: OrderDetails; onMove: (c: Confirming) => void }) {
  const { t, i18n } = useTranslation('trade');
  const { you, moves, order } = details;
  const when = (iso: string | null) => (iso ? formatOrderDate(iso, i18n.language, true) : '');
  const handedOver = order.status === 'Accepted' && details.handedOverAt !== null;
  const can = (status: string) => moves.includes(status as OrderDetails['moves'][number]);
  const waiting =
    order.status === 'Pending'
      ? you === 'buyer'
        ? t('order.next.waitSeller')
        : null
      : handedOver
        ? t(`order.next.handedOver.${you}`, {
            at: when(details.handedOverAt),
            auto: when(details.autoCompleteAt),
          })
        : order.status === 'Accepted'
          ? you === 'seller'
            ? t('order.next.waitBuyer')
            : t('order.next.received')
          : t(`order.next.done.${order.status}`);
  // What else waits on the reader, each pointing at its section below.
  const total = formatRupees(order.totalPrice, i18n.language);
  const { handover, payment } = details;
  const todo: { text: string; section: string }[] = [];
  if (handover.canConfirm) todo.push({ text: t('order.todo.answerHandover'), section: 'handover' });
  else if (handover.canPropose && !handover.confirmed && !handover.proposal) {
    todo.push({ text: t('order.todo.planHandover'), section: 'handover' });
  }
  if (you === 'buyer' && payment.moves.includes('reported')) {
    const key = payment.status === 'disputed' ? 'disputed' : 'unpaid';
    todo.push({ text: t(`order.todo.pay.${key}`, { total }), section: 'payment' });
  }
  if (you === 'seller' && payment.status === 'reported') {
    todo.push({ text: t('order.todo.checkPayment', { total }), section: 'payment' });
  }
  if (details.canReview) todo.push({ text: t('order.todo.review'), section: 'reviews' });
  return (
    <Card component="section" aria-labelledby="order-next" sx={{ p: 2, mb: 2 }}>
      <Typography id="order-next" variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 700 }}>
        {t('order.next.title')}
      </Typography>
      {waiting && <Typography sx={{ mt: 1 }}>{waiting}</Typography>}
      {todo.length > 0 && (
        <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
          {todo.map((item) => (
            <li key={item.text}>
              <Link
                href={`#order-${item.section}`}
                // A block: the bullet stays beside the first line of a link that wraps (beside an
                // inline-block it went to the last one), and the whole row takes the tap.
                sx={{ display: 'block', py: 1, ...touchSized }}
              >
                {item.text}
              </Link>
            </li>
          ))}
        </Box>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 2 }}>
        {can('Accepted') && (
          <Button variant="contained" size="large" onClick={() => onMove('Accepted')}>
            {t('order.actions.accept')}
          </Button>
        )}
        {details.canHandOver && (
          <Button variant="contained" size="large" onClick={() => onMove('HandedOver')}>
            {t('order.actions.handedOver')}
          </Button>
        )}
        {can('Completed') && (
          <Button variant="contained" size="large" onClick={() => onMove('Completed')}>
            {t('order.actions.received')}
          </Button>
        )}
        {can('Rejected') && (
          <Button variant="outlined" color="error" size="large" onClick={() => onMove('Rejected')}>
            {t('order.actions.reject')}
          </Button>
        )}
        {can('Cancelled') && (
          <Button
            variant="outlined"
            color="error"
            size="large"
            onClick={() => onMove(order.status === 'Accepted' ? 'CallOff' : 'Withdraw')}
          >
            {order.status === 'Accepted' ? t('order.actions.callOff') : t('order.actions.withdraw')}
          </Button>
        )}
      </Stack>
    </Card>
  );
}

/** One order (/orders/:id) for one of its parties: next step, the other side, the timeline. */
export function OrderRoute() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation('trade');
  const stateName = useStateName();
  const queryClient = useQueryClient();
  const details = useQuery(orderDetailsQuery(id));
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [reporting, setReporting] = useState(false);
  const move = useMutation({
    mutationFn: (body: OrderMove | 'handed-over') =>
      body === 'handed-over' ? markHandedOver(id) : moveOrder(id, body),
    onSuccess: () => {
      setConfirming(null);
      return queryClient.invalidateQueries({ queryKey: ordersKey });
    },
  });
  const order = details.data?.order;
  usePageTitle(order ? order.cropId.cropName : t('order.title'));

  if (details.isPending) {
    return (
      <Container maxWidth="sm" sx={{ py: 3 }}>
        <Typography variant="h1" sx={{ fontSize: '1.75rem' }}>
          {t('order.title')}
        </Typography>
        <Typography role="status">{t('history.loading')}</Typography>
      </Container>
    );
  }
  if (details.isError || !details.data || !order) {
    return (
      <Container maxWidth="sm" sx={{ py: 3 }}>
        <Typography variant="h1" sx={{ fontSize: '1.75rem', mb: 2 }}>
          {t('order.title')}
        </Typography>
        <Alert severity="error">{t('order.notFound')}</Alert>
        <Button component={RouterLink} to={paths.orderHistory} sx={{ mt: 2 }}>
          {t('order.back')}
        </Button>
      </Container>
    );
  }
  const data = details.data;
  const { you, counterparty } = data;
  const other = you === 'seller' ? 'buyer' : 'seller';
  const unit = order.cropId.cropUnit;
  const simple: Record<string, OrderMove['status']> = {
    Accepted: 'Accepted',
    Rejected: 'Rejected',
    Completed: 'Completed',
    Withdraw: 'Cancelled',
  };

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 2, md: 3 }, px: { xs: 1.5, sm: 3 } }}>
      <Link
        component={RouterLink}
        to={paths.orderHistory}
        sx={{ display: 'inline-block', mb: 1.5, ...standaloneLink }}
      >
        {t('order.back')}
      </Link>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, fontWeight: 800 }}>
        <span data-user-text="">{order.cropId.cropName}</span>
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', my: 1, flexWrap: 'wrap' }}>
        <OrderStatusChip status={order.status} />
        {(order.status === 'Accepted' || order.status === 'Completed') && (
          <PaymentChip status={order.paymentStatus} />
        )}
        <Typography>
          {t('order.summary', {
            quantity: formatQuantity(order.quantity, unit, i18n.language),
            total: formatRupees(order.totalPrice, i18n.language),
          })}
        </Typography>
      </Stack>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>
        {t(`order.youAre.${you}`, {
          name: you === 'seller' ? order.buyerId.name : order.sellerId.name,
        })}
      </Typography>

      {move.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {(move.error as Error).message}
        </Alert>
      )}
      <NextStep details={data} onMove={setConfirming} />
      <ReviewSection orderId={order._id} details={data} />
      <HandoverSection details={data} />
      <PaymentSection details={data} />
      <ProblemList problems={data.problems} />

      <Card component="section" aria-labelledby="order-contact" sx={{ p: 2, mb: 2 }}>
        <Typography id="order-contact" variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 700 }}>
          {t(`order.contact.title.${other}`)}
        </Typography>
        {counterparty ? (
          <Box sx={{ mt: 1 }}>
            <Typography sx={{ fontWeight: 600 }} data-user-text="">
              {counterparty.name}
            </Typography>
            <Typography>{stateName(counterparty.state)}</Typography>
            <Button
              variant="outlined"
              startIcon={<PhoneIcon />}
              href={telHref(counterparty.mobile)}
              sx={{ mt: 1.5 }}
            >
              {t('order.contact.call', { mobile: counterparty.mobile })}
            </Button>
          </Box>
        ) : (
          <Typography sx={{ mt: 1 }}>{t('order.contact.afterAccept')}</Typography>
        )}
      </Card>

      {data.canReportProblem && (
        <Button
          variant="text"
          color="warning"
          size="large"
          sx={{ mb: 2 }}
          onClick={() => setReporting(true)}
        >
          {t('problem.report')}
        </Button>
      )}
      <ProblemDialog orderId={order._id} open={reporting} onClose={() => setReporting(false)} />

      <Card component="section" aria-labelledby="order-timeline" sx={{ p: 2 }}>
        <Typography id="order-timeline" variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 700 }}>
          {t('order.timeline')}
        </Typography>
        <Box component="ol" sx={{ m: 0, mt: 1, pl: 2.5 }}>
          {data.timeline.map((step, i) => (
            <Box component="li" key={`${step.type}-${i}`} sx={{ mb: 1 }}>
              <Typography sx={{ fontWeight: 600 }}>
                {t(`order.steps.${step.type}`)}
                {step.by && ` · ${step.by === you ? t('order.by.you') : t(`order.by.${step.by}`)}`}
              </Typography>
              {/* "Today, 6:40 pm" for the latest steps; older ones keep their date and time. */}
              <RelativeDay
                value={step.at}
                withTime
                sx={{
                  display: 'block',
                  typography: 'body2',
                  color: 'text.secondary',
                  '&::first-letter': { textTransform: 'uppercase' },
                }}
              />
              {step.reason && (
                <Typography variant="body2">{t(`order.reasons.${step.reason}`)}</Typography>
              )}
              {step.note && (
                <Typography variant="body2" data-user-text="">
                  {step.note}
                </Typography>
              )}
            </Box>
          ))}
        </Box>
      </Card>

      <ConfirmDialog
        open={confirming !== null && confirming !== 'CallOff'}
        title={confirming && confirming !== 'CallOff' ? t(`order.confirm.${confirming}.title`) : ''}
        text={confirming && confirming !== 'CallOff' ? t(`order.confirm.${confirming}.text`) : ''}
        confirmLabel={
          confirming && confirming !== 'CallOff' ? t(`order.confirm.${confirming}.button`) : ''
        }
        confirmColor={confirming === 'Rejected' || confirming === 'Withdraw' ? 'error' : 'primary'}
        busy={move.isPending}
        onConfirm={() =>
          confirming === 'HandedOver'
            ? move.mutate('handed-over')
            : confirming && move.mutate({ status: simple[confirming]! })
        }
        onClose={() => setConfirming(null)}
      />
      <CallOffDialog
        open={confirming === 'CallOff'}
        reasons={data.cancelReasons}
        busy={move.isPending}
        onConfirm={(reason, note) =>
          move.mutate({ status: 'Cancelled', reason, ...(note ? { note } : {}) })
        }
        onClose={() => setConfirming(null)}
      />
    </Container>
  );
}
