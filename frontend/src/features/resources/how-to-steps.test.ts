import { describe, expect, it } from 'vitest';
import { howToSteps } from './how-to-steps';

describe('howToSteps', () => {
  it('splits "1. … 2. … 3. …" into numbered steps', () => {
    expect(howToSteps('1. Check the oil. 2. Start in neutral. 3. Clean it after work.')).toEqual({
      intro: '',
      steps: ['Check the oil.', 'Start in neutral.', 'Clean it after work.'],
    });
  });

  it('keeps text before the first step as an intro, and steps on their own lines', () => {
    expect(howToSteps('Be careful.\n1. Fit the guard\n2. Wear gloves')).toEqual({
      intro: 'Be careful.',
      steps: ['Fit the guard', 'Wear gloves'],
    });
  });

  it('does not split at numbers that are not the next step', () => {
    expect(
      howToSteps('1. Keep 2.5 m away and run at 540 rpm. 3 blades are fitted. 2. Stop.'),
    ).toEqual({
      intro: '',
      steps: ['Keep 2.5 m away and run at 540 rpm. 3 blades are fitted.', 'Stop.'],
    });
  });

  it('leaves plain prose (or a single "1.") as a paragraph', () => {
    expect(howToSteps('Drive slowly on slopes.')).toEqual({
      intro: 'Drive slowly on slopes.',
      steps: [],
    });
    expect(howToSteps('1. Only one step here.')).toEqual({
      intro: '1. Only one step here.',
      steps: [],
    });
  });
});
