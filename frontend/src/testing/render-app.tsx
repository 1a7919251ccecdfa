import { render } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useLocation, type Location } from 'react-router';
import { AppProvider } from '../app/provider';
import { AppRoutes } from '../app/router';
import '../i18n/i18n';

function LocationProbe({ onChange }: { onChange: (location: Location) => void }) {
  const location = useLocation();
  useEffect(() => {
    onChange(location);
  }, [location, onChange]);
  return null;
}

/** Renders the whole app (providers, layouts, lazy pages) at the given path. */
export function renderApp(path: string) {
  let current: Location | undefined;
  const view = render(
    <AppProvider>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe
          onChange={(location) => {
            current = location;
          }}
        />
      </MemoryRouter>
    </AppProvider>,
  );
  return {
    ...view,
    /** Where the app is now, after any redirects. */
    location(): Location {
      if (!current) throw new Error('The router has not rendered yet');
      return current;
    },
  };
}
