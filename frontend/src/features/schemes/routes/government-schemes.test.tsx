import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, useLocation } from 'react-router';
import { AppProvider } from '../../../app/provider';
import { AppRoutes } from '../../../app/router';
import { changeLanguage } from '../../../i18n/i18n';
import type { ResponseResolver } from 'openapi-msw';
import type { paths } from '../../../api/schema';
import { http, mockApi, serverError, type Schema } from '../../../testing/api-server';
import { noNotifications } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

/** The state a card's link names: the first element its aria-labelledby points at. */
const stateName = (link: HTMLElement) =>
  document.getElementById(link.getAttribute('aria-labelledby')!.split(' ')[0]!)?.textContent;

const stateNames = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
];
const unionTerritories = ['Chandigarh', 'Delhi', 'Jammu and Kashmir', 'Puducherry'];

/** GET /api/states: the 28 states and some union territories. */
const indianStates: Schema<'IndianStateListDto'> = {
  data: [
    ...stateNames.map((name, i): Schema<'IndianStateDto'> => ({
      _id: `s${i}`,
      code: `S${i}`,
      name,
      slug: name.toLowerCase().replace(/ /g, '-'),
      kind: 'state',
      label: name,
    })),
    ...unionTerritories.map((name, i): Schema<'IndianStateDto'> => ({
      _id: `u${i}`,
      code: `U${i}`,
      name,
      slug: name.toLowerCase().replace(/ /g, '-'),
      kind: 'union_territory',
      label: name,
    })),
  ],
};

function mockStates(
  answer: ResponseResolver<paths, '/api/states', 'get'> = ({ response }) =>
    response(200).json(indianStates),
) {
  return mockApi(http.get('/api/states', answer), noNotifications);
}

function stateList() {
  return screen.findByRole('list', { name: 'Choose your state' });
}

async function fullStateList() {
  const list = await stateList();
  await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(29));
  return list;
}

// The first test of the file also waits for the page's code to compile.
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  localStorage.setItem('authToken', 'token-123');
  localStorage.setItem('userId', 'user-1');
});

afterEach(async () => {
  await changeLanguage('en');
});

