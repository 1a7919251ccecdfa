import PhotoCamera from '@mui/icons-material/PhotoCamera';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_PHOTO_BYTES, PHOTO_TYPES } from '../../../api/advisory';
import { ApiError } from '../../../api/api-error';

type Props<R> = {
  title: string;
  text: string;
  pickLabel: string;
  submitLabel: string;
  missingText: string;
  failedText: string;
  /** Texts for failures the server names by their code (ApiError.code), instead of failedText. */
  failureTexts?: Readonly<Record<string, string>>;
  /** What to offer instead after a failure the server names by its code (e.g. a list to pick from). */
  failureHelp?: Readonly<Record<string, ReactNode>>;
  check: (photo: File) => Promise<R>;
  renderResult: (result: R) => ReactNode;
};

/** One photo check: pick (or take) a photo, preview it, send it, show the result or the failure. */
export function PhotoCard<R>(props: Props<R>) {
  const { t } = useTranslation('advisory');
  const headingId = useId();
  const inputId = useId();
  const [photo, setPhoto] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [problemCode, setProblemCode] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<R | null>(null);

  // Each preview URL is released when it is replaced or the card goes away.
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  function choose(file: File | undefined) {
    setResult(null);
    setProblem(null);
    if (!file) return;
    if (!PHOTO_TYPES.includes(file.type)) return setProblem(t('detect.wrongType'));
    if (file.size > MAX_PHOTO_BYTES) return setProblem(t('detect.tooBig'));
    setPhoto(file);
    setPreview(URL.createObjectURL(file));
  }

  async function submit() {
    if (!photo) {
      setProblem(props.missingText);
      return;
    }
    setBusy(true);
    setProblem(null);
    setProblemCode(undefined);
    try {
      setResult(await props.check(photo));
    } catch (error) {
      const code = error instanceof ApiError ? error.code : undefined;
      setProblem((code && props.failureTexts?.[code]) || props.failedText);
      setProblemCode(code);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, md: 3 }, height: '100%' }}
    >
      <Typography
        id={headingId}
        variant="h2"
        sx={{ fontSize: '1.35rem', fontWeight: 700, mb: 0.5 }}
      >
        {props.title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>{props.text}</Typography>
      <Stack spacing={2}>
        <Box>
          <input
            id={inputId}
            type="file"
            accept="image/*"
            capture="environment"
            hidden
            onChange={(e) => choose(e.target.files?.[0])}
          />
          <Button
            component="label"
            htmlFor={inputId}
            variant="outlined"
            startIcon={<PhotoCamera />}
          >
            {props.pickLabel}
          </Button>
        </Box>
        {preview && (
          <Box
            component="img"
            src={preview}
            alt={t('detect.preview')}
            sx={{
              maxWidth: '100%',
              maxHeight: 240,
              objectFit: 'contain',
              borderRadius: 1,
              alignSelf: 'flex-start',
            }}
          />
        )}
        <Box>
          <Button variant="contained" onClick={() => void submit()} disabled={busy}>
            {busy ? (
              <>
                <CircularProgress size={18} sx={{ mr: 1, color: 'inherit' }} />{' '}
                {t('detect.checking')}
              </>
            ) : (
              props.submitLabel
            )}
          </Button>
        </Box>
        {problem && (
          <Alert severity="error" role="alert">
            {problem}
          </Alert>
        )}
        {problem && problemCode && props.failureHelp?.[problemCode]}
        {result && <Box aria-live="polite">{props.renderResult(result)}</Box>}
      </Stack>
    </Card>
  );
}
