import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { UpdatePrompt } from './update-prompt';

describe('update prompt', () => {
  it('offers the new version and activates it on Reload', async () => {
    const onReload = vi.fn();
    const user = userEvent.setup();
    render(
      <I18nextProvider i18n={i18n}>
        <UpdatePrompt onReload={onReload} />
      </I18nextProvider>,
    );

    expect(await screen.findByRole('status')).toHaveTextContent(
      'A new version of AgroSense is available.',
    );
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeDisabled();
  });

  it('goes away on Later', async () => {
    const user = userEvent.setup();
    render(
      <I18nextProvider i18n={i18n}>
        <UpdatePrompt onReload={() => {}} />
      </I18nextProvider>,
    );
    await user.click(await screen.findByRole('button', { name: 'Later' }));
    await vi.waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  });
});
