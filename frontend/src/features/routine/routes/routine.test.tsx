import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi } from '../../../testing/api-server';
import { noNotifications } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

beforeEach(() => {
  localStorage.setItem('authToken', 'token-123');
  localStorage.setItem('userId', 'user-1');
  mockApi(noNotifications);
});

async function openRoutine() {
  renderApp('/Routine');
  await screen.findByRole('heading', { level: 1, name: 'Farming Routine' });
}

/** Time and title of each task card in a part of the day. */
function tasksOf(part: string) {
  return within(screen.getByRole('region', { name: part }))
    .getAllByRole('article')
    .map((card) => [
      within(card).getByText(/(AM|PM)$/).textContent,
      within(card).getByRole('heading', { level: 4 }).textContent,
    ]);
}

const seasonTasks = () =>
  within(screen.getByRole('tabpanel'))
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 3 }).textContent);

describe('Farming Routine', { timeout: 20_000 }, () => {
  it('shows the 7 daily tasks in the morning, midday and evening groups', async () => {
    await openRoutine();
    expect(screen.getByRole('heading', { level: 2, name: 'Daily schedule' })).toBeInTheDocument();
    expect(tasksOf('Morning')).toEqual([
      ['5–6 AM', 'Morning field inspection'],
      ['6–8 AM', 'Morning watering'],
      ['8–10 AM', 'Harvesting'],
    ]);
    expect(tasksOf('Midday')).toEqual([
      ['10 AM–12 PM', 'Farm maintenance'],
      ['3–5 PM', 'Fertilisation'],
    ]);
    expect(tasksOf('Evening')).toEqual([
      ['5–6 PM', 'Evening watering'],
      ['6–7 PM', 'Final inspection'],
    ]);
  });

  it('gives every daily task a practical description', async () => {
    await openRoutine();
    const cards = within(screen.getByRole('region', { name: 'Daily schedule' })).getAllByRole(
      'article',
    );
    expect(cards).toHaveLength(7);
    const watering = screen.getByRole('article', { name: 'Morning watering' });
    expect(within(watering).getByText(/Irrigate in the cool of the morning/)).toBeInTheDocument();
  });

  it('shows importance as a word and a colour: Critical red, High amber, Medium blue', async () => {
    await openRoutine();
    const importanceOf = (task: string) => {
      const chip = within(screen.getByRole('article', { name: task })).getByText(
        /^(Critical|High|Medium)$/,
      ).parentElement!;
      const colour = ['Error', 'Warning', 'Info'].find((c) =>
        chip.classList.contains(`MuiChip-color${c}`),
      );
      return [chip.textContent, colour];
    };
    expect(importanceOf('Morning field inspection')).toEqual(['Critical', 'Error']);
    expect(importanceOf('Morning watering')).toEqual(['Critical', 'Error']);
    expect(importanceOf('Harvesting')).toEqual(['High', 'Warning']);
    expect(importanceOf('Fertilisation')).toEqual(['High', 'Warning']);
    expect(importanceOf('Farm maintenance')).toEqual(['Medium', 'Info']);
    expect(importanceOf('Evening watering')).toEqual(['Medium', 'Info']);
    expect(importanceOf('Final inspection')).toEqual(['Medium', 'Info']);
  });

  it('has Spring, Summer, Fall and Winter tabs with four tasks each', async () => {
    await openRoutine();
    const tabs = screen.getByRole('tablist', { name: 'Seasons' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Spring', 'Summer', 'Fall', 'Winter']);
    expect(screen.getByRole('tab', { name: 'Spring' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Spring' })).toBeInTheDocument();
    expect(seasonTasks()).toEqual([
      'Get ready for the rabi harvest',
      'Sow summer (zaid) crops',
      'Watch for pests as it warms up',
      'Test your soil after harvest',
    ]);

    await userEvent.click(screen.getByRole('tab', { name: 'Summer' }));
    expect(seasonTasks()).toEqual([
      'Deep summer ploughing',
      'Mulch to save moisture',
      'Irrigate at dawn',
      'Clean the farm pond and repair bunds',
    ]);
    await userEvent.click(screen.getByRole('tab', { name: 'Fall' }));
    expect(seasonTasks()).toEqual([
      'Harvest and store kharif crops',
      'Manage crop residue without burning',
      'Sow rabi crops on time',
      'Watch for late-season pests',
    ]);
    await userEvent.click(screen.getByRole('tab', { name: 'Winter' }));
    expect(screen.getByRole('tabpanel', { name: 'Winter' })).toHaveTextContent(
      'About December to January, the rabi season',
    );
    expect(seasonTasks()).toEqual([
      'Protect crops from frost',
      'Irrigate wheat at the CRI stage',
      'Control weeds in rabi crops',
      'Keep animals warm',
    ]);
  });

  it('switches seasons with the keyboard', async () => {
    await openRoutine();
    screen.getByRole('tab', { name: 'Spring' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Summer' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Summer' })).toHaveAttribute('aria-selected', 'true');
    expect(seasonTasks()[0]).toBe('Deep summer ploughing');

    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Winter' })).toHaveAttribute('aria-selected', 'true');
    expect(seasonTasks()).toContain('Irrigate wheat at the CRI stage');

    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Spring' })).toHaveAttribute('aria-selected', 'true');

    // Tab leaves the tab list for the season's tasks.
    await userEvent.tab();
    expect(screen.getByRole('tabpanel', { name: 'Spring' })).toHaveFocus();
  });
});
