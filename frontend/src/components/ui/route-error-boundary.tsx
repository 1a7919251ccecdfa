import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageWidth } from './page-width';

function RouteErrorMessage() {
  const { t } = useTranslation();
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
