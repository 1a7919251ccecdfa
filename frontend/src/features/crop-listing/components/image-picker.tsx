import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_CROP_IMAGES } from '../../../api/crops';
import { compressImage } from '../../../components/images/compress-image';

export type PickedImage = { id: string; file: File; url: string };

const acceptedTypes = ['image/jpeg', 'image/png', 'image/webp'];

type ImagePickerProps = {
  images: PickedImage[];
  onChange: (images: PickedImage[]) => void;
  /** Tells the form that photos are still being prepared (submit waits). */
  onBusyChange?: (busy: boolean) => void;
  disabled?: boolean;
};

let nextId = 0;

/**
 * Up to 4 photos, shrunk in the browser before upload, with previews and remove buttons. A 5th
 * photo is refused with 'You can only upload a maximum of 4 images'.
 */
export function ImagePicker({ images, onChange, onBusyChange, disabled }: ImagePickerProps) {
  const { t } = useTranslation('market');
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const latest = useRef(images);
  useEffect(() => {
    latest.current = images;
  }, [images]);

  // Previews are object URLs: free them when the picker goes away.
  useEffect(
    () => () => {
      latest.current.forEach((image) => URL.revokeObjectURL(image.url));
    },
    [],
  );

  const add = async (files: File[]) => {
    const found: string[] = [];
    const pictures = files.filter((file) => {
      if (acceptedTypes.includes(file.type)) return true;
      found.push(t('sell.notImage', { name: file.name }));
      return false;
    });
    const room = MAX_CROP_IMAGES - latest.current.length;
    if (pictures.length > room) found.unshift(t('sell.tooManyImages'));
    const taken = pictures.slice(0, Math.max(0, room));
    setProblems(found);
    if (taken.length === 0) return;
    setBusy(true);
    onBusyChange?.(true);
    try {
      const prepared = await Promise.all(taken.map((file) => compressImage(file)));
      onChange([
        ...latest.current,
        ...prepared.map((file) => ({
          id: `photo-${(nextId += 1)}`,
          file,
          url: URL.createObjectURL(file),
        })),
      ]);
    } finally {
      setBusy(false);
      onBusyChange?.(false);
    }
  };

  const remove = (image: PickedImage) => {
    URL.revokeObjectURL(image.url);
    setProblems([]);
    onChange(latest.current.filter((item) => item.id !== image.id));
  };

  const full = images.length >= MAX_CROP_IMAGES;
  return (
    <Stack spacing={1.5}>
      <Typography component="label" htmlFor={inputId} sx={{ fontWeight: 700 }}>
        {t('sell.fields.images')}
      </Typography>
      <Typography
        variant="body2"
        sx={{ color: 'text.secondary', mt: '0 !important' }}
        id={`${inputId}-hint`}
      >
        {t('sell.photosHint', { count: MAX_CROP_IMAGES })}
      </Typography>
      <Box
        component="input"
        ref={input}
        id={inputId}
        type="file"
        accept={acceptedTypes.join(',')}
        multiple
        disabled={disabled || busy}
        tabIndex={-1}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          void add(files);
        }}
        sx={{ display: 'none' }}
      />
      <Box>
        <Button
          variant="outlined"
          startIcon={<AddPhotoAlternateIcon aria-hidden />}
          onClick={() => {
            if (full) {
              setProblems([t('sell.tooManyImages')]);
              return;
            }
            input.current?.click();
          }}
          disabled={disabled || busy}
          aria-describedby={`${inputId}-hint`}
        >
          {busy
            ? t('sell.preparingPhotos')
            : t('sell.addPhotos', { count: images.length, max: MAX_CROP_IMAGES })}
        </Button>
      </Box>
      {problems.length > 0 && (
        <Alert severity="warning" role="alert">
          {problems.map((problem) => (
            <div key={problem}>{problem}</div>
          ))}
        </Alert>
      )}
      {images.length > 0 && (
        <Box
          component="ul"
          aria-label={t('sell.previews')}
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
          }}
        >
          {images.map((image, index) => (
            <Box component="li" key={image.id} sx={{ position: 'relative' }}>
              <Box
                component="img"
                src={image.url}
                alt={t('sell.previewAlt', { number: index + 1 })}
                width={160}
                height={120}
                sx={{
                  display: 'block',
                  width: '100%',
                  height: 'auto',
                  aspectRatio: '4 / 3',
                  objectFit: 'cover',
                  borderRadius: 1.5,
                  bgcolor: 'grey.100',
                }}
              />
              <IconButton
                size="small"
                onClick={() => remove(image)}
                aria-label={t('sell.removePhoto', { number: index + 1 })}
                disabled={disabled}
                sx={{
                  position: 'absolute',
                  top: 4,
                  right: 4,
                  bgcolor: 'rgba(0,0,0,0.6)',
                  color: 'common.white',
                  '&:hover': { bgcolor: 'rgba(0,0,0,0.8)' },
                }}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
    </Stack>
  );
}
