import type { Theme } from '@mui/material/styles';

/**
 * The keyboard focus ring's colour: dark green on light surfaces (7.9:1 on white). A custom
 * property, so a dark surface recolours every ring inside it whatever rule draws the ring (the
 * global :focus-visible rule or MUI's Mui-focusVisible one).
 */
export const focusRingColor = 'var(--focus-ring-color, #1b5e20)';

/** For the dark green bars (navigation bar, sidebar, footer): an amber focus ring that shows. */
export const darkSurfaceFocus = (theme: Theme) => ({
  '--focus-ring-color': theme.palette.warning.main,
});

/** For a light surface inside a dark one (the phone menu opened from the navigation bar). */
export const lightSurfaceFocus = {
  '--focus-ring-color': '#1b5e20',
} as const;
