import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import styles from './login-splash.module.css';

/**
 * The login page's animated picture (a seedling coming up). It shows while the login page itself
 * is still loading and never longer: a form that is ready is never held back for it
 * (docs/adr/0010-login-splash-only-while-loading.md). Its text is in the main catalogue, so it
 * needs nothing downloaded to show.
 */
export function LoginSplash() {
  const { t } = useTranslation();

  return (
    <div className={styles.splash} role="status" aria-live="polite">
      <svg className={styles.art} viewBox="0 0 160 160" aria-hidden="true" focusable="false">
        <circle className={styles.sun} cx="118" cy="44" r="20" fill="#ffb300" />
        <ellipse cx="80" cy="138" rx="62" ry="14" fill="#8d5b1f" />
        <rect className={styles.stem} x="76" y="70" width="8" height="66" rx="4" fill="#2e7d32" />
        <path
          className={styles.leafLeft}
          d="M78 92 C58 92 40 80 36 62 C56 60 74 70 78 92 Z"
          fill="#43a047"
        />
        <path
          className={styles.leafRight}
          d="M82 80 C100 80 118 66 122 48 C102 46 86 58 82 80 Z"
          fill="#66bb6a"
        />
      </svg>
      <Typography sx={{ fontWeight: 700, fontSize: '1.25rem', color: 'primary.dark' }}>
        {t('app.gettingReady')}
      </Typography>
      <div className={styles.track} aria-hidden="true">
        <div className={styles.bar} />
      </div>
    </div>
  );
}
