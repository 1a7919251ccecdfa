import type { Components, Theme } from '@mui/material/styles';
import { onTouchScreens, TOUCH_TARGET } from '../touch';

// MUI's small fields are 40 px tall: on a touch screen they grow to 48 px, their text and label
// centred in the taller box. The content's height is MUI's line of 1.4375em.
const centred = `calc((${TOUCH_TARGET}px - 1.4375em) / 2)`;

export const inputOverrides: Components<Theme> = {
  MuiOutlinedInput: {
    styleOverrides: {
      root: {
        [onTouchScreens]: {
          '&.MuiInputBase-sizeSmall': { minHeight: TOUCH_TARGET },
          // A select's whole box opens its list, not only the middle 40 px of it.
          '&.MuiInputBase-sizeSmall .MuiSelect-select': {
            paddingTop: centred,
            paddingBottom: centred,
          },
        },
      },
    },
  },
  MuiInputLabel: {
    styleOverrides: {
      root: {
        [onTouchScreens]: {
          // Resting inside the field (not yet floated onto its border): in the taller box's middle.
          '&.MuiInputLabel-outlined.MuiInputLabel-sizeSmall:not(.MuiInputLabel-shrink)': {
            transform: `translate(14px, ${centred}) scale(1)`,
          },
        },
      },
    },
  },
  MuiAutocomplete: {
    styleOverrides: {
      root: {
        [onTouchScreens]: {
          // Its open and clear buttons grow to 48 px (MuiIconButton): the text makes room for them
          // as MUI counts it: the buttons, 4 px, and the 9 px they sit from the edge.
          '&.MuiAutocomplete-hasPopupIcon .MuiOutlinedInput-root.MuiAutocomplete-inputRoot, &.MuiAutocomplete-hasClearIcon .MuiOutlinedInput-root.MuiAutocomplete-inputRoot':
            { paddingRight: TOUCH_TARGET + 4 + 9 },
          '&.MuiAutocomplete-hasPopupIcon.MuiAutocomplete-hasClearIcon .MuiOutlinedInput-root.MuiAutocomplete-inputRoot':
            { paddingRight: 2 * TOUCH_TARGET + 4 + 9 },
        },
      },
      endAdornment: {
        [onTouchScreens]: { top: `calc(50% - ${TOUCH_TARGET / 2}px)` },
      },
    },
  },
};
