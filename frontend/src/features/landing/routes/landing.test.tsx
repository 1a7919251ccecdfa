import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { http, mockApi } from '../../../testing/api-server';
import { renderApp } from '../../../testing/render-app';

const heroSentence =
  'Welcome to the world of modern, smart, and sustainable agriculture empowering farmers with technology.';

describe('landing page', () => {
  it('reveals the hero sentence word by word, 0.15 s apart', async () => {
    renderApp('/');

    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe(heroSentence);
    const words = heading.querySelectorAll<HTMLElement>('[style*="--word-index"]');
    expect(words).toHaveLength(heroSentence.split(' ').length);
    expect(words[3].style.getPropertyValue('--word-index')).toBe('3');
  });

  it('tells the Indian agriculture and project stories, each with an image', async () => {
    renderApp('/');

    const agriculture = await screen.findByRole('region', { name: 'Indian Agriculture' });
    expect(within(agriculture).getByRole('img')).toHaveAttribute('loading', 'lazy');
    const project = screen.getByRole('region', { name: 'About Our Project' });
    expect(within(project).getByRole('img').getAttribute('alt')).toMatch(/phone/);
    expect(project.textContent).toMatch(/middlemen/);
  });

  it('shows the six feature cards after a horizontal rule', async () => {
    renderApp('/');

    const features = await screen.findByRole('region', { name: 'Features of our Project' });
    const cards = within(features).getAllByRole('article');
    expect(cards).toHaveLength(6);
    expect(
      within(features)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'Market Access',
      'Crop Detection',
      'AI Chatbot',
      'Farming Resources',
      'Government Schemes',
      'Expert Advice',
    ]);
    for (const card of cards) {
      const image = within(card).getByRole('img');
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).toHaveAttribute('width', '480');
      expect(image).toHaveAttribute('height', '320');
      expect(image.getAttribute('alt')).not.toBe('');
    }
    expect(screen.getByRole('separator')).toBeInTheDocument();
  });

  it('has a skip link to the main content', async () => {
    renderApp('/');

    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      '#main-content',
    );
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });

  // jsdom's window is 1024px wide, so the navigation bar shows its collapsed menu.
  async function openNavigationMenu() {
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open navigation menu' }));
    return screen.findByRole('dialog');
  }

  it('shows Login and Signup to a visitor', async () => {
    renderApp('/');

    const menu = await openNavigationMenu();
    expect(within(menu).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/Login');
    expect(within(menu).getByRole('link', { name: 'Signup' })).toHaveAttribute('href', '/Signup');
    expect(screen.queryByRole('button', { name: 'Open profile' })).not.toBeInTheDocument();
  });

  it('shows a profile button instead of Login and Signup when a token is stored', async () => {
    localStorage.setItem('authToken', 'token-123');
    renderApp('/');

    await screen.findByRole('heading', { level: 1 });
    const banner = screen.getByRole('banner');
    expect(within(banner).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Signup' })).not.toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Open profile' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
  });

  it('links the top navigation bar in its order', async () => {
    renderApp('/');

    const menu = await openNavigationMenu();
    const nav = within(menu).getByRole('navigation', { name: 'Main navigation' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Home', '/'],
      ['Feature', '/Feature'],
      ['Dashboard', '/dashboard'],
      ['Contact Us', '/ContactUs'],
      ['About', '/About'],
    ]);
  });
});

describe('footer', () => {
  it('shows contact details, four social links and the copyright line', async () => {
    renderApp('/');

    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('heading', { name: 'Contact Us' })).toBeInTheDocument();
    expect(within(footer).getByText(/Gujarat/)).toBeInTheDocument();
    for (const network of ['Facebook', 'Twitter', 'Instagram', 'LinkedIn']) {
      expect(within(footer).getByRole('link', { name: `AgroSense on ${network}` })).toHaveAttribute(
        'target',
        '_blank',
      );
    }
    expect(within(footer).getByText('© 2025 Team AgroSense. All rights reserved.')).toBeVisible();
  });

  it("subscribes to the newsletter and shows the server's answer", async () => {
    const api = mockApi(
      http.post('/api/newsletter', ({ response }) =>
        response(202).json({
          message: 'Thank you! Please check your inbox and confirm your subscription.',
        }),
      ),
    );
    const user = userEvent.setup();
    renderApp('/');

    const footer = await screen.findByRole('contentinfo');
    const email = within(footer).getByPlaceholderText('Your email');
    expect(email).toHaveAccessibleName('Email address for the newsletter');
    await user.type(email, 'farmer@example.com');
    await user.click(within(footer).getByRole('button', { name: 'Subscribe' }));

    expect(
      await within(footer).findByText(
        'Thank you! Please check your inbox and confirm your subscription.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(api.callsTo('POST /api/newsletter')[0].body).toEqual({ email: 'farmer@example.com' });
  });

  it('scrolls back to the top with the round button', async () => {
    const user = userEvent.setup();
    renderApp('/');

    const footer = await screen.findByRole('contentinfo');
    await user.click(within(footer).getByRole('button', { name: 'Scroll to top' }));

    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });
});
