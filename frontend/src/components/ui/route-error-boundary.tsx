import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { visitedPages } from '../../app/visited-pages';
import { pageLabelKey } from '../search/page-labels';
import { PageWidth } from './page-width';

/**
 * Offline, a page never opened on this phone cannot load (its code is not saved yet): say so, in
 * the reader's language, and offer the pages that do open.
 */
function OfflinePageMessage() {
  const { t } = useTranslation();
  const ready = visitedPages().flatMap((path) => {
    const labelKey = pageLabelKey(path);
    return labelKey ? [{ path, labelKey }] : [];
  });
  return (
    <PageWidth narrow sx={{ py: 8, textAlign: 'center' }}>
      <Typography variant="h1" sx={{ fontSize: '1.75rem', mb: 2 }}>
        {t('offlinePage.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>{t('offlinePage.message')}</Typography>
      {ready.length > 0 && (
        <nav aria-labelledby="offline-ready-pages">
          <Typography id="offline-ready-pages" sx={{ fontWeight: 700, mb: 1 }}>
            {t('offlinePage.ready')}
          </Typography>
          <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {ready.map(({ path, labelKey }) => (
              <li key={path} style={{ margin: '8px 0' }}>
                {/* A plain link (MUI's Link would weigh on every page's first download). */}
                <Box
                  component={RouterLink}
                  to={path}
                  sx={{
                    display: 'inline-flex',
                    alignItems: 'center',
                    minHeight: 48,
                    px: 1,
                    color: 'primary.dark',
                    fontWeight: 600,
                  }}
                >
                  {t(labelKey)}
                </Box>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </PageWidth>
  );
}

function RouteErrorMessage() {
  const { t } = useTranslation();
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return <OfflinePageMessage />;
  return (
    <PageWidth narrow sx={{ py: 10, textAlign: 'center' }}>
      <Typography variant="h1" sx={{ fontSize: '2rem', mb: 2 }}>
        {t('routeError.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 4 }}>{t('routeError.message')}</Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {t('routeError.reload')}
      </Button>
    </PageWidth>
  );
}

type RouteErrorBoundaryProps = {
  /** The error clears when this changes, e.g. the path after the user follows a link. */
  resetKey: string;
  children: ReactNode;
};

// Catches a page that fails to render or whose code cannot be downloaded (for example after a
// release replaced the old chunks); a reload fixes both, so that is what it offers.
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override componentDidUpdate(previous: RouteErrorBoundaryProps) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) {
      this.setState({ failed: false });
    }
  }

  override render() {
    return this.state.failed ? <RouteErrorMessage /> : this.props.children;
  }
}
