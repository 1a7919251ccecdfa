// The browser's own popover (the `popover` attribute, with `popovertarget` on its button) opens and
// closes a menu with no script at all: on a server-rendered page the first tap on the menu works
// before the app has been downloaded (docs/adr/0009-public-pages-work-before-the-app.md). Browsers
// without it (older Android WebViews) get the same element opened by the app instead.

// Pages rendered on the server are written for browsers that have it.
export const supportsPopover =
  typeof HTMLElement === 'undefined' || Object.hasOwn(HTMLElement.prototype, 'popover');

/** Closes the popover that holds `element`, if it is open (after a link in it was followed). */
export function closeEnclosingPopover(element: Element): void {
  const popover = element.closest<HTMLElement>('[popover]');
  if (supportsPopover && popover?.matches(':popover-open')) popover.hidePopover();
}

/** Closes the popover with this id, if it is open. */
export function closePopover(id: string): void {
  const popover = document.getElementById(id);
  if (supportsPopover && popover?.matches(':popover-open')) popover.hidePopover();
}
