import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { orderDetailsQuery } from '../../../api/orders';
import { AppProvider } from '../../../app/provider';
import { changeLanguage } from '../../../i18n/i18n';
import { http, mockApi, type Schema } from '../../../testing/api-server';
import { anOrder, ravi } from '../../../testing/orders';
import { ProblemDialog, ProblemList } from './problem-dialog';

const ID = 'aaaaaaaa-1111-4000-8000-000000000007';

type Problem = Schema<'ProblemDto'>;

function details(problems: Problem[]): Schema<'OrderDetailsDto'> {
  return {
    order: anOrder(ID, { status: 'Accepted', decidedAt: '2026-03-01T11:00:00.000Z' }),
    you: 'buyer',
    timeline: [],
    counterparty: null,
    moves: [],
    cancelReasons: [],
    handedOverAt: null,
    autoCompleteAt: null,
    canHandOver: false,
    handover: { confirmed: null, proposal: null, canPropose: false, canConfirm: false },
    payment: {
      status: 'unpaid',
      utr: null,
      changedAt: null,
      moves: [],
      upiId: null,
      upiLink: null,
    },
    problems,
    canReportProblem: problems.every((p) => p.resolvedAt !== null),
    canReview: false,
    review: { mine: null, theirs: null, editableUntil: null, hiddenUntil: null },
  };
}

const problem = (extra: Partial<Problem> = {}): Problem => ({
  _id: 'p1',
  orderId: ID,
  cropName: 'Tomato',
  reporterRole: 'buyer',
  reporterName: 'Ravi Kumar',
  otherPartyName: 'Sita Devi',
  reason: 'other',
  text: 'The sacks were wet',
  photoUrl: '/api/images/problems/o/p1.webp',
  createdAt: '2026-03-02T10:00:00.000Z',
  resolvedAt: null,
  resolutionNote: null,
  ...extra,
});

/** The order page's part that matters here: the details query, its problems and the dialog. */
function Harness() {
  const { data } = useQuery(orderDetailsQuery(ID));
  const [open, setOpen] = useState(false);
  if (!data) return null;
  return (
    <>
      <ProblemList problems={data.problems} />
      {data.canReportProblem && <button onClick={() => setOpen(true)}>Open the form</button>}
      <ProblemDialog orderId={ID} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

function renderHarness() {
  return render(
    <AppProvider>
      <MemoryRouter>
        <Suspense fallback={null}>
          <Harness />
        </Suspense>
      </MemoryRouter>
    </AppProvider>,
  );
}

/** The parts of a multipart body (jsdom's File cannot be read back through Request.formData). */
function partsOf(body: string): { name: string; value: string; file: boolean }[] {
  const boundary = body.slice(0, body.indexOf('\r\n'));
  return body
    .split(boundary)
    .slice(1, -1)
    .map((chunk) => {
      const [head, ...rest] = chunk.replace(/^\r\n/, '').split('\r\n\r\n');
      return {
        name: /name="([^"]*)"/.exec(head!)?.[1] ?? '',
        value: rest.join('\r\n\r\n').replace(/\r\n$/, ''),
        file: /filename=/.test(head!),
      };
    });
}

beforeEach(() => {
  localStorage.setItem('authToken', 'token-123');
  localStorage.setItem('userId', ravi._id);
});
afterEach(async () => {
  await act(() => changeLanguage('en'));
});

describe('ProblemDialog', () => {
  it('sends the reason, words and photo, and the order then shows the open problem', async () => {
    let problems: Problem[] = [];
    const sent: ReturnType<typeof partsOf>[] = [];
    mockApi(
      http.get('/api/orders/{id}/details', ({ response }) => response(200).json(details(problems))),
      http.post('/api/orders/{id}/problem', async ({ request, response }) => {
        sent.push(partsOf(new TextDecoder().decode(await request.arrayBuffer())));
        problems = [problem()];
        return response(201).json(problems[0]!);
      }),
    );
    const user = userEvent.setup();
    renderHarness();
    await user.click(await screen.findByRole('button', { name: 'Open the form' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report a problem with this order' });
    const send = within(dialog).getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    expect(within(dialog).getAllByRole('radio')).toHaveLength(5);
    await user.click(within(dialog).getByRole('radio', { name: 'Something else' }));
    // "Something else" needs a few words.
    expect(send).toBeDisabled();
    await user.type(
      within(dialog).getByRole('textbox', { name: /Tell us more/ }),
      'The sacks were wet',
    );
    await user.upload(
      within(dialog).getByLabelText('Add a photo (optional)'),
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'sacks.png', { type: 'image/png' }),
    );
    expect(
      within(dialog).getByRole('button', { name: 'Choose another photo' }),
    ).toBeInTheDocument();
    await user.click(send);

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toHaveLength(1);
    expect(sent[0]!.map((p) => [p.name, p.file ? 'file' : p.value])).toEqual([
      ['reason', 'other'],
      ['text', 'The sacks were wet'],
      ['photo', 'file'],
    ]);
    const list = await screen.findByRole('region', { name: 'Problems reported' });
    expect(within(list).getByText('Open')).toBeInTheDocument();
    expect(within(list).getByText('The sacks were wet')).toHaveAttribute('data-user-text');
    expect(within(list).getByText('Ravi Kumar')).toHaveAttribute('data-user-text');
    expect(within(list).getByRole('img', { name: 'Photo sent with the problem' })).toHaveAttribute(
      'src',
      '/api/images/problems/o/p1.webp',
    );
    expect(screen.queryByRole('button', { name: 'Open the form' })).toBeNull();
  });

  it("shows the server's refusal in the dialog and keeps what was typed", async () => {
    mockApi(
      http.get('/api/orders/{id}/details', ({ response }) => response(200).json(details([]))),
      http.post('/api/orders/{id}/problem', ({ response }) =>
        response(409).json({
          statusCode: 409,
          message: 'A problem reported on this order is still open; it has to be resolved first',
          error: 'Conflict',
          code: 'PROBLEM.ALREADY_OPEN',
        }),
      ),
    );
    const user = userEvent.setup();
    renderHarness();
    await user.click(await screen.findByRole('button', { name: 'Open the form' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Less quantity than ordered' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/still open/);
    expect(within(dialog).getByRole('radio', { name: 'Less quantity than ordered' })).toBeChecked();
  });
});

describe('ProblemList', () => {
  it("shows a resolved problem with our team's note, in Hindi", async () => {
    await act(() => changeLanguage('hi'));
    render(
      <AppProvider>
        <ProblemList
          problems={[
            problem({
              reason: 'quantity_short',
              text: null,
              photoUrl: null,
              resolvedAt: '2026-03-03T09:00:00.000Z',
              resolutionNote: 'Seller sent 2 kg more',
            }),
          ]}
        />
      </AppProvider>,
    );
    const list = await screen.findByRole('region', { name: 'बताई गई समस्याएँ' });
    expect(within(list).getByText('सुलझ गई')).toBeInTheDocument();
    expect(within(list).getByText('ऑर्डर से कम माल मिला')).toBeInTheDocument();
    expect(within(list).getByText('Seller sent 2 kg more')).toHaveAttribute('data-user-text');
    expect(within(list).getByText('हमारी टीम ने क्या किया')).toBeInTheDocument();
  });

  it('shows nothing when no problem was reported', () => {
    const { container } = render(
      <AppProvider>
        <ProblemList problems={[]} />
      </AppProvider>,
    );
    expect(container.querySelector('section')).toBeNull();
  });
});
