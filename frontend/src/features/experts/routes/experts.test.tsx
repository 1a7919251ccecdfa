import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi } from '../../../testing/api-server';
import { noNotifications } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

const allServices = [
  'Kisan Call Centre',
  'KVK Subject Matter Specialist — Plant Protection',
  'KVK Subject Matter Specialist — Agronomy',
  'KVK Subject Matter Specialist — Horticulture',
  'State Agricultural University — Farmer Helpline and Plant Clinic',
  'ATMA Block Technology Manager',
  'Soil Testing Laboratory — Soil Health Card',
  'PMFBY Crop Insurance Helpline',
  'District Agriculture Officer',
  'Veterinary Hospital — Mobile Veterinary Unit',
];

beforeEach(() => {
  localStorage.setItem('authToken', 'token-123');
  localStorage.setItem('userId', 'user-1');
  mockApi(noNotifications);
});

async function openExperts() {
  renderApp('/features/expert');
  await screen.findByRole('heading', { level: 1, name: 'Expert Advice' });
  return screen.getByRole('searchbox', { name: 'Search experts' });
}

const shownNames = () =>
  screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

async function search(box: HTMLElement, words: string) {
  await userEvent.clear(box);
  await userEvent.click(box);
  await userEvent.paste(words);
}

// The first render downloads the lazy page and its texts, which is slow on a busy machine.
describe('Expert Advice', { timeout: 20_000 }, () => {
  it('lists the fixed directory of 10 advisory services', async () => {
    await openExperts();
    expect(shownNames()).toEqual(allServices);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 10 of 10');
  });

  it('shows the search placeholder', async () => {
    const box = await openExperts();
    expect(box).toHaveAttribute('placeholder', 'Search by name, title, specialty, or address...');
  });

  it('shows each card with its title, specialties and address', async () => {
    await openExperts();
    const card = screen.getByRole('article', {
      name: 'KVK Subject Matter Specialist — Plant Protection',
    });
    expect(
      within(card).getByText(
        'Identifies pests and diseases in your crop and advises safe, integrated control',
      ),
    ).toBeInTheDocument();
    const specialties = within(card).getByRole('list', { name: 'Specialties' });
    expect(
      within(specialties)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Plant protection', 'Integrated pest management', 'Disease diagnosis']);
    expect(
      within(card).getByText(
        'Your district Krishi Vigyan Kendra (KVK) — find it at kvk.icar.gov.in',
      ),
    ).toBeInTheDocument();
  });

  it('matches the name, case-insensitively', async () => {
    const box = await openExperts();
    await search(box, 'KISAN call');
    expect(shownNames()).toEqual(['Kisan Call Centre']);
  });

  it('matches the title', async () => {
    const box = await openExperts();
    await search(box, 'exposure visits');
    expect(shownNames()).toEqual(['ATMA Block Technology Manager']);
  });

  it('matches a specialty', async () => {
    const box = await openExperts();
    await search(box, 'artificial insemination');
    expect(shownNames()).toEqual(['Veterinary Hospital — Mobile Veterinary Unit']);
  });

  it('matches the address', async () => {
    const box = await openExperts();
    await search(box, 'district headquarters');
    expect(shownNames()).toEqual(['District Agriculture Officer']);
    await search(box, 'krishi vigyan kendra');
    expect(shownNames()).toEqual(allServices.filter((name) => name.startsWith('KVK')));
    expect(screen.getByRole('status')).toHaveTextContent('Showing 3 of 10');
  });

  it('finds the KVK plant protection specialist for "plant protection"', async () => {
    const box = await openExperts();
    await search(box, 'plant protection');
    expect(shownNames()).toEqual(['KVK Subject Matter Specialist — Plant Protection']);
  });

  it("shows 'No experts found' when nothing matches, and the list again when cleared", async () => {
    const box = await openExperts();
    await search(box, 'tractor loans');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('No experts found');
    await userEvent.clear(box);
    expect(shownNames()).toEqual(allServices);
  });

  it('shows no made-up ratings: every service is "Not yet rated" with 0 reviews', async () => {
    await openExperts();
    for (const card of screen.getAllByRole('article')) {
      expect(within(card).getByText('Not yet rated')).toBeInTheDocument();
      expect(within(card).getByText('0 reviews')).toBeInTheDocument();
      expect(card.textContent).not.toMatch(/out of 5|★/);
    }
  });

  it('links the published numbers for calling, and the official website', async () => {
    await openExperts();
    const call = (service: string, number: string) =>
      within(screen.getByRole('article', { name: service })).getByRole('link', { name: number });
    expect(call('Kisan Call Centre', '1800-180-1551')).toHaveAttribute('href', 'tel:18001801551');
    expect(call('PMFBY Crop Insurance Helpline', '14447')).toHaveAttribute('href', 'tel:14447');
    expect(call('Veterinary Hospital — Mobile Veterinary Unit', '1962')).toHaveAttribute(
      'href',
      'tel:1962',
    );
    const insurance = screen.getByRole('article', { name: 'PMFBY Crop Insurance Helpline' });
    expect(within(insurance).queryByRole('link', { name: /@/ })).not.toBeInTheDocument();
    const website = within(insurance).getByRole('link', { name: /^pmfby\.gov\.in/ });
    expect(website).toHaveAttribute('href', 'https://pmfby.gov.in');
    expect(website).toHaveAttribute('target', '_blank');
    expect(website).toHaveAccessibleName('pmfby.gov.in (opens in a new tab)');
  });

  it('gives no phone number where there is no single public one', async () => {
    await openExperts();
    const kvk = screen.getByRole('article', { name: 'KVK Subject Matter Specialist — Agronomy' });
    expect(
      within(kvk)
        .queryAllByRole('link')
        .filter((link) => link.getAttribute('href')?.startsWith('tel:')),
    ).toHaveLength(0);
  });
});
