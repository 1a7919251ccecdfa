import type { Components, Theme } from '@mui/material/styles';
import { onTouchScreens, TOUCH_TARGET } from '../touch';

export const chipOverrides: Components<Theme> = {
  MuiChip: {
    styleOverrides: {
      // A chip one taps (a filter) is a button: on a touch screen as tall as a thumb needs; the
      // chips that only label something keep their 32 px.
      root: {
        [onTouchScreens]: {
          '&.MuiChip-clickable': {
            height: 'auto',
            minHeight: TOUCH_TARGET,
            minWidth: TOUCH_TARGET,
            borderRadius: TOUCH_TARGET / 2,
          },
        },
      },
    },
  },
};
