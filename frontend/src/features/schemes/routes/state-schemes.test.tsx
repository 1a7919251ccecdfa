import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ResponseResolver } from 'openapi-msw';
import type { paths } from '../../../api/schema';
import { http, mockApi, serverError, type Schema } from '../../../testing/api-server';
import { noNotifications, someIndianStates } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

type Audience = Schema<'SchemeAudienceDto'>;

function scheme(
  name: string,
  state: string,
  audience: Partial<Audience> = {},
): Schema<'SchemeDto'> {
  return {
    _id: `id-${name}`,
    name,
    state,
    stateName: state,
    language: 'en',
    description: `What ${name} does.`,
    eligibility: `Who may apply to ${name}.`,
    benefits: `What ${name} gives.`,
    applyLink: `https://example.gov.in/${encodeURIComponent(name)}`,
    lastVerified: '2026-11-22',
    source: `Official portal of ${name}`,
    audience: { farmerCategories: ['all'], maxLandHectares: null, crops: null, ...audience },
  };
}

const gujaratOwn = [
  scheme('Gujarat Landholder Aid', 'Gujarat', { farmerCategories: ['landholder'] }),
  scheme('Gujarat Tenant Support', 'Gujarat', { farmerCategories: ['tenant'] }),
  scheme('Gujarat Paddy Bonus', 'Gujarat', { crops: ['paddy'] }),
];
const central = [
  scheme('PM-KISAN', 'All States', { farmerCategories: ['landholder'] }),
  scheme('Crop Insurance', 'All States'),
  scheme('Pension for Small Farmers', 'All States', {
    farmerCategories: ['small', 'marginal'],
    maxLandHectares: 2,
  }),
  scheme('Organic Farming Support', 'All States', { crops: ['organic'] }),
  scheme('Women Farmers Mission', 'All States', {
    farmerCategories: ['women'],
    crops: ['all-crops'],
  }),
];

const gujaratDepartment = {
  state: 'Gujarat',
  name: 'Agriculture, Farmers Welfare and Co-operation Department, Gujarat',
  url: 'https://agri.gujarat.gov.in',
};

const gujarat: Schema<'SchemeListDto'> = {
  data: [...gujaratOwn, ...central],
  state: { name: 'Gujarat', slug: 'gujarat', label: 'Gujarat' },
  department: gujaratDepartment,
};

let asked: (string | null)[] = [];

function mockSchemes(answer: ResponseResolver<paths, '/api/schemes/all', 'get'>) {
  return mockApi(
    noNotifications,
    http.get('/api/schemes/all', (info) => {
      asked.push(info.query.get('state'));
      return answer(info);
    }),
  );
}

function section(name: string) {
  return screen.findByRole('region', { name });
}

function schemeNames(region: HTMLElement) {
  return within(region)
    .queryAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);
}

function shownNames() {
  return screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
}

// The first test of the file also waits for the page's code to compile.
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  asked = [];
  localStorage.setItem('authToken', 'token-123');
  localStorage.setItem('userId', 'user-1');
});

