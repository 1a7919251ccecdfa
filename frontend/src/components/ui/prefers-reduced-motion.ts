/** The user asked their system for less motion (or the browser cannot tell: then no). */
export function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}
