import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { addCrop, cropsKey } from '../../api/crops';
import { draftsSupported, sendDrafts, type SendResult } from '../../api/listing-drafts';
import { getUserId } from '../../app/auth-storage';
import { paths } from '../../app/paths';

function Sender() {
  const { t } = useTranslation('offline');
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const page = useRef(pathname);
  const [result, setResult] = useState<SendResult | null>(null);

  useEffect(() => {
    page.current = pathname;
  }, [pathname]);

  useEffect(() => {
    const userId = getUserId();
    if (!userId || !draftsSupported()) return;
    let active = true;
    const trySending = async () => {
      // The Crop Sell page sends its drafts itself and shows its own success dialog.
      if (!navigator.onLine || page.current === paths.cropSell || getUserId() !== userId) return;
      const outcome = await sendDrafts(userId, addCrop).catch(() => null);
      if (!active || !outcome || outcome.sent + outcome.rejected.length === 0) return;
      setResult(outcome);
      await queryClient.invalidateQueries({ queryKey: cropsKey });
    };
    void trySending();
    window.addEventListener('online', trySending);
    return () => {
      active = false;
      window.removeEventListener('online', trySending);
    };
  }, [queryClient]);

  return (
    <Snackbar
      open={result !== null}
      autoHideDuration={8000}
      onClose={() => setResult(null)}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      {result?.rejected.length ? (
        <Alert severity="error" role="alert" onClose={() => setResult(null)}>
          {t('drafts.refused', { message: result.rejected.map((e) => e.message).join('\n') })}
        </Alert>
      ) : (
        <Alert severity="success" role="status" onClose={() => setResult(null)}>
          {t('drafts.sent', { count: result?.sent ?? 0 })}
        </Alert>
      )}
    </Snackbar>
  );
}

/**
 * Sends the listings this user wrote offline (kept on the phone) from any page of the logged-in
 * app: when it opens and whenever the connection returns; says so in a snackbar.
 */
export function DraftSender() {
  return (
    <Suspense fallback={null}>
      <Sender />
    </Suspense>
  );
}