describe('State schemes', () => {
  it('shows a spinner while loading, then the state’s schemes', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    mockSchemes(async ({ response }) => {
      await answered;
      return response(200).json(gujarat);
    });
    renderApp('/state-schemes/gujarat');

    expect(await screen.findByRole('heading', { level: 1, name: 'Gujarat' })).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading schemes…');
    await waitFor(() => expect(asked).toEqual(['gujarat']));
    answer();

    expect(
      await screen.findByRole('article', { name: 'Gujarat Landholder Aid' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Loading schemes…')).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(8);
  });

  it('shows each scheme’s description, eligibility, benefits, source and last check', async () => {
    mockSchemes(({ response }) => response(200).json(gujarat));
    renderApp('/state-schemes/gujarat');
    const card = await screen.findByRole('article', { name: 'PM-KISAN' });
    expect(within(card).getByText('What PM-KISAN does.')).toBeInTheDocument();
    expect(within(card).getByText('Eligibility')).toBeInTheDocument();
    expect(within(card).getByText('Who may apply to PM-KISAN.')).toBeInTheDocument();
    expect(within(card).getByText('Benefits')).toBeInTheDocument();
    expect(within(card).getByText('What PM-KISAN gives.')).toBeInTheDocument();
    expect(within(card).getByText('Source: Official portal of PM-KISAN')).toBeInTheDocument();
    expect(within(card).getByText('Last checked 22 November 2026')).toBeInTheDocument();
    expect(
      within(within(card).getByRole('list', { name: 'Who it is for' })).getByText(
        'Farmers who own land',
      ),
    ).toBeInTheDocument();
    const pension = screen.getByRole('article', { name: 'Pension for Small Farmers' });
    expect(within(pension).getByText('Up to 2 ha of land')).toBeInTheDocument();
  });

  it('opens Apply Now in a new tab, without giving the official site access to the app', async () => {
    mockSchemes(({ response }) => response(200).json(gujarat));
    renderApp('/state-schemes/gujarat');
    const card = await screen.findByRole('article', { name: 'Crop Insurance' });
    const apply = within(card).getByRole('link', { name: 'Apply Now' });
    expect(apply).toHaveAttribute('href', 'https://example.gov.in/Crop%20Insurance');
    expect(apply).toHaveAttribute('target', '_blank');
    expect(apply).toHaveAttribute('rel', 'noopener noreferrer');
    expect(apply).toHaveAccessibleDescription('Crop Insurance (opens in a new tab)');
  });

  it('groups the state’s own schemes apart from the central ones', async () => {
    mockSchemes(({ response }) => response(200).json(gujarat));
    renderApp('/state-schemes/gujarat');
    const own = await section('Schemes of Gujarat');
    expect(schemeNames(own)).toEqual([
      'Gujarat Landholder Aid',
      'Gujarat Tenant Support',
      'Gujarat Paddy Bonus',
    ]);
    expect(schemeNames(await section('For farmers in every state'))).toEqual(
      central.map((s) => s.name),
    );
    // The department for the rest of the state's schemes, in a new tab.
    const department = within(own).getByRole('link', { name: gujaratDepartment.name });
    expect(department).toHaveAttribute('href', 'https://agri.gujarat.gov.in');
    expect(department).toHaveAttribute('target', '_blank');
    expect(department).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('says honestly when the state has no scheme of its own, and links its department', async () => {
    mockSchemes(({ response }) =>
      response(200).json({
        data: central,
        state: { name: 'Tripura', slug: 'tripura', label: 'Tripura' },
        department: {
          state: 'Tripura',
          name: 'Department of Agriculture and Farmers Welfare, Tripura',
          url: 'https://agri.tripura.gov.in',
        },
      }),
    );
    renderApp('/state-schemes/tripura');
    const own = await section('Schemes of Tripura');
    expect(
      within(own).getByText("We do not list any scheme of Tripura's own yet."),
    ).toBeInTheDocument();
    expect(within(own).queryByRole('article')).not.toBeInTheDocument();
    const link = within(own).getByRole('link', {
      name: 'Department of Agriculture and Farmers Welfare, Tripura',
    });
    expect(link).toHaveAttribute('href', 'https://agri.tripura.gov.in');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(schemeNames(await section('For farmers in every state'))).toHaveLength(5);
  });

  it('shows only the central schemes for All States', async () => {
    mockSchemes(({ response }) =>
      response(200).json({
        data: central,
        state: { name: 'All States', slug: 'all-states', label: 'All States' },
        department: null,
      }),
    );
    renderApp('/state-schemes/all-states');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'All States' }),
    ).toBeInTheDocument();
    expect(schemeNames(await section('For farmers in every state'))).toHaveLength(5);
    expect(screen.queryByRole('region', { name: /^Schemes of/ })).not.toBeInTheDocument();
    expect(asked).toEqual(['all-states']);
  });

  it("says 'No schemes available for this state.' when there are none", async () => {
    mockSchemes(({ response }) =>
      response(200).json({
        data: [],
        state: { name: 'Goa', slug: 'goa', label: 'Goa' },
        department: null,
      }),
    );
    renderApp('/state-schemes/goa');
    expect(await screen.findByText('No schemes available for this state.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
  });

  it("says 'Failed to fetch schemes. Please try again later.' when loading fails", async () => {
    mockSchemes(({ response }) => response.untyped(serverError(500, 'Internal server error')));
    renderApp('/state-schemes/gujarat');
    // The app retries a server error twice before giving up.
    expect(
      await screen.findByText('Failed to fetch schemes. Please try again later.', undefined, {
        timeout: 10_000,
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('says clearly that an unknown state does not exist, with Back to States', async () => {
    mockSchemes(({ response }) =>
      response(404).json({ statusCode: 404, message: 'No such state', code: 'STATE.NOT_FOUND' }),
    );
    // Back to States opens the list of states.
    mockApi(http.get('/api/states', ({ response }) => response(200).json(someIndianStates)));
    const view = renderApp('/state-schemes/atlantis');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'State not found' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'We could not find a state called “atlantis”. Go back and pick your state from the list.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.queryByText('Failed to fetch schemes. Please try again later.'),
    ).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to States' }));
    await waitFor(() => expect(view.location().pathname).toBe('/features/government-schemes'));
  });
});

describe('Eligibility filter', () => {
  it('hides the schemes that clearly do not fit the answers', async () => {
    mockSchemes(({ response }) => response(200).json(gujarat));
    const user = userEvent.setup({ delay: null });
    const view = renderApp('/state-schemes/gujarat');
    await screen.findAllByRole('article');
    expect(screen.getByText('Showing 8 of 8 schemes')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset filters' })).toBeDisabled();

    // A small farmer: schemes for every landholder fit, tenant- and women-only ones do not.
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Farmer category' }),
      'Small farmer (1 to 2 ha)',
    );
    expect(shownNames()).toEqual([
      'Gujarat Landholder Aid',
      'Gujarat Paddy Bonus',
      'PM-KISAN',
      'Crop Insurance',
      'Pension for Small Farmers',
      'Organic Farming Support',
    ]);
    expect(screen.getByText('Showing 6 of 8 schemes')).toBeInTheDocument();

    // More land than the pension's 2 hectares.
    await user.type(screen.getByRole('textbox', { name: 'Your land (hectares)' }), '3');
    expect(shownNames()).not.toContain('Pension for Small Farmers');
    expect(screen.getByText('Showing 5 of 8 schemes')).toBeInTheDocument();

    // Paddy: the organic-only scheme goes, the paddy one and those for any crop stay.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Crop' }), 'Paddy (rice)');
    expect(shownNames()).toEqual([
      'Gujarat Landholder Aid',
      'Gujarat Paddy Bonus',
      'PM-KISAN',
      'Crop Insurance',
    ]);
    expect(screen.getByText('Showing 4 of 8 schemes')).toBeInTheDocument();
    expect(view.location().search).toBe('?category=small&land=3&crop=paddy');

    await user.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(screen.getByText('Showing 8 of 8 schemes')).toBeInTheDocument();
    expect(view.location().search).toBe('');
    expect(screen.getByRole('combobox', { name: 'Farmer category' })).toHaveValue('');
  });

  it('keeps both answers when two change at once', async () => {
    mockSchemes(({ response }) => response(200).json(gujarat));
    const view = renderApp('/state-schemes/gujarat');
    await screen.findAllByRole('article');

    // Both before React renders again (a fast phone keyboard, or a test runner, does this).
    act(() => {
      fireEvent.change(screen.getByRole('combobox', { name: 'Farmer category' }), {
        target: { value: 'small' },
      });
      fireEvent.change(screen.getByRole('textbox', { name: 'Your land (hectares)' }), {
        target: { value: '3' },
      });
    });

    await waitFor(() => expect(view.location().search).toBe('?category=small&land=3'));
    expect(screen.getByRole('combobox', { name: 'Farmer category' })).toHaveValue('small');
    expect(screen.getByText('Showing 5 of 8 schemes')).toBeInTheDocument();
  });

  it('keeps schemes tied to small farmers for a land size within their limit', async () => {
    mockSchemes(({ response }) => response(200).json(gujarat));
    renderApp('/state-schemes/gujarat?category=marginal&land=0.8');
    await screen.findAllByRole('article');
    expect(shownNames()).toContain('Pension for Small Farmers');
    expect(screen.getByRole('textbox', { name: 'Your land (hectares)' })).toHaveValue('0.8');
  });

  it('reads the answers from the address, e.g. a tenant farmer', async () => {
    mockSchemes(({ response }) => response(200).json(gujarat));
    renderApp('/state-schemes/gujarat?category=tenant');
    await screen.findAllByRole('article');
    expect(screen.getByRole('combobox', { name: 'Farmer category' })).toHaveValue('tenant');
    expect(shownNames()).toEqual([
      'Gujarat Tenant Support',
      'Gujarat Paddy Bonus',
      'Crop Insurance',
      'Organic Farming Support',
    ]);
    expect(screen.getByText('Showing 4 of 8 schemes')).toBeInTheDocument();
  });

  it('counts a scheme for all crops as fitting every crop', async () => {
    mockSchemes(({ response }) => response(200).json(gujarat));
    renderApp('/state-schemes/gujarat?crop=horticulture');
    await screen.findAllByRole('article');
    expect(shownNames()).toContain('Women Farmers Mission');
    expect(shownNames()).not.toContain('Gujarat Paddy Bonus');
    expect(shownNames()).not.toContain('Organic Farming Support');
  });

  it('says so when a group has nothing left, and ignores a land size that is not a number', async () => {
    mockSchemes(({ response }) => response(200).json(gujarat));
    renderApp('/state-schemes/gujarat?category=women&crop=organic&land=abc');
    await section('For farmers in every state');
    expect(
      within(await section('Schemes of Gujarat')).getByText(
        "None of Gujarat's own schemes fits your answers.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Enter a size in hectares, such as 1.5')).toBeInTheDocument();
    expect(shownNames()).toEqual([
      'Crop Insurance',
      'Organic Farming Support',
      'Women Farmers Mission',
    ]);
  });
});
