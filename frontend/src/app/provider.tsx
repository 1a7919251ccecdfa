import CssBaseline from '@mui/material/CssBaseline';
// The theme has no CSS-variable colour schemes, so the plain provider is enough: Material's own
// ThemeProvider would also bring its CSS-variables provider into the landing page's download.
import { ThemeProvider } from '@mui/system';
import {
  hydrate,
  QueryClient,
  QueryClientProvider,
  type DehydratedState,
} from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ApiError } from '../api/api-error';
import { i18n } from '../i18n/i18n';
import { theme } from './theme/theme';

function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx will not change on retry; a network or server error might.
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status < 500) && failureCount < 2,
      },
    },
  });
}

type AppProviderProps = {
  children: ReactNode;
  /** Answers the server fetched for the page it rendered (ADR 0006), taken over as they are. */
  serverData?: DehydratedState;
  /** The server renders each page with its own copy of i18next, in the reader's language. */
  texts?: I18n;
};

export function AppProvider({ children, serverData, texts = i18n }: AppProviderProps) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    if (serverData) hydrate(client, serverData);
    return client;
  });
  useEffect(() => {
    // Answers carry the server's texts (notifications, errors) in the language they were asked
    // in: after a switch, ask again in the new one.
    const askAgain = () => void queryClient.invalidateQueries();
    texts.on('languageChanged', askAgain);
    return () => texts.off('languageChanged', askAgain);
  }, [queryClient, texts]);
  return (
    <I18nextProvider i18n={texts}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </ThemeProvider>
    </I18nextProvider>
  );
}
