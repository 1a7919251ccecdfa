import Alert from '@mui/material/Alert';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import { Suspense, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../i18n/format';
import { savedCopiesVersion, savedCopyTime, subscribeToSavedCopies } from '../../api/offline-data';
import { useOnline } from './use-online';

type OfflineBannerProps = {
  /** The API answers the page shows, e.g. "/api/market-prices"; none for pages in the bundle. */
  apiPrefix?: string;
  /** When the page's data was last fetched (TanStack Query's dataUpdatedAt; 0 = never). */
  updatedAt?: number;
};

/** "13 Jul 2026, 4:05 pm" in the reader's language, Indian conventions ("शाम 4:05" in Hindi). */
export function formatDataTime(time: number, language: string): string {
  return formatDate(new Date(time), true, language);
}

function Banner({ apiPrefix, updatedAt }: OfflineBannerProps) {
  // The texts load with every page that has the banner, so they are there once offline.
  const { t, i18n } = useTranslation('offline');
  const online = useOnline();
  useSyncExternalStore(subscribeToSavedCopies, savedCopiesVersion, savedCopiesVersion);
  const savedAt = apiPrefix ? savedCopyTime(apiPrefix) : null;
  if (online && savedAt === null) return null;
  const time = savedAt ?? (updatedAt ? updatedAt : null);
  return (
    <Alert
      severity="warning"
      icon={<CloudOffIcon fontSize="inherit" />}
      role="status"
      sx={{ mb: 2 }}
    >
      {time === null
        ? t('banner.savedCopy')
        : t('banner.showingFrom', { time: formatDataTime(time, i18n.language) })}
    </Alert>
  );
}

/**
 * "Offline — showing data from {time}": shown while the browser is offline or while the page's
 * data came from the copy saved on this phone (the service worker answered for a failed network).
 */
export function OfflineBanner(props: OfflineBannerProps) {
  return (
    <Suspense fallback={null}>
      <Banner {...props} />
    </Suspense>
  );
}
