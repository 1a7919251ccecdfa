import type { Theme } from '@mui/material/styles';

/** For the dark green bars (navigation bar, sidebar, footer): an amber focus ring that shows. */
export const darkSurfaceFocus = (theme: Theme) => ({
  '& :focus-visible': { outlineColor: theme.palette.warning.main },
});
