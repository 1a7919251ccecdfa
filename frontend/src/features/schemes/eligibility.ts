import type { FarmerCategory, Scheme, SchemeCrop } from '../../api/schemes';

/** The farmer's answers; '' means "any" (no answer), and then nothing is hidden for it. */
export type EligibilityAnswers = {
  category: ChosenCategory | '';
  /** Hectares as typed (kept as text so half-typed numbers such as "1." survive). */
  land: string;
  crop: ChosenCrop | '';
};

export const chosenCategories = [
  'small',
  'marginal',
  'landholder',
  'tenant',
  'landless',
  'women',
] as const satisfies readonly FarmerCategory[];
export type ChosenCategory = (typeof chosenCategories)[number];

export const chosenCrops = [
  'paddy',
  'millets',
  'horticulture',
  'organic',
] as const satisfies readonly SchemeCrop[];
export type ChosenCrop = (typeof chosenCrops)[number];

export const noAnswers: EligibilityAnswers = { category: '', land: '', crop: '' };

// Small and marginal farmers own land too, so a scheme for every landholder is theirs as well.
const landholders: readonly ChosenCategory[] = ['small', 'marginal', 'landholder'];

/** The land size in hectares, or null when the box is empty or does not hold a size. */
export function landHectares(land: string): number | null {
  if (land.trim() === '') return null;
  // Some phones' keypads offer a decimal comma.
  const hectares = Number(land.trim().replace(',', '.'));
  return Number.isFinite(hectares) && hectares >= 0 ? hectares : null;
}

export function isLandInvalid(land: string): boolean {
  return land.trim() !== '' && landHectares(land) === null;
}

/** False only when the scheme clearly does not apply to the answers. */
export function mayApply(scheme: Scheme, answers: EligibilityAnswers): boolean {
  const { farmerCategories, maxLandHectares } = scheme.audience;
  const crops = scheme.audience.crops ?? null;
  const { category, crop } = answers;
  const categoryFits =
    category === '' ||
    farmerCategories.includes('all') ||
    farmerCategories.includes(category) ||
    (farmerCategories.includes('landholder') && landholders.includes(category));
  const hectares = landHectares(answers.land);
  const landFits = hectares === null || maxLandHectares === null || maxLandHectares >= hectares;
  const cropFits =
    crop === '' || crops === null || crops.includes(crop) || crops.includes('all-crops');
  return categoryFits && landFits && cropFits;
}

function oneOf<T extends string>(value: string | null, choices: readonly T[]): T | '' {
  return choices.find((choice) => choice === value) ?? '';
}

/** The answers kept in the page's address (?category=small&land=1.5&crop=paddy). */
export function answersFromSearch(params: URLSearchParams): EligibilityAnswers {
  return {
    category: oneOf(params.get('category'), chosenCategories),
    land: params.get('land') ?? '',
    crop: oneOf(params.get('crop'), chosenCrops),
  };
}

export function answersToSearch(answers: EligibilityAnswers): URLSearchParams {
  const params = new URLSearchParams();
  if (answers.category) params.set('category', answers.category);
  if (answers.land.trim()) params.set('land', answers.land.trim());
  if (answers.crop) params.set('crop', answers.crop);
  return params;
}

export function hasAnswers(answers: EligibilityAnswers): boolean {
  return answers.category !== '' || answers.land.trim() !== '' || answers.crop !== '';
}
