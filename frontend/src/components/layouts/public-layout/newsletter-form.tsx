import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../ui/visually-hidden';

const EmailInput = styled('input')(({ theme }) => ({
  flex: '1 1 180px',
  minWidth: 0,
  height: 44,
  padding: theme.spacing(0, 1.5),
  border: 0,
  borderRadius: 8,
  background: '#ffffff',
  color: theme.palette.text.primary,
  font: 'inherit',
  '&::placeholder': { color: theme.palette.text.secondary, opacity: 1 },
  '&:focus-visible': { outline: `3px solid ${theme.palette.warning.main}`, outlineOffset: 2 },
}));

// Issue #8 connects the sign-up; until then submitting says so instead of pretending.
export function NewsletterForm() {
  const { t } = useTranslation();
  const inputId = useId();
  const noteId = useId();
  const [submitted, setSubmitted] = useState(false);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
  }

  return (
    <Box component="form" onSubmit={handleSubmit} aria-describedby={submitted ? noteId : undefined}>
      <Box component="label" htmlFor={inputId} sx={visuallyHidden}>
        {t('footer.emailInputLabel')}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <EmailInput
          id={inputId}
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder={t('footer.emailPlaceholder')}
        />
        <Button type="submit" variant="contained" color="warning" sx={{ height: 44, px: 3 }}>
          {t('footer.subscribe')}
        </Button>
      </Box>
      <Typography id={noteId} role="status" variant="body2" sx={{ mt: 1.5, minHeight: '1.5em' }}>
        {submitted ? t('footer.newsletterSoon') : ''}
      </Typography>
    </Box>
  );
}
