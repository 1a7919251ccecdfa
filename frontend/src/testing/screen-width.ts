import { stubMatchMedia } from './match-media';

/**
 * A screen `width` px wide: media queries on the width (MUI's breakpoints, the layout's 992 px)
 * answer as a browser of that width would; any other query does not match. jsdom has no
 * matchMedia, and MUI's useMediaQuery then answers its default.
 */
export function screenWidth(width: number): void {
  stubMatchMedia((query) => {
    const edges = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)];
    return (
      edges.length > 0 &&
      edges.every(([, edge, px]) => (edge === 'min' ? width >= Number(px) : width <= Number(px)))
    );
  });
}
