import Button from '@mui/material/Button';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import styles from './newsletter-form.module.css';

// Where the links in the newsletter mail land: /?newsletter=confirmed, =unsubscribed, =invalid.
const outcomeKeys = {
  confirmed: 'footer.newsletterConfirmed',
  unsubscribed: 'footer.newsletterUnsubscribed',
  invalid: 'footer.newsletterLinkInvalid',
} as const;
type Outcome = keyof typeof outcomeKeys;

/**
 * The outcome of a link from the newsletter mail, pinned to the bottom of the screen (the link
 * opens the top of the page, far from the footer) until dismissed.
 */
export default function NewsletterLinkOutcome() {
  const { t } = useTranslation();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  // Read once: the outcome then leaves the address, so a reload or a shared link does not repeat it.
  const [outcome, setOutcome] = useState<Outcome | null>(() => {
    const value = new URLSearchParams(search).get('newsletter') ?? '';
    return value in outcomeKeys ? (value as Outcome) : null;
  });

  useEffect(() => {
    const rest = new URLSearchParams(search);
    if (!rest.has('newsletter')) return;
    rest.delete('newsletter');
    const query = rest.toString();
    void navigate({ pathname, search: query && `?${query}`, hash }, { replace: true });
  }, [search, pathname, hash, navigate]);

  if (!outcome) return null;
  return (
    <p role="status" className={styles.linkOutcome}>
      <span>{t(outcomeKeys[outcome])}</span>
      <Button color="warning" variant="contained" onClick={() => setOutcome(null)}>
        {t('footer.dismiss')}
      </Button>
    </p>
  );
}
