import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app';

async function openAbout() {
  renderApp('/About');
  return screen.findByRole('heading', { level: 1, name: 'About Us' });
}

describe('about page', () => {
  it('opens with a hero: the title, the mission in one line and an image', async () => {
    await openAbout();

    const hero = screen.getByRole('region', { name: 'About Us' });
    expect(hero).toHaveTextContent('Knowledge, tools and market access for every farmer in India.');
    expect(within(hero).getByRole('img').getAttribute('alt')).toMatch(/crop prices/);
  });

  it('states the vision: knowledge, tools and market access, and sustainable farming', async () => {
    await openAbout();

    const vision = screen.getByRole('region', { name: 'Our Vision' });
    expect(
      within(vision)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Knowledge', 'Tools and market access', 'Sustainable farming']);
  });

  it('shows the team by role, each card with social links and no photos', async () => {
    await openAbout();

    const team = screen.getByRole('region', { name: 'Our Team' });
    expect(team).toHaveTextContent('a small project team at Gujarat University');
    const cards = within(team).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Product and design',
      'Engineering',
      'Agronomy advisor',
      'Field outreach',
    ]);
    for (const card of cards) {
      expect(within(card).queryByRole('img')).not.toBeInTheDocument();
      expect(within(card).getByRole('link', { name: 'AgroSense on LinkedIn' })).toHaveAttribute(
        'href',
        'https://www.linkedin.com/',
      );
      expect(within(card).getByRole('link', { name: 'AgroSense on Twitter' })).toHaveAttribute(
        'target',
        '_blank',
      );
    }
  });

  it('shows the faculty guide of the project', async () => {
    await openAbout();

    const guide = screen.getByRole('region', { name: 'Our Guide' });
    expect(within(guide).getByRole('heading', { name: 'Faculty guide' })).toBeInTheDocument();
    expect(guide).toHaveTextContent(
      'Project guide, Department of Computer Science, Gujarat University',
    );
  });
});
