import { createTheme } from '@mui/material/styles';
import { focusRingColor } from './focus';
import { palette } from './palette';
import { typography } from './typography';
import { appBarOverrides } from './components/app-bar';
import { buttonOverrides } from './components/button';
import { cardOverrides } from './components/card';
import { chipOverrides } from './components/chip';
import { cssBaselineOverrides } from './components/css-baseline';
import { inputOverrides } from './components/input';
import { linkOverrides } from './components/link';

export const theme = createTheme({
  palette,
  typography,
  shape: { borderRadius: 10 },
  // MUI's own ring on buttons, links, cards and menu items (its ButtonBase drops the outline the
  // global :focus-visible rule would draw): 3 px, off the element, in the surface's ring colour.
  focusVisible: { outlineColor: focusRingColor, outlineWidth: 3, outlineOffset: 2 },
  components: {
    ...cssBaselineOverrides,
    ...appBarOverrides,
    ...buttonOverrides,
    ...cardOverrides,
    ...chipOverrides,
    ...inputOverrides,
    ...linkOverrides,
  },
});
