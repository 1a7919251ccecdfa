import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { visuallyHidden } from '../../ui/visually-hidden';
import type { SubscribeNote } from './newsletter-subscribe';
import styles from './newsletter-form.module.css';

// The footer is part of the landing page's first download (budget: docs/performance.md), so only the
// form itself is here: sending, and the notice for a link from the newsletter mail, load on use.
const LinkOutcome = lazy(() => import('./newsletter-link-outcome'));

export function NewsletterForm() {
  const { t } = useTranslation();
  const inputId = useId();
  const noteId = useId();
  const { search } = useLocation();
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [note, setNote] = useState<SubscribeNote | null>(null);
  // A link from the mail opens the app afresh; the notice stays after it leaves the address.
  const [fromMailLink] = useState(() => search.includes('newsletter='));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    setNote(null);
    const { subscribe } = await import('./newsletter-subscribe');
    const result = await subscribe(email);
    setNote(result);
    if (result.kind === 'newsletterSubscribed') setEmail('');
    setSending(false);
  }

  return (
    <Box component="form" noValidate onSubmit={handleSubmit}>
      <Box component="label" htmlFor={inputId} sx={visuallyHidden}>
        {t('footer.emailInputLabel')}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <input
          id={inputId}
          className={styles.email}
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder={t('footer.emailPlaceholder')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={note?.kind === 'newsletterInvalidEmail' || undefined}
          aria-describedby={note ? noteId : undefined}
        />
        <Button
          type="submit"
          variant="contained"
          color="warning"
          disabled={sending}
          sx={{ height: 48, px: 3 }}
        >
          {t('footer.subscribe')}
        </Button>
      </Box>
      <p
        id={noteId}
        role="status"
        className={`${styles.note} ${note && note.kind !== 'newsletterSubscribed' ? styles.problem : ''}`}
      >
        {note && (note.answer ?? t(`footer.${note.kind}`))}
      </p>
      {fromMailLink && (
        <Suspense fallback={null}>
          <LinkOutcome />
        </Suspense>
      )}
    </Box>
  );
}
