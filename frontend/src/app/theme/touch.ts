/**
 * Screens used with a finger (phones, tablets). Controls there are at least TOUCH_TARGET px in
 * each direction, as a thumb needs; a mouse (pointer: fine) keeps MUI's denser sizes, so desktop
 * layouts are unchanged.
 */
export const onTouchScreens = '@media (pointer: coarse)';

/** The smallest tap target, in CSS px (WCAG 2.5.5 and Android's guideline). */
export const TOUCH_TARGET = 48;
