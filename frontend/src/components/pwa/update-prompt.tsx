import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { Suspense, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18n } from '../../i18n/i18n';

type UpdatePromptProps = { onReload: () => void };

/** "A new version of AgroSense is available." with Reload (activates it) and Later. */
export function UpdatePrompt({ onReload }: UpdatePromptProps) {
  const { t } = useTranslation('offline');
  const [open, setOpen] = useState(true);
  const [reloading, setReloading] = useState(false);
  return (
    <Snackbar open={open} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
      <Alert
        severity="info"
        color="success"
        role="status"
        variant="filled"
        action={
          <>
            <Button
              color="inherit"
              size="small"
              disabled={reloading}
              onClick={() => {
                setReloading(true);
                onReload();
              }}
            >
              {t('update.reload')}
            </Button>
            <Button color="inherit" size="small" onClick={() => setOpen(false)}>
              {t('update.later')}
            </Button>
          </>
        }
      >
        {t('update.available')}
      </Alert>
    </Snackbar>
  );
}

let shown = false;

/**
 * Shows the prompt in a root of its own, outside the app's tree (once per page load). It uses
 * MUI's default theme, whose success green is the app's primary colour: importing the app's theme
 * here would split modules out of the entry chunk and cost the landing page 1 KB.
 */
export function showUpdatePrompt(onReload: () => void): void {
  if (shown) return;
  shown = true;
  const container = document.createElement('div');
  document.body.appendChild(container);
  createRoot(container).render(
    <I18nextProvider i18n={i18n}>
      <Suspense fallback={null}>
        <UpdatePrompt onReload={onReload} />
      </Suspense>
    </I18nextProvider>,
  );
}
