import { useTranslation } from 'react-i18next';

/** A state's name in the reader's language, by its slug ("tamil-nadu"); English when unknown. */
export function useStateNames(): (slug: string, englishName: string) => string {
  const { t } = useTranslation('schemes');
  const names = t('stateNames', { returnObjects: true }) as Record<string, string | undefined>;
  return (slug, englishName) => names[slug] ?? englishName;
}

/** "tamil-nadu" -> "Tamil Nadu": a heading for the address before the server has answered. */
export function nameFromSlug(slug: string): string {
  return slug
    .split(/[-\s]+/)
    .filter(Boolean)
    .map((word, i) =>
      i > 0 && word.toLowerCase() === 'and'
        ? 'and'
        : word.charAt(0).toUpperCase() + word.slice(1).toLowerCase(),
    )
    .join(' ');
}
