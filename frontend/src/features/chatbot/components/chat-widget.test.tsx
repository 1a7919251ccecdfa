import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { http, mockApi, type Schema } from '../../../testing/api-server';
import { renderApp } from '../../../testing/render-app';

const answer: Schema<'ChatAnswerDto'> = {
  answer: 'Raising a healthy rice nursery\n\nSow on raised beds…',
  sources: [
    {
      id: 'rice-nursery',
      title: 'Raising a healthy rice nursery',
      source: 'ICAR-Indian Institute of Rice Research',
      url: 'https://www.icar-iirr.org',
      lastReviewed: '2026-11-23',
    },
  ],
  conversationId: '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed',
  mode: 'retrieval',
  matched: true,
  language: 'en',
};

beforeEach(() => sessionStorage.clear());

async function openChat() {
  await userEvent.click(await screen.findByRole('button', { name: 'Ask AgroBot' }));
  return screen.findByRole('dialog', { name: 'AgroBot' });
}

describe('AgroBot widget', () => {
  it('welcomes, sends with Enter, shows ... then the answer with its sources', async () => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const api = mockApi(
      http.post('/api/chatbot', async ({ response }) => {
        await released;
        return response(200).json(answer);
      }),
    );
    renderApp('/');
    const chat = await openChat();
    expect(within(chat).getByText('Welcome! How can I assist you today?')).toBeInTheDocument();
    const box = within(chat).getByRole('textbox', { name: 'Type your question…' });
    await userEvent.type(box, 'How to raise rice nursery?{Enter}');
    expect(within(chat).getByText('How to raise rice nursery?')).toBeInTheDocument();
    expect(await within(chat).findByText('...')).toBeInTheDocument();
    release();
    expect(await within(chat).findByText(/Sow on raised beds/)).toBeInTheDocument();
    expect(within(chat).queryByText('...')).toBeNull();
    expect(
      within(chat).getByRole('link', { name: 'ICAR-Indian Institute of Rice Research' }),
    ).toHaveAttribute('href', 'https://www.icar-iirr.org');
    expect(api.callsTo('POST /api/chatbot')[0]!.body).toEqual({
      message: 'How to raise rice nursery?',
      language: 'en',
    });
  });

  it('never sends an empty message, and says sorry when the answer fails', async () => {
    const api = mockApi(
      http.post('/api/chatbot', ({ response }) =>
        response(503).json({ statusCode: 503, message: 'down' }),
      ),
    );
    renderApp('/');
    const chat = await openChat();
    const box = within(chat).getByRole('textbox', { name: 'Type your question…' });
    await userEvent.type(box, '   {Enter}');
    await userEvent.click(within(chat).getByRole('button', { name: 'Send' }));
    expect(api.callsTo('POST /api/chatbot')).toHaveLength(0);
    await userEvent.type(box, 'wheat sowing{Enter}');
    expect(
      await within(chat).findByText("Sorry, I couldn't understand your question."),
    ).toBeInTheDocument();
  });

  it('keeps the conversation for the session and continues it', async () => {
    const api = mockApi(http.post('/api/chatbot', ({ response }) => response(200).json(answer)));
    const first = renderApp('/');
    let chat = await openChat();
    await userEvent.type(
      within(chat).getByRole('textbox', { name: 'Type your question…' }),
      'rice nursery{Enter}',
    );
    await within(chat).findByText(/Sow on raised beds/);
    first.unmount();

    renderApp('/');
    chat = await openChat();
    expect(within(chat).getByText('rice nursery')).toBeInTheDocument();
    await userEvent.type(
      within(chat).getByRole('textbox', { name: 'Type your question…' }),
      'and fertiliser?{Enter}',
    );
    await waitFor(() => expect(api.callsTo('POST /api/chatbot')).toHaveLength(2));
    expect(api.callsTo('POST /api/chatbot')[1]!.body).toMatchObject({
      conversationId: answer.conversationId,
    });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Ask AgroBot' })).toHaveFocus();
  });

  it('is not shown on the login page', async () => {
    renderApp('/Login');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Ask AgroBot' })).toBeNull();
  });

  it('steps aside while the reader types in a field of the page, and comes back after', async () => {
    mockApi();
    renderApp('/ContactUs');
    await screen.findByRole('button', { name: 'Ask AgroBot' });
    const field = (await screen.findAllByRole('textbox'))[0]!;
    await userEvent.click(field);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Ask AgroBot' })).toBeNull());
    await userEvent.tab({ shift: true });
    expect(await screen.findByRole('button', { name: 'Ask AgroBot' })).toBeVisible();
  });
});
