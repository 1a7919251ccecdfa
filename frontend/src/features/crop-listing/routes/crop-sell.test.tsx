import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Crop } from '../../../api/crops';
import { http, mockApi, undocumentedError, type Schema } from '../../../testing/api-server';
import { renderApp } from '../../../testing/render-app';

const myTomatoes: Crop = {
  _id: 'crop-1',
  cropId: 'CRP-AAAA11',
  cropName: 'My Tomatoes',
  cropCategory: 'vegetables',
  cropDescription: '',
  cropSellingPrice: 30,
  cropUnit: 'kg',
  cropQuantity: 50,
  grownOrganically: 'false',
  cropImages: [],
  cropImageVariants: [],
  cropStatus: 'Available',
  catalogName: null,
  archived: false,
  userId: {
    _id: 'user-1',
    name: 'Asha Patel',
    mobile: '9876543210',
    mobileHidden: false,
    state: 'Gujarat',
  },
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
};

type Part = { name: string; value: string; file: boolean };

/** The parts of a multipart body (jsdom's File cannot be read back through Request.formData). */
function partsOf(body: string): Part[] {
  const boundary = body.slice(0, body.indexOf('\r\n'));
  return body
    .split(boundary)
    .slice(1, -1)
    .map((chunk) => {
      const [head, ...rest] = chunk.replace(/^\r\n/, '').split('\r\n\r\n');
      return {
        name: /name="([^"]*)"/.exec(head)?.[1] ?? '',
        value: rest.join('\r\n\r\n').replace(/\r\n$/, ''),
        file: /filename=/.test(head),
      };
    });
}

/**
 * Answers the crop calls; the multipart bodies of POST /api/crops/add are kept as parts, the
 * changes to a listing (PUT, DELETE) with their bodies.
 */
function mockCropApi(refusal?: Schema<'ErrorResponse'>) {
  const added: Part[][] = [];
  const changes: { method: string; path: string; body: unknown }[] = [];
  mockApi(
    http.post('/api/crops/add', async ({ request, response }) => {
      added.push(partsOf(new TextDecoder().decode(await request.arrayBuffer())));
      return refusal
        ? response.untyped(undocumentedError(400, refusal))
        : response(200).json(myTomatoes);
    }),
    // The price hint beside the name: no recent price for what the tests sell.
    http.get('/api/market-prices/hint', ({ response }) =>
      response(404).json({ statusCode: 404, message: 'No recent price data' }),
    ),
    http.get('/api/crops', ({ response }) =>
      response(200).json([myTomatoes], { headers: { 'X-Total-Count': '1' } }),
    ),
    http.put('/api/crops/{id}', async ({ request, response }) => {
      const body = await request.json();
      changes.push({ method: 'PUT', path: new URL(request.url).pathname, body });
      return response(200).json(myTomatoes);
    }),
    http.delete('/api/crops/{id}', ({ request, response }) => {
      changes.push({ method: 'DELETE', path: new URL(request.url).pathname, body: undefined });
      return response(200).json({ outcome: 'deleted', message: 'Crop deleted' });
    }),
  );
  return { added, changes };
}

const png = (name: string) => new File(['png-bytes'], name, { type: 'image/png' });

async function openCropSell() {
  const user = userEvent.setup({ delay: null });
  renderApp('/CropSell');
  await screen.findByRole('heading', { name: 'Create a New Crop Listing' });
  return user;
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /Crop name/ }), 'Kesar Mangoes');
  await user.selectOptions(screen.getByRole('combobox', { name: /Category/ }), 'fruits');
  await user.type(screen.getByRole('spinbutton', { name: /Price/ }), '120.50');
  await user.selectOptions(screen.getByRole('combobox', { name: /Unit/ }), 'dozen');
  await user.type(screen.getByRole('textbox', { name: /^Quantity/ }), '40');
  await user.type(screen.getByRole('textbox', { name: /Description/ }), 'Sweet and ripe');
  await user.click(screen.getByRole('switch', { name: 'Grown organically' }));
}