describe('Government Schemes', () => {
  it('shows All States and the 28 states as 29 cards, without union territories', async () => {
    mockStates();
    renderApp('/features/government-schemes');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Government Schemes' }),
    ).toBeInTheDocument();
    const list = await fullStateList();
    const names = within(list).getAllByRole('link').map(stateName);
    expect(names).toEqual(['All States', ...stateNames]);
    expect(within(list).queryByRole('link', { name: 'Delhi' })).not.toBeInTheDocument();
    // Every card has its own drawn picture.
    expect(list.querySelectorAll('li svg')).toHaveLength(29);
  });

  it('filters the states by name whatever the case, and says so when none matches', async () => {
    mockStates();
    renderApp('/features/government-schemes');
    const list = await fullStateList();
    const user = userEvent.setup({ delay: null });
    const search = screen.getByRole('searchbox', { name: 'Search states' });
    expect(search).toHaveAttribute('placeholder', 'Search states');

    await user.type(search, 'PRADESH');
    expect(within(list).getAllByRole('link').map(stateName)).toEqual([
      'Andhra Pradesh',
      'Arunachal Pradesh',
      'Himachal Pradesh',
      'Madhya Pradesh',
      'Uttar Pradesh',
    ]);
    expect(screen.queryByText('No states found')).not.toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'tamil');
    expect(within(await stateList()).getAllByRole('link')).toHaveLength(1);

    await user.clear(search);
    await user.type(search, 'Atlantis');
    expect(screen.getByText('No states found')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Choose your state' })).not.toBeInTheDocument();

    await user.clear(search);
    expect(within(await stateList()).getAllByRole('link')).toHaveLength(29);
  });

  it('links each state to /state-schemes/ with its name in lower case and hyphens', async () => {
    mockStates();
    const view = renderApp('/features/government-schemes');
    const list = await fullStateList();
    expect(within(list).getByRole('link', { name: 'Tamil Nadu' })).toHaveAttribute(
      'href',
      '/state-schemes/tamil-nadu',
    );
    expect(within(list).getByRole('link', { name: 'West Bengal' })).toHaveAttribute(
      'href',
      '/state-schemes/west-bengal',
    );
    // Named by all it shows, the hint included (WCAG 2.5.3, label in name).
    const allStates = within(list).getByRole('link', {
      name: 'All States Central schemes for every state',
    });
    expect(allStates).toHaveAttribute('href', '/state-schemes/all-states');

    mockApi(
      noNotifications,
      http.get('/api/schemes/all', ({ response }) =>
        response(200).json({
          data: [],
          state: { name: 'Tamil Nadu', slug: 'tamil-nadu', label: 'Tamil Nadu' },
          department: null,
        }),
      ),
    );
    await userEvent.click(within(list).getByRole('link', { name: 'Tamil Nadu' }));
    await waitFor(() => expect(view.location().pathname).toBe('/state-schemes/tamil-nadu'));
  });

  it('shows three Quick Reports dated 1 February, 30 January and 28 January 2024', async () => {
    mockStates();
    renderApp('/features/government-schemes');
    const panel = await screen.findByRole('complementary', { name: 'Quick Reports' });
    const items = within(panel).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    const dates = [...panel.querySelectorAll('time')];
    expect(dates.map((d) => d.getAttribute('datetime'))).toEqual([
      '2024-02-01',
      '2024-01-30',
      '2024-01-28',
    ]);
    expect(dates.map((d) => d.textContent)).toEqual([
      '1 February 2024',
      '30 January 2024',
      '28 January 2024',
    ]);
    expect(items[0]).toHaveTextContent(/PM-KISAN/);
    expect(items[1]).toHaveTextContent(/Crop insurance/);
    expect(items[2]).toHaveTextContent(/Soil Health Card/);
  });

  it('writes the Quick Reports dates in the reader’s language', async () => {
    await changeLanguage('hi');
    mockStates();
    renderApp('/features/government-schemes');
    const panel = await screen.findByRole('complementary', { name: 'त्वरित सूचनाएँ' });
    const first = panel.querySelector('time');
    expect(first?.textContent).toMatch(/^1 फ़रवरी 2024$/);
    // State names are translated as well.
    expect(await screen.findByRole('link', { name: 'तमिलनाडु' })).toHaveAttribute(
      'href',
      '/state-schemes/tamil-nadu',
    );
  });

  it('offers to try again when the list of states cannot be loaded', async () => {
    let fail = true;
    mockStates(({ response }) =>
      fail ? response.untyped(serverError(503)) : response(200).json(indianStates),
    );
    renderApp('/features/government-schemes');
    // Server errors are retried twice (1 s, then 2 s) before the page gives up.
    expect(
      await screen.findByText('Could not load the list of states.', undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
    // All States does not depend on the list.
    expect(screen.getByRole('link', { name: /^All States/ })).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await fullStateList();
  });
});

describe('Back to Features', () => {
  function LocationText() {
    const location = useLocation();
    return <output data-testid="location">{location.pathname}</output>;
  }

  it('goes back one step in history', async () => {
    mockStates();
    render(
      <AppProvider>
        <MemoryRouter initialEntries={['/About', '/features/government-schemes']} initialIndex={1}>
          <AppRoutes />
          <LocationText />
        </MemoryRouter>
      </AppProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Back to Features' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/About'));
  });

  it('goes to the Features page when the page was opened directly', async () => {
    mockStates();
    const view = renderApp('/features/government-schemes');
    await userEvent.click(await screen.findByRole('button', { name: 'Back to Features' }));
    await waitFor(() => expect(view.location().pathname).toBe('/Feature'));
  });
});
