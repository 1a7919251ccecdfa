import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatOrderDate, orderDetailsQuery, type OrderDetails } from '../../../api/orders';
import { editReview, postReview, ratingsKey, type Review } from '../../../api/reviews';
import { visuallyHidden } from '../../../components/ui/visually-hidden';

/** The most a review's comment may hold (the server trims and checks the same). */
const COMMENT_MAX = 500;

/** Stars as a picture with one sentence for screen readers ("4 out of 5 stars"). */
function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation('trade');
  return (
    <Rating
      value={rating}
      readOnly
      getLabelText={(value) => t('review.stars', { rating: value })}
    />
  );
}

function ShownReview({ review }: { review: Review }) {
  const { t, i18n } = useTranslation('trade');
  return (
    <Box>
      <Stars rating={review.rating} />
      {review.comment && (
        <Typography data-user-text="" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
          {review.comment}
        </Typography>
      )}
      {review.editedAt && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {t('review.edited', { date: formatOrderDate(review.editedAt, i18n.language) })}
        </Typography>
      )}
    </Box>
  );
}

/**
 * Five stars to choose from: native radio buttons (arrow keys move between them, each has its
 * own label), drawn as stars 48 px wide and high, so a thumb hits the one it means.
 */
function StarPicker({
  value,
  onChange,
  invalid,
}: {
  value: number | null;
  onChange: (stars: number) => void;
  invalid: boolean;
}) {
  const { t } = useTranslation('trade');
  const name = useId();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" sx={{ fontWeight: 600, mb: 0.5 }}>
        {t('review.starsLegend')}
      </Typography>
      <Box sx={{ display: 'flex' }}>
        {[1, 2, 3, 4, 5].map((stars) => {
          const lit = (value ?? 0) >= stars;
          return (
            <Box
              key={stars}
              component="label"
              data-star={stars}
              sx={{
                position: 'relative',
                width: 48,
                height: 48,
                display: 'inline-flex',
                alignItems: 'center',
                justifyContent: 'center',
                cursor: 'pointer',
                borderRadius: 1,
                color: lit ? '#b26a00' : 'text.secondary',
                '&:focus-within': { outline: '2px solid', outlineColor: 'primary.main' },
              }}
            >
              <input
                type="radio"
                name={name}
                value={stars}
                checked={value === stars}
                onChange={() => onChange(stars)}
                aria-invalid={invalid || undefined}
                style={visuallyHidden}
              />
              <span style={visuallyHidden}>{t('review.star', { count: stars })}</span>
              {lit ? (
                <StarIcon aria-hidden sx={{ fontSize: 40 }} />
              ) : (
                <StarBorderIcon aria-hidden sx={{ fontSize: 40 }} />
              )}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

type ReviewFormProps = {
  orderId: string;
  /** The review being changed; none for a new one. */
  current: Review | null;
  onDone: () => void;
  onCancel?: () => void;
};

/** Stars (large, 48 px each) and optional words; sends a new review or the changed one. */
function ReviewForm({ orderId, current, onDone, onCancel }: ReviewFormProps) {
  const { t } = useTranslation('trade');
  const queryClient = useQueryClient();
  const [rating, setRating] = useState<number | null>(current?.rating ?? null);
  const [comment, setComment] = useState(current?.comment ?? '');
  const [missingStars, setMissingStars] = useState(false);
  const send = useMutation({
    mutationFn: (body: { rating: number; comment: string | null }) =>
      current ? editReview(orderId, body) : postReview(orderId, body),
    onSuccess: async () => {
      onDone();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: orderDetailsQuery(orderId).queryKey }),
        queryClient.invalidateQueries({ queryKey: ratingsKey }),
      ]);
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (rating === null) {
      setMissingStars(true);
      return;
    }
    send.mutate({ rating, comment: comment.trim() || null });
  };
  const error = send.isError
    ? send.error instanceof Error && send.error.message
      ? send.error.message
      : t('review.failed')
    : null;
  return (
    <Box component="form" onSubmit={submit} noValidate>
      <StarPicker
        value={rating}
        invalid={missingStars}
        onChange={(stars) => {
          setRating(stars);
          setMissingStars(false);
        }}
      />
      {missingStars && (
        <Typography role="alert" sx={{ color: 'error.main', mt: 0.5 }}>
          {t('review.pickStars')}
        </Typography>
      )}
      <TextField
        label={t('review.comment')}
        value={comment}
        onChange={(e) => setComment(e.target.value.slice(0, COMMENT_MAX))}
        multiline
        minRows={2}
        fullWidth
        sx={{ mt: 2 }}
        helperText={t('review.commentCount', { length: comment.length, max: COMMENT_MAX })}
        slotProps={{ htmlInput: { maxLength: COMMENT_MAX } }}
      />
      {error && (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {error}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 2 }}>
        <Button type="submit" variant="contained" size="large" disabled={send.isPending}>
          {current ? t('review.save') : t('review.send')}
        </Button>
        {onCancel && (
          <Button size="large" onClick={onCancel} disabled={send.isPending}>
            {t('review.cancel')}
          </Button>
        )}
      </Stack>
    </Box>
  );
}

/**
 * Reviews on a completed order's page: your review of the other side (a form until you post it,
 * then yours, changeable for 14 days), and theirs once both have reviewed or 7 days have passed
 * (double-blind). Nothing before the order is completed.
 */
export function ReviewSection({ orderId, details }: { orderId: string; details: OrderDetails }) {
  const { t, i18n } = useTranslation('trade');
  const [editing, setEditing] = useState(false);
  const [sent, setSent] = useState(false);
  if (details.order.status !== 'Completed') return null;
  const { review, canReview, you } = details;
  const other = you === 'buyer' ? 'seller' : 'buyer';
  const date = (iso: string) => formatOrderDate(iso, i18n.language);
  return (
    <Card component="section" aria-labelledby="order-reviews" sx={{ p: 2, mb: 2 }}>
      <Typography id="order-reviews" variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 700 }}>
        {t('review.title')}
      </Typography>

      <Box sx={{ mt: 1.5 }}>
        {canReview ? (
          <>
            <Typography variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 700 }}>
              {t(`review.rate.${other}`)}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
              {t('review.rateHelp')}
            </Typography>
            <ReviewForm orderId={orderId} current={null} onDone={() => setSent(true)} />
          </>
        ) : review.mine ? (
          <>
            <Typography variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 700 }}>
              {t('review.yours')}
            </Typography>
            {sent && (
              <Alert severity="success" sx={{ my: 1 }}>
                {t('review.sent')}
              </Alert>
            )}
            {editing && review.editableUntil ? (
              <ReviewForm
                orderId={orderId}
                current={review.mine}
                onDone={() => {
                  setEditing(false);
                  setSent(true);
                }}
                onCancel={() => setEditing(false)}
              />
            ) : (
              <>
                <ShownReview review={review.mine} />
                {review.editableUntil && (
                  <Stack spacing={1} sx={{ mt: 1, alignItems: 'flex-start' }}>
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {t('review.editableUntil', { date: date(review.editableUntil) })}
                    </Typography>
                    <Button
                      variant="outlined"
                      size="large"
                      onClick={() => {
                        setSent(false);
                        setEditing(true);
                      }}
                    >
                      {t('review.edit')}
                    </Button>
                  </Stack>
                )}
              </>
            )}
          </>
        ) : null}
      </Box>

      <Box sx={{ mt: 2 }}>
        {review.theirs ? (
          <>
            <Typography variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 700 }}>
              {t(`review.theirs.${other}`)}
            </Typography>
            <ShownReview review={review.theirs} />
          </>
        ) : review.hiddenUntil ? (
          <Typography sx={{ color: 'text.secondary' }}>
            {t('review.hidden', { date: date(review.hiddenUntil) })}
          </Typography>
        ) : (
          <Typography sx={{ color: 'text.secondary' }}>
            {t(`review.theirsNone.${other}`)}
          </Typography>
        )}
      </Box>
    </Card>
  );
}
