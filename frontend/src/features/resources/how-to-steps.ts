/** The "how to use" text as an optional lead-in and its numbered steps. */
export type HowToSteps = { intro: string; steps: string[] };

// A step starts with its number and a full stop: "1. Check the oil 2. Start the engine". Numbers
// must follow on from each other, so "2.5 km" or "runs at 540 rpm. 3 blades" stay inside a step.
const STEP_NUMBER = /(^|\s)(\d{1,2})\.\s+/g;

/**
 * Splits text written as "1. … 2. … 3. …" into its steps. Fewer than two steps (plain prose)
 * gives no steps, and the whole text is the intro.
 */
export function howToSteps(text: string): HowToSteps {
  const starts: { at: number; textAt: number }[] = [];
  for (const match of text.matchAll(STEP_NUMBER)) {
    if (Number(match[2]) !== starts.length + 1) continue;
    const at = match.index + match[1].length;
    starts.push({ at, textAt: match.index + match[0].length });
  }
  if (starts.length < 2) return { intro: text.trim(), steps: [] };
  const steps = starts.map((start, i) => text.slice(start.textAt, starts[i + 1]?.at).trim());
  return { intro: text.slice(0, starts[0].at).trim(), steps: steps.filter(Boolean) };
}
