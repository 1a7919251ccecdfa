import { onTouchScreens, TOUCH_TARGET } from '../../app/theme/touch';

/**
 * The sx of a link that stands on its own (a "see all", a back link, a card's title), not in a
 * sentence: on a touch screen its box is at least 48x48 px, its text centred in the height, as a
 * thumb needs. With a mouse it keeps the size of its text.
 */
export const standaloneLink = {
  [onTouchScreens]: {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: TOUCH_TARGET,
    minWidth: TOUCH_TARGET,
  },
} as const;

/** The same minimum for a link that keeps a display of its own (a block in a bulleted list). */
export const touchSized = {
  [onTouchScreens]: { minHeight: TOUCH_TARGET, minWidth: TOUCH_TARGET },
} as const;
