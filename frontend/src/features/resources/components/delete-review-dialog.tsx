import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteReview, reviewsKey, type Review, type ReviewPage } from '../../../api/resources';

type DeleteReviewDialogProps = {
  resourceId: string;
  review: Review;
  onClose: () => void;
  onDeleted: () => void;
};

/** Asks before removing the reader's own review, then removes it. */
export function DeleteReviewDialog({
  resourceId,
  review,
  onClose,
  onDeleted,
}: DeleteReviewDialogProps) {
  const { t } = useTranslation('resources');
  const titleId = useId();
  const queryClient = useQueryClient();
  const removal = useMutation({
    mutationFn: () => deleteReview(resourceId, review._id),
    onSuccess: async () => {
      queryClient.setQueryData<ReviewPage>(
        reviewsKey(resourceId),
        (page) =>
          page && {
            ...page,
            data: page.data.filter((r) => r._id !== review._id),
            total: Math.max(0, page.total - 1),
          },
      );
      onDeleted();
      await queryClient.invalidateQueries({ queryKey: reviewsKey(resourceId) });
    },
  });

  return (
    <Dialog
      open
      onClose={() => !removal.isPending && onClose()}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>{t('reviews.confirmTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('reviews.confirmText', { title: review.title })}</DialogContentText>
        {removal.isError && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {t('reviews.deleteFailed')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={removal.isPending}>
          {t('reviews.cancel')}
        </Button>
        <Button
          variant="contained"
          color="error"
          onClick={() => removal.mutate()}
          disabled={removal.isPending}
        >
          {removal.isPending ? t('reviews.deleting') : t('reviews.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
