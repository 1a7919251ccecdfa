import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { addCrop, cropCategories, cropsKey, cropUnits, type NewCrop } from '../../../api/crops';
import { getAuthToken, getUserId } from '../../../app/auth-storage';
import {
  cropFormSchema,
  emptyCropForm,
  newCropOf,
  type CropFormInput,
  type CropFormValues,
} from '../api/crop-form';
import {
  draftsOf,
  draftsSupported,
  isNetworkError,
  saveDraft,
  sendDrafts,
} from '../../../api/listing-drafts';
import { ImagePicker, type PickedImage } from './image-picker';
import { PriceHint } from './price-hint';
import { FormTextField } from '../../../components/forms/form-text-field';

export const SUCCESS_DIALOG_MS = 2000;

const nativeSelect = { select: { native: true }, inputLabel: { shrink: true } } as const;

/** 'Create a New Crop Listing', the form of the Crop sell page. */
export function CropSellForm() {
  const { t } = useTranslation('market');
  const queryClient = useQueryClient();
  const [images, setImages] = useState<PickedImage[]>([]);
  const [preparing, setPreparing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [added, setAdded] = useState(false);
  // Listings kept on this phone while offline, and whether some were just sent.
  const [waiting, setWaiting] = useState(0);
  const [savedOffline, setSavedOffline] = useState(false);
  const [draftsSent, setDraftsSent] = useState(false);
  const {
    control,
    handleSubmit,
    reset,
    formState: { isSubmitting },
  } = useForm<CropFormValues, unknown, CropFormInput>({
    resolver: zodResolver(cropFormSchema),
    defaultValues: emptyCropForm,
  });
  const cropName = useWatch({ control, name: 'cropName' });

  const startAgain = useCallback(() => {
    reset(emptyCropForm);
    setImages((current) => {
      current.forEach((image) => URL.revokeObjectURL(image.url));
      return [];
    });
  }, [reset]);

  // The success dialog shows for 2 seconds, then the form starts again (unit back to kg).
  useEffect(() => {
    if (!added) return;
    const timer = setTimeout(() => {
      setAdded(false);
      startAgain();
    }, SUCCESS_DIALOG_MS);
    return () => clearTimeout(timer);
  }, [added, startAgain]);

  // Drafts sent in the background: the same dialog, but the form keeps what is being typed.
  useEffect(() => {
    if (!draftsSent) return;
    const timer = setTimeout(() => setDraftsSent(false), SUCCESS_DIALOG_MS);
    return () => clearTimeout(timer);
  }, [draftsSent]);

  // Sends this user's saved drafts now (on opening the page) and whenever the connection returns.
  useEffect(() => {
    const userId = getUserId();
    if (!userId || !draftsSupported()) return;
    let active = true;
    const count = () =>
      draftsOf(userId).then(
        (drafts) => active && setWaiting(drafts.length),
        () => undefined,
      );
    const trySending = async () => {
      if (!navigator.onLine || getUserId() !== userId) return;
      try {
        const { sent, rejected } = await sendDrafts(userId, addCrop);
        if (!active) return;
        if (sent > 0) {
          setSavedOffline(false);
          setDraftsSent(true);
          await queryClient.invalidateQueries({ queryKey: cropsKey });
        }
        if (rejected.length > 0) {
          setProblem(
            t('sell.draftRefused', { message: rejected.map((e) => e.message).join('\n') }),
          );
        }
      } finally {
        await count();
      }
    };
    void count().then(trySending);
    window.addEventListener('online', trySending);
    return () => {
      active = false;
      window.removeEventListener('online', trySending);
    };
  }, [queryClient, t]);

  const keepOnPhone = async (crop: NewCrop) => {
    await saveDraft(crop);
    setWaiting((count) => count + 1);
    setSavedOffline(true);
    startAgain();
  };

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    const userId = getUserId();
    if (!getAuthToken() || !userId) {
      setProblem(t('sell.notAuthenticated'));
      return;
    }
    setSavedOffline(false);
    const crop = { ...newCropOf(values), userId, cropImages: images.map((image) => image.file) };
    const offline = draftsSupported() && !navigator.onLine;
    try {
      if (offline) {
        await keepOnPhone(crop);
        return;
      }
      await addCrop(crop);
      setAdded(true);
      await queryClient.invalidateQueries({ queryKey: cropsKey });
    } catch (error) {
      if (!offline && draftsSupported() && isNetworkError(error)) {
        try {
          await keepOnPhone(crop);
          return;
        } catch {
          // No room on the phone: say what went wrong below.
        }
      }
      const message = error instanceof Error ? error.message : String(error);
      setProblem(t('sell.error', { message }));
    }
  });

  const busy = isSubmitting || added;
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby="crop-sell-title">
      <Typography
        id="crop-sell-title"
        variant="h2"
        sx={{ fontSize: { xs: '1.35rem', md: '1.6rem' }, mb: 0.5 }}
      >
        {t('sell.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>{t('sell.intro')}</Typography>
      <Stack spacing={2.5}>
        <FormTextField
          namespace="market"
          control={control}
          name="cropName"
          label={t('sell.fields.name')}
          required
        />
        <PriceHint cropName={cropName ?? ''} />
        <FormTextField
          namespace="market"
          control={control}
          name="cropCategory"
          label={t('sell.fields.category')}
          select
          required
          slotProps={nativeSelect}
        >
          <option value="">{t('sell.chooseCategory')}</option>
          {cropCategories.map((category) => (
            <option key={category} value={category}>
              {t(`categories.${category}`)}
            </option>
          ))}
        </FormTextField>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
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
            name="cropUnit"
            label={t('sell.fields.unit')}
            select
            required
            slotProps={nativeSelect}
          >
            {cropUnits.map((unit) => (
              <option key={unit} value={unit}>
                {t(`units.${unit}`)}
              </option>
            ))}
          </FormTextField>
        </Stack>
        <FormTextField
          namespace="market"
          control={control}
          name="cropQuantity"
          label={t('sell.fields.quantity')}
          hint={t('sell.quantityHint')}
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
        <Controller
          control={control}
          name="grownOrganically"
          render={({ field: { value, onChange, ref, ...field } }) => (
            <FormControlLabel
              control={
                <Switch
                  {...field}
                  slotProps={{ input: { ref } }}
                  checked={value}
                  onChange={(event) => onChange(event.target.checked)}
                />
              }
              label={t('sell.fields.organic')}
            />
          )}
        />
        <ImagePicker
          images={images}
          onChange={setImages}
          onBusyChange={setPreparing}
          disabled={busy}
        />
        {(savedOffline || waiting > 0) && (
          <Alert severity="info" role="status">
            {savedOffline ? t('sell.savedOffline') : t('sell.waiting', { count: waiting })}
          </Alert>
        )}
        {problem && (
          <Alert severity="error" role="alert">
            {problem}
          </Alert>
        )}
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={busy || preparing}
          sx={{ alignSelf: { sm: 'flex-start' }, minWidth: { sm: 220 } }}
        >
          {isSubmitting ? t('sell.submitting') : t('sell.submit')}
        </Button>
      </Stack>
      <Dialog open={added || draftsSent} aria-labelledby="crop-added-title">
        <DialogContent sx={{ textAlign: 'center', px: 5, py: 4 }}>
          <CheckCircleIcon aria-hidden color="success" sx={{ fontSize: 56, mb: 1 }} />
          <Typography
            id="crop-added-title"
            variant="h2"
            sx={{ fontSize: '1.25rem', fontWeight: 700 }}
          >
            {t('sell.success')}
          </Typography>
        </DialogContent>
      </Dialog>
    </Box>
  );
}
