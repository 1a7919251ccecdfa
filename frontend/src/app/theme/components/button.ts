import type { Components, Theme } from '@mui/material/styles';
import { onTouchScreens, TOUCH_TARGET } from '../touch';

export const buttonOverrides: Components<Theme> = {
  MuiButton: {
    defaultProps: { disableElevation: true },
    styleOverrides: {
      // Large enough to hit with a thumb: 40 px with a mouse, 48 px on a touch screen.
      root: { minHeight: 40, borderRadius: 8, [onTouchScreens]: { minHeight: TOUCH_TARGET } },
    },
  },
  MuiIconButton: {
    styleOverrides: {
      // MUI's icon buttons are 28 to 40 px: too small for a thumb. The icon stays its size; the
      // button around it grows (and stays round).
      root: { [onTouchScreens]: { minWidth: TOUCH_TARGET, minHeight: TOUCH_TARGET } },
    },
  },
};
