// Material's "add alert" bell (outlined), drawn by CSS as a mask over the button's text colour:
// one per price row, and no element for it (a price card keeps to a few plain elements, see
// PriceCards), so the rows' markup stays as small as before it.
const bell =
  'M10.01 21.01c0 1.1.89 1.99 1.99 1.99s1.99-.89 1.99-1.99zM12 6c2.76 0 5 2.24 5 5v7H7v-7c0-2.76 2.24-5 5-5m0-4.5c-.83 0-1.5.67-1.5 1.5v1.17C7.36 4.85 5 7.65 5 11v6l-2 2v1h18v-1l-2-2v-6c0-3.35-2.36-6.15-5.5-6.83V3c0-.83-.67-1.5-1.5-1.5M13 8h-2v3H8v2h3v3h2v-3h3v-2h-3z';
const mask = `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath d='${bell}'/%3E%3C/svg%3E") center / contain no-repeat`;

/** The sx of a bell `size` px wide, as the `::before` of the element given the class `alert`. */
export function alertBell(size: number) {
  return {
    content: '""',
    display: 'block',
    width: size,
    height: size,
    bgcolor: 'currentColor',
    WebkitMask: mask,
    mask,
    // High-contrast modes keep the bell in the text colour instead of painting it over.
    forcedColorAdjust: 'none',
  } as const;
}
