import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n/i18n';
import { http, mockApi, type Schema } from '../../../testing/api-server';
import { getIndianStates, noNotifications } from '../../../testing/fixtures';
import { anOrder, me, ravi } from '../../../testing/orders';
import { renderApp } from '../../../testing/render-app';

const ID = 'aaaaaaaa-1111-4000-8000-000000000001';

/** The order as the buyer (Ravi) sees it once Asha, the seller, accepted. */
function acceptedForBuyer(): Schema<'OrderDetailsDto'> {
  return {
    order: anOrder(ID, { status: 'Accepted', decidedAt: '2026-03-01T11:00:00.000Z' }),
    you: 'buyer',
    timeline: [
      { type: 'placed', by: 'buyer', reason: null, note: null, at: '2026-03-01T10:00:00.000Z' },
      { type: 'accepted', by: 'seller', reason: null, note: null, at: '2026-03-01T11:00:00.000Z' },
    ],
    counterparty: { name: me.name, mobile: '9876543210', state: 'Gujarat' },
    moves: ['Completed', 'Cancelled'],
    cancelReasons: ['changed_mind', 'quality', 'other'],
    handedOverAt: null,
    autoCompleteAt: null,
    canHandOver: false,
    handover: { confirmed: null, proposal: null, canPropose: true, canConfirm: false },
    payment: {
      status: 'unpaid',
      utr: null,
      changedAt: null,
      moves: ['reported'],
      upiId: null,
      upiLink: null,
    },
    problems: [],
    canReportProblem: true,
    canReview: false,
    review: { mine: null, theirs: null, editableUntil: null, hiddenUntil: null },
  };
}

beforeEach(() => {
  localStorage.setItem('authToken', 'token-123');
  localStorage.setItem('userId', ravi._id);
});
afterEach(async () => {
  await act(() => changeLanguage('en'));
});

const states = getIndianStates;

