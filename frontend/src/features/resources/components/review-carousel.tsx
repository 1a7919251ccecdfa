import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { keyframes } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Review } from '../../../api/resources';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import { DeleteReviewDialog } from './delete-review-dialog';

/** The review carousel moves on every 3 seconds. */
export const ROTATION_MS = 3000;

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;

function postedOn(createdAt: string, language: string): string {
  return new Intl.DateTimeFormat(`${language}-IN`, { dateStyle: 'medium' }).format(
    new Date(createdAt),
  );
}

type ReviewCarouselProps = {
  resourceId: string;
  reviews: Review[];
  onDeleted: () => void;
};

/**
 * 'Our Happy Clients': one review at a time, moving on by itself every 3 seconds. It holds still
 * while the pointer or the keyboard focus is on it, when paused, and always for users who asked
 * for reduced motion; the live region speaks only when the reader moves it themselves.
 */
export function ReviewCarousel({ resourceId, reviews, onDeleted }: ReviewCarouselProps) {
  const { t, i18n } = useTranslation('resources');
  const reducedMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const [confirming, setConfirming] = useState<Review | null>(null);
  const count = reviews.length;
  const current = Math.min(index, count - 1);
  const canRotate = count > 1 && !reducedMotion;
  const rotating = canRotate && !stopped && !hovered && !focused && confirming === null;

  // `current` restarts the 3 seconds after every move, also one made with the buttons.
  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(
      () => setIndex((i) => (Math.min(i, count - 1) + 1) % count),
      ROTATION_MS,
    );
    return () => clearInterval(timer);
  }, [rotating, count, current]);

  const go = (step: number) => setIndex((current + step + count) % count);
  const leave = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <Box
      role="region"
      aria-roledescription={t('reviews.carousel')}
      aria-label={t('reviews.title')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={leave}
    >
      {/* Every slide takes the same grid cell, so the block is as tall as the longest review
          and the page below does not jump as they change. */}
      <Box aria-live={rotating ? 'off' : 'polite'} sx={{ display: 'grid' }}>
        {reviews.map((review, i) => {
          const active = i === current;
          return (
            <Card
              key={review._id}
              role="group"
              aria-roledescription={t('reviews.slide')}
              aria-label={t('reviews.position', { current: i + 1, total: count })}
              aria-hidden={!active}
              sx={{
                gridArea: '1 / 1',
                visibility: active ? 'visible' : 'hidden',
                p: { xs: 2, sm: 3 },
                bgcolor: '#f4f9ef',
                animation: active ? `${fadeIn} 0.4s ease-out` : 'none',
                '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
              }}
            >
              <FormatQuoteIcon aria-hidden sx={{ color: 'primary.main', fontSize: 36 }} />
              <Typography
                variant="h3"
                sx={{ fontSize: '1.15rem', fontWeight: 700, mb: 1, overflowWrap: 'anywhere' }}
              >
                {review.title}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', mb: 1.5 }}>
                {review.comment}
              </Typography>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {t('reviews.by', { name: review.name })}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('reviews.postedOn', { date: postedOn(review.createdAt, i18n.language) })}
              </Typography>
              {review.mine && (
                <Stack
                  direction="row"
                  spacing={1}
                  sx={{ mt: 1.5, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
                >
                  <Chip
                    size="small"
                    color="primary"
                    variant="outlined"
                    label={t('reviews.yours')}
                  />
                  <Button
                    size="small"
                    color="error"
                    startIcon={<DeleteOutlineIcon aria-hidden />}
                    onClick={() => setConfirming(review)}
                  >
                    {t('reviews.delete')}
                  </Button>
                </Stack>
              )}
            </Card>
          );
        })}
      </Box>
      {count > 1 && (
        <Stack
          direction="row"
          spacing={1}
          sx={{ mt: 1.5, alignItems: 'center', justifyContent: 'center' }}
        >
          <IconButton aria-label={t('reviews.previous')} onClick={() => go(-1)}>
            <ChevronLeftIcon aria-hidden />
          </IconButton>
          <Typography aria-hidden sx={{ minWidth: 64, textAlign: 'center' }}>
            {t('reviews.counter', { current: current + 1, total: count })}
          </Typography>
          <IconButton aria-label={t('reviews.next')} onClick={() => go(1)}>
            <ChevronRightIcon aria-hidden />
          </IconButton>
          {canRotate && (
            <IconButton
              aria-label={stopped ? t('reviews.play') : t('reviews.pause')}
              onClick={() => setStopped((s) => !s)}
            >
              {stopped ? <PlayArrowIcon aria-hidden /> : <PauseIcon aria-hidden />}
            </IconButton>
          )}
        </Stack>
      )}
      {confirming && (
        <DeleteReviewDialog
          resourceId={resourceId}
          review={confirming}
          onClose={() => setConfirming(null)}
          onDeleted={() => {
            setConfirming(null);
            onDeleted();
          }}
        />
      )}
    </Box>
  );
}
