import { stubMatchMedia } from './match-media';

/** Makes `prefers-reduced-motion: reduce` match, as for a user who turned animations off. */
export function preferReducedMotion(): void {
  stubMatchMedia((query) => query.includes('prefers-reduced-motion: reduce'));
}