describe('an order, for one of its two parties', () => {
  it('puts the next step first: the buyer confirms receipt, and sees whom to call', async () => {
    const api = mockApi(
      http.get('/api/orders/{id}/details', ({ response }) =>
        response(200).json(acceptedForBuyer()),
      ),
      http.put('/api/orders/{id}/status', ({ response }) =>
        response(200).json(anOrder(ID, { status: 'Completed' })),
      ),
      states,
      noNotifications,
    );
    const user = userEvent.setup({ delay: null });
    renderApp(`/orders/${ID}`);

    const next = await screen.findByRole('region', { name: 'Next step' });
    expect(within(next).getByText('When the goods reach you, confirm it here.')).toBeVisible();
    const contact = screen.getByRole('region', { name: 'The seller' });
    expect(within(contact).getByText('Asha Patel')).toBeVisible();
    expect(within(contact).getByRole('link', { name: 'Call 9876543210' })).toHaveAttribute(
      'href',
      'tel:9876543210',
    );
    const timeline = screen.getByRole('region', { name: 'What happened' });
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((li) => li.firstChild?.textContent),
    ).toEqual(['Order placed · you', 'Accepted · the seller']);

    await user.click(within(next).getByRole('button', { name: 'I received the goods' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, received' }));
    await waitFor(() => expect(api.callsTo(`PUT /api/orders/${ID}/status`)).toHaveLength(1));
    expect(api.callsTo(`PUT /api/orders/${ID}/status`)[0]!.body).toEqual({ status: 'Completed' });
  });

  it('calls an accepted order off only with a reason, in the reader’s language', async () => {
    await act(() => changeLanguage('hi'));
    const api = mockApi(
      http.get('/api/orders/{id}/details', ({ response }) =>
        response(200).json(acceptedForBuyer()),
      ),
      http.put('/api/orders/{id}/status', ({ response }) =>
        response(200).json(anOrder(ID, { status: 'Cancelled' })),
      ),
      states,
      noNotifications,
    );
    const user = userEvent.setup({ delay: null });
    renderApp(`/orders/${ID}`);

    await user.click(await screen.findByRole('button', { name: 'ऑर्डर रद्द करें' }));
    const dialog = await screen.findByRole('dialog', { name: 'ऑर्डर रद्द करें' });
    const confirm = within(dialog).getByRole('button', { name: 'रद्द करें' });
    expect(confirm).toBeDisabled();
    await user.selectOptions(within(dialog).getByRole('combobox'), 'माल जैसा बताया था वैसा नहीं है');
    await user.type(within(dialog).getByRole('textbox'), 'आधा माल गीला');
    await user.click(confirm);
    await waitFor(() => expect(api.callsTo(`PUT /api/orders/${ID}/status`)).toHaveLength(1));
    expect(api.callsTo(`PUT /api/orders/${ID}/status`)[0]!.body).toEqual({
      status: 'Cancelled',
      reason: 'quality',
      note: 'आधा माल गीला',
    });
  });

  it('before acceptance shows no contact, and the seller may accept or turn it down', async () => {
    localStorage.setItem('userId', me._id);
    mockApi(
      http.get('/api/orders/{id}/details', ({ response }) =>
        response(200).json({
          ...acceptedForBuyer(),
          order: anOrder(ID),
          you: 'seller',
          timeline: [acceptedForBuyer().timeline[0]!],
          counterparty: null,
          moves: ['Accepted', 'Rejected'],
        }),
      ),
      states,
      noNotifications,
    );
    renderApp(`/orders/${ID}`);
    const next = await screen.findByRole('region', { name: 'Next step' });
    expect(
      within(next)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Accept the order', 'Turn it down']);
    expect(
      screen.getByText('Contact details show here once the seller accepts the order.'),
    ).toBeVisible();
  });

  it('the seller hands the goods over; then both sides see when it completes by itself', async () => {
    localStorage.setItem('userId', me._id);
    let handedOver = false;
    const api = mockApi(
      http.get('/api/orders/{id}/details', ({ response }) =>
        response(200).json({
          ...acceptedForBuyer(),
          you: 'seller',
          counterparty: { name: ravi.name, mobile: '9123456780', state: 'Gujarat' },
          moves: ['Cancelled'],
          canHandOver: !handedOver,
          handedOverAt: handedOver ? '2026-03-02T04:30:00.000Z' : null,
          autoCompleteAt: handedOver ? '2026-03-05T04:30:00.000Z' : null,
        }),
      ),
      http.post('/api/orders/{id}/handed-over', ({ response }) => {
        handedOver = true;
        return response(200).json(anOrder(ID, { status: 'Accepted' }));
      }),
      getIndianStates,
      noNotifications,
    );
    const user = userEvent.setup({ delay: null });
    renderApp(`/orders/${ID}`);
    const next = await screen.findByRole('region', { name: 'Next step' });
    await user.click(within(next).getByRole('button', { name: 'I handed the goods over' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, handed over' }));
    await waitFor(() => expect(api.callsTo(`POST /api/orders/${ID}/handed-over`)).toHaveLength(1));
    expect(
      await within(next).findByText(/^You marked the goods handed over on 2 Mar 2026/),
    ).toHaveTextContent('The order completes by itself on 5 Mar 2026');
    expect(within(next).queryByRole('button', { name: 'I handed the goods over' })).toBeNull();
  });

  it('says so when the order is not one of yours', async () => {
    mockApi(
      http.get('/api/orders/{id}/details', ({ response }) =>
        response(404).json({
          statusCode: 404,
          message: 'Order not found',
          code: 'ORDER.NOT_FOUND',
        }),
      ),
      states,
      noNotifications,
    );
    renderApp(`/orders/${ID}`);
    expect(await screen.findByText('This order could not be found among yours.')).toBeVisible();
  });
});

describe('handover and payment on the order page', () => {
  const LINK =
    'upi://pay?pa=asha.patel%40okaxis&pn=Asha%20Patel&am=50.00&cu=INR&tn=AgroSense%20Tomato&tr=AGSAAAAAAAA1111';

  it('the buyer pays by the UPI link, then says so with the UPI reference', async () => {
    const details = acceptedForBuyer();
    details.payment = { ...details.payment, upiId: 'asha.patel@okaxis', upiLink: LINK };
    const api = mockApi(
      http.get('/api/orders/{id}/details', ({ response }) => response(200).json(details)),
      http.put('/api/orders/{id}/payment', ({ response }) =>
        response(200).json(anOrder(ID, { status: 'Accepted', paymentStatus: 'reported' })),
      ),
      states,
      noNotifications,
    );
    const user = userEvent.setup({ delay: null });
    renderApp(`/orders/${ID}`);

    // First on the screen: what waits on the buyer, each pointing at its section.
    const next = await screen.findByRole('region', { name: 'Next step' });
    expect(
      within(next).getByRole('link', { name: 'Pay the seller ₹50, by UPI or in cash' }),
    ).toHaveAttribute('href', '#order-payment');
    expect(
      within(next).getByRole('link', {
        name: 'Agree with the other side how, where and when the goods change hands',
      }),
    ).toHaveAttribute('href', '#order-handover');
    const payment = await screen.findByRole('region', { name: /^Payment/ });
    expect(within(payment).getByRole('link', { name: 'Pay ₹50 by UPI' })).toHaveAttribute(
      'href',
      LINK,
    );
    expect(within(payment).getByText('UPI ID: asha.patel@okaxis')).toBeVisible();
    expect(
      within(payment).getByText('No money passes through AgroSense: you pay each other directly.'),
    ).toBeVisible();
    await user.click(within(payment).getByRole('button', { name: 'I have paid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Did you pay the seller?' });
    const utr = within(dialog).getByRole('textbox', { name: /UPI reference number/ });
    expect(utr).toHaveAttribute('inputmode', 'numeric');
    await user.type(utr, '12345');
    expect(within(dialog).getByRole('button', { name: 'Yes, I paid' })).toBeDisabled();
    await user.type(utr, '6789012');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, I paid' }));
    await waitFor(() => expect(api.callsTo(`PUT /api/orders/${ID}/payment`)).toHaveLength(1));
    expect(api.callsTo(`PUT /api/orders/${ID}/payment`)[0]!.body).toEqual({
      status: 'reported',
      utr: '123456789012',
    });
  });

  it('without a UPI ID the buyer is told to pay cash; the seller confirms a reported payment', async () => {
    localStorage.setItem('userId', me._id);
    const details = acceptedForBuyer();
    const api = mockApi(
      http.get('/api/orders/{id}/details', ({ response }) =>
        response(200).json({
          ...details,
          you: 'seller',
          order: anOrder(ID, { status: 'Accepted', paymentStatus: 'reported' }),
          payment: {
            ...details.payment,
            status: 'reported',
            utr: '123456789012',
            moves: ['confirmed', 'disputed'],
          },
        }),
      ),
      http.put('/api/orders/{id}/payment', ({ response }) =>
        response(200).json(anOrder(ID, { status: 'Accepted', paymentStatus: 'confirmed' })),
      ),
      states,
      noNotifications,
    );
    const user = userEvent.setup({ delay: null });
    renderApp(`/orders/${ID}`);
    const payment = await screen.findByRole('region', { name: /^Payment/ });
    expect(within(payment).getByText('UPI reference: 123456789012')).toBeVisible();
    expect(within(payment).queryByRole('link')).toBeNull();
    await user.click(within(payment).getByRole('button', { name: 'Payment received' }));
    await waitFor(() => expect(api.callsTo(`PUT /api/orders/${ID}/payment`)).toHaveLength(1));
    expect(api.callsTo(`PUT /api/orders/${ID}/payment`)[0]!.body).toEqual({ status: 'confirmed' });
  });

  it('one side proposes a pickup; the other agrees to it', async () => {
    const proposal: Schema<'HandoverPlanDto'> = {
      kind: 'place_pickup',
      place: 'Village chowk',
      date: '2026-03-05',
      from: '16:00',
      to: '18:00',
      note: null,
      proposedBy: 'seller',
      proposedAt: '2026-03-01T12:00:00.000Z',
      confirmedAt: null,
    };
    const details = acceptedForBuyer();
    const api = mockApi(
      http.get('/api/orders/{id}/details', ({ response }) =>
        response(200).json({
          ...details,
          handover: { confirmed: null, proposal, canPropose: true, canConfirm: true },
        }),
      ),
      http.post('/api/orders/{id}/handover/confirm', ({ response }) =>
        response(200).json({ ...proposal, confirmedAt: '2026-03-01T13:00:00.000Z' }),
      ),
      http.put('/api/orders/{id}/handover', ({ response }) => response(200).json(proposal)),
      states,
      noNotifications,
    );
    const user = userEvent.setup({ delay: null });
    renderApp(`/orders/${ID}`);
    const handover = await screen.findByRole('region', { name: 'Handing over the goods' });
    expect(within(handover).getByText('The seller proposes')).toBeVisible();
    expect(within(handover).getByText('The buyer collects at an agreed place')).toBeVisible();
    expect(within(handover).getByText('Village chowk')).toBeVisible();
    expect(within(handover).getByText(/between 16:00 and 18:00/)).toBeVisible();
    await user.click(within(handover).getByRole('button', { name: 'Agree to this plan' }));
    await waitFor(() =>
      expect(api.callsTo(`POST /api/orders/${ID}/handover/confirm`)).toHaveLength(1),
    );

    await user.click(within(handover).getByRole('button', { name: 'Propose another plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'How will the goods change hands?' });
    await user.click(within(dialog).getByRole('radio', { name: 'The seller delivers' }));
    const address = within(dialog).getByRole('textbox', { name: /Delivery address/ });
    await user.clear(address);
    await user.type(address, 'Near the panchayat office');
    await user.click(within(dialog).getByRole('button', { name: 'Send the proposal' }));
    await waitFor(() => expect(api.callsTo(`PUT /api/orders/${ID}/handover`)).toHaveLength(1));
    expect(api.callsTo(`PUT /api/orders/${ID}/handover`)[0]!.body).toMatchObject({
      kind: 'delivery',
      place: 'Near the panchayat office',
      date: '2026-03-05',
      from: '16:00',
      to: '18:00',
    });
  });
});
