import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  cropListQuery,
  cropsKey,
  deleteCrop,
  formatRupees,
  updateCrop,
  type Crop,
  type CropChanges,
} from '../../../api/crops';
import { CropPlaceholder } from '../../../components/ui/crop-placeholder';
import { cropChangesSchemaFor, type CropChangesValues } from '../api/crop-form';
import { FormTextField } from '../../../components/forms/form-text-field';

export const myListingsQuery = cropListQuery({ mine: 'true', sort: 'newest', limit: 100 });

type Notice = { severity: 'success' | 'error'; text: string };

function useListingActions(onNotice: (notice: Notice) => void) {
  const { t } = useTranslation('market');
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: cropsKey });
  const failed = (error: Error) =>
    onNotice({ severity: 'error', text: t('sell.error', { message: error.message }) });
  const update = useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: CropChanges }) => updateCrop(id, changes),
    onSuccess: () => onNotice({ severity: 'success', text: t('listings.saved') }),
    onError: failed,
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => deleteCrop(id),
    onSuccess: (result) =>
      onNotice({
        severity: 'success',
        text: result.outcome === 'archived' ? t('listings.archived') : t('listings.deleted'),
      }),
    onError: failed,
    onSettled: refresh,
  });
  return { update, remove };
}

type EditDialogProps = {
  crop: Crop;
  onSave: (changes: CropChanges) => Promise<unknown>;
  onClose: () => void;
};

function EditListingDialog({ crop, onSave, onClose }: EditDialogProps) {
  const { t } = useTranslation('market');
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<CropChangesValues>({
    resolver: zodResolver(cropChangesSchemaFor(crop.cropUnit)),
    defaultValues: {
      cropSellingPrice: crop.cropSellingPrice.toFixed(2),
      cropQuantity: String(crop.cropQuantity),
      cropDescription: crop.cropDescription ?? '',
    },
  });
  const submit = handleSubmit(async (values) => {
    try {
      await onSave(values);
      onClose();
    } catch {
      // The notice above the list says what went wrong.
    }
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="edit-listing-title">
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id="edit-listing-title">
          {t('listings.editTitle', { name: crop.cropName })}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <FormTextField
              namespace="market"
              control={control}
              name="cropSellingPrice"
              label={t('sell.fields.price')}
              type="number"
              required
              slotProps={{ htmlInput: { min: 0, step: 0.01, inputMode: 'decimal' } }}
            />
            <FormTextField
              namespace="market"
              control={control}
              name="cropQuantity"
              label={t('listings.quantityIn', { unit: t(`units.${crop.cropUnit}`) })}
              required
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
            <FormTextField
              namespace="market"
              control={control}
              name="cropDescription"
              label={t('sell.fields.description')}
              multiline
              minRows={3}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{t('listings.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {t('listings.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/** The seller's own listings under the form, with edit, availability and delete. */
export function YourListings() {
  const { t } = useTranslation('market');
  const listings = useQuery(myListingsQuery);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [editing, setEditing] = useState<Crop | null>(null);
  const [deleting, setDeleting] = useState<Crop | null>(null);
  const { update, remove } = useListingActions(setNotice);

  return (
    <Box component="section" aria-labelledby="your-listings-title" sx={{ mt: 5 }}>
      <Typography id="your-listings-title" variant="h2" sx={{ fontSize: '1.5rem', mb: 2 }}>
        {t('listings.title')}
      </Typography>
      {notice && (
        <Alert
          severity={notice.severity}
          role="alert"
          onClose={() => setNotice(null)}
          sx={{ mb: 2 }}
        >
          {notice.text}
        </Alert>
      )}
      {listings.isPending ? (
        <Typography role="status">{t('listings.loading')}</Typography>
      ) : listings.isError ? (
        <Alert
          severity="error"
          action={<Button onClick={() => void listings.refetch()}>{t('retry')}</Button>}
        >
          {t('listings.loadFailed')}
        </Alert>
      ) : listings.data.crops.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('listings.empty')}</Typography>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {listings.data.crops.map((crop) => {
            const image = crop.cropImageVariants[0]?.card;
            const unit = t(`units.${crop.cropUnit}`, { defaultValue: crop.cropUnit });
            const available = crop.cropStatus === 'Available';
            return (
              <Card component="li" key={crop._id} sx={{ p: 1.5 }} aria-label={crop.cropName}>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                  <Box
                    sx={{
                      width: { xs: '100%', sm: 120 },
                      flexShrink: 0,
                      aspectRatio: '4 / 3',
                      borderRadius: 1,
                      overflow: 'hidden',
                    }}
                  >
                    {image ? (
                      <Box
                        component="img"
                        src={image}
                        alt={crop.cropName}
                        loading="lazy"
                        width={120}
                        height={90}
                        sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
                      />
                    ) : (
                      <CropPlaceholder label={t('noPhoto', { name: crop.cropName })} />
                    )}
                  </Box>
                  <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                    <Stack
                      direction="row"
                      spacing={1}
                      sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}
                    >
                      <Typography variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 700 }}>
                        <span data-user-text="">{crop.cropName}</span>
                      </Typography>
                      <Chip
                        size="small"
                        label={t(`statuses.${crop.cropStatus}`)}
                        color={available ? 'success' : 'default'}
                      />
                      {crop.archived && <Chip size="small" label={t('listings.archivedBadge')} />}
                    </Stack>
                    <Typography sx={{ color: 'text.secondary' }}>
                      {t('pricePerUnit', { price: formatRupees(crop.cropSellingPrice), unit })}
                      {' · '}
                      {t('listings.quantityLeft', { quantity: crop.cropQuantity, unit })}
                      {' · '}
                      {crop.cropId}
                    </Typography>
                    {!crop.archived && (
                      <Stack
                        direction="row"
                        spacing={1}
                        sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}
                      >
                        <Button size="small" variant="outlined" onClick={() => setEditing(crop)}>
                          {t('listings.edit')}
                        </Button>
                        <Button
                          size="small"
                          variant="outlined"
                          disabled={update.isPending}
                          onClick={() =>
                            update.mutate({
                              id: crop._id,
                              changes: { cropStatus: available ? 'Not Available' : 'Available' },
                            })
                          }
                        >
                          {available ? t('listings.markNotAvailable') : t('listings.markAvailable')}
                        </Button>
                        <Button
                          size="small"
                          color="error"
                          variant="outlined"
                          onClick={() => setDeleting(crop)}
                        >
                          {t('listings.delete')}
                        </Button>
                      </Stack>
                    )}
                  </Box>
                </Stack>
              </Card>
            );
          })}
        </Stack>
      )}
      {editing && (
        <EditListingDialog
          key={editing._id}
          crop={editing}
          onSave={(changes) => update.mutateAsync({ id: editing._id, changes })}
          onClose={() => setEditing(null)}
        />
      )}
      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        aria-labelledby="delete-listing-title"
      >
        <DialogTitle id="delete-listing-title">{t('listings.deleteTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {t('listings.deleteText', { name: deleting?.cropName ?? '' })}
          </DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => setDeleting(null)}>{t('listings.cancel')}</Button>
          <Button
            color="error"
            variant="contained"
            disabled={remove.isPending}
            onClick={() => {
              if (deleting) remove.mutate(deleting._id, { onSettled: () => setDeleting(null) });
            }}
          >
            {t('listings.delete')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