beforeEach(() => {
  localStorage.setItem('authToken', 'token-123');
  localStorage.setItem('userId', 'user-1');
  // jsdom has no object URLs for the photo previews.
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('crop sell', { timeout: 20_000 }, () => {
  it('says which required fields are missing or wrong', async () => {
    const { added } = mockCropApi();
    const user = await openCropSell();

    await user.click(screen.getByRole('button', { name: 'Add crop' }));
    expect(await screen.findByText('Please enter the crop name')).toBeInTheDocument();
    expect(screen.getByText('Please choose a category')).toBeInTheDocument();
    expect(screen.getByText('Please enter the price')).toBeInTheDocument();
    expect(screen.getByText('Please enter the quantity')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Unit/ })).toHaveValue('kg');

    await user.type(screen.getByRole('spinbutton', { name: /Price/ }), '10.555');
    await user.type(screen.getByRole('textbox', { name: /^Quantity/ }), '0');
    await user.click(screen.getByRole('button', { name: 'Add crop' }));
    expect(
      await screen.findByText('Enter a price of more than 0, with at most 2 decimals'),
    ).toBeInTheDocument();
    expect(screen.getByText('Enter a quantity greater than 0')).toBeInTheDocument();
    expect(added).toHaveLength(0);
  });

  it('checks price and quantity as the server reads them: plain digits, the unit decimals', async () => {
    const { added } = mockCropApi();
    const user = await openCropSell();
    await fillIn(user);
    const price = screen.getByRole('spinbutton', { name: /Price/ });
    const quantity = screen.getByRole('textbox', { name: /^Quantity/ });
    const add = screen.getByRole('button', { name: 'Add crop' });

    // A dozen is sold whole.
    await user.clear(quantity);
    await user.type(quantity, '12.5');
    await user.click(add);
    expect(await screen.findByText('Enter a whole number for this unit')).toBeInTheDocument();

    // Kilograms to 2 decimals; never an exponent, hex or a trailing dot.
    await user.selectOptions(screen.getByRole('combobox', { name: /Unit/ }), 'kg');
    for (const [typed, message] of [
      ['0.001', 'Enter a quantity with at most 2 decimals'],
      ['1e2', 'Enter a quantity greater than 0'],
      ['0x10', 'Enter a quantity greater than 0'],
      ['5.', 'Enter a quantity greater than 0'],
      ['5,000', 'Enter a quantity greater than 0'],
    ]) {
      await user.clear(quantity);
      await user.type(quantity, typed);
      await user.click(add);
      expect([typed, (await screen.findByText(message)).textContent]).toEqual([typed, message]);
    }
    await user.clear(price);
    await user.type(price, '0');
    await user.click(add);
    expect(
      await screen.findByText('Enter a price of more than 0, with at most 2 decimals'),
    ).toBeInTheDocument();
    expect(added).toHaveLength(0);

    await user.clear(price);
    await user.type(price, '45.5');
    await user.clear(quantity);
    await user.type(quantity, '12.25');
    await user.click(add);
    await screen.findByRole('dialog', { name: 'Successfully Added to Sell' });
    const fields = Object.fromEntries(
      added[0]!.filter((part) => !part.file).map((part) => [part.name, part.value]),
    );
    expect(fields).toMatchObject({
      cropSellingPrice: '45.5',
      cropUnit: 'kg',
      cropQuantity: '12.25',
    });
  });

  it('takes at most 4 photos, with previews and remove buttons', async () => {
    mockCropApi();
    const user = await openCropSell();
    const input = screen.getByLabelText('Photos');

    await user.upload(input, [
      png('1.png'),
      png('2.png'),
      png('3.png'),
      png('4.png'),
      png('5.png'),
    ]);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You can only upload a maximum of 4 images',
    );
    const previews = screen.getByRole('list', { name: 'Chosen photos' });
    expect(within(previews).getAllByRole('img')).toHaveLength(4);
    await user.click(screen.getByRole('button', { name: 'Remove photo 2' }));
    expect(within(previews).getAllByRole('img')).toHaveLength(3);
  });

  it('sends the listing with its photos, shows the success dialog for 2 seconds, then resets to kg', async () => {
    const { added } = mockCropApi();
    const user = await openCropSell();
    await fillIn(user);
    await user.upload(screen.getByLabelText('Photos'), [png('a.png'), png('b.png')]);
    await screen.findByRole('button', { name: 'Remove photo 2' });
    // The dialog closes on a timer: the test moves the clock instead of waiting 2 seconds.
    vi.useFakeTimers({ shouldAdvanceTime: true });

    await user.click(screen.getByRole('button', { name: 'Add crop' }));

    expect(await screen.findByRole('dialog', { name: 'Successfully Added to Sell' })).toBeVisible();
    const [parts] = added;
    const fields = parts.filter((part) => !part.file);
    expect(Object.fromEntries(fields.map((part) => [part.name, part.value]))).toEqual({
      cropName: 'Kesar Mangoes',
      cropCategory: 'fruits',
      cropSellingPrice: '120.50',
      cropUnit: 'dozen',
      cropQuantity: '40',
      cropDescription: 'Sweet and ripe',
      grownOrganically: 'true',
      userId: 'user-1',
    });
    const photos = parts.filter((part) => part.file);
    expect(photos.map((part) => part.name)).toEqual(['cropImages', 'cropImages']);

    // Still open after a second, closed after two.
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('dialog', { name: 'Successfully Added to Sell' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Successfully Added to Sell' }),
      ).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('combobox', { name: /Unit/ })).toHaveValue('kg');
    expect(screen.getByRole('textbox', { name: /Crop name/ })).toHaveValue('');
    expect(screen.queryByRole('list', { name: 'Chosen photos' })).not.toBeInTheDocument();
  });

  it("shows 'Error: ' and the server's message when the listing is refused", async () => {
    mockCropApi({
      statusCode: 400,
      error: 'Bad Request',
      message: '"notes.png" is not a JPEG, PNG or WebP image',
    });
    const user = await openCropSell();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Add crop' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error: "notes.png" is not a JPEG, PNG or WebP image',
    );
  });

  it("says 'User not authenticated' when the login is gone", async () => {
    const { added } = mockCropApi();
    const user = await openCropSell();
    await fillIn(user);
    localStorage.removeItem('authToken');
    localStorage.removeItem('userId');
    await user.click(screen.getByRole('button', { name: 'Add crop' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('User not authenticated');
    expect(added).toHaveLength(0);
  });

  it('lists your crops with availability, edit and delete actions', async () => {
    const { changes } = mockCropApi();
    const user = await openCropSell();
    const listing = await screen.findByRole('listitem', { name: 'My Tomatoes' });

    await user.click(within(listing).getByRole('button', { name: 'Mark as not available' }));
    await waitFor(() =>
      expect(changes).toContainEqual({
        method: 'PUT',
        path: '/api/crops/crop-1',
        body: { cropStatus: 'Not Available' },
      }),
    );

    await user.click(within(listing).getByRole('button', { name: 'Edit' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit My Tomatoes' });
    const price = within(edit).getByRole('spinbutton', { name: /Price/ });
    await user.clear(price);
    await user.type(price, '35');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(changes).toContainEqual({
        method: 'PUT',
        path: '/api/crops/crop-1',
        body: { cropSellingPrice: '35', cropQuantity: '50', cropDescription: '' },
      }),
    );

    await user.click(within(listing).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this listing?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Listing deleted.')).toBeInTheDocument();
    expect(changes.at(-1)).toEqual({
      method: 'DELETE',
      path: '/api/crops/crop-1',
      body: undefined,
    });
  });
});
