// Starting the app on the visitor's first interaction with a server-rendered page, without losing
// that interaction. Links need no app (they navigate as links do); anything else that acts on a
// click (a menu button, the language switcher, AgroBot's button) is held back, and once the app
// has taken over the markup, the same element is clicked again: hydration keeps the server's DOM
// nodes, so it is still the same button.

const STARTERS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel'] as const;
// Fields are not held: focusing one starts the app, which is ready before the typing is done.
const CONTROLS = 'button, [role="button"], [role="combobox"], [role="tab"], summary';

export function whenFirstUsed(start: () => Promise<void>): void {
  let started: Promise<void> | null = null;
  let held: HTMLElement | null = null;

  const begin = () => {
    if (started) return started;
    for (const type of STARTERS) removeEventListener(type, begin, true);
    started = start()
      .then(() => {
        document.removeEventListener('click', hold, true);
        const element = held;
        held = null;
        if (element?.isConnected) element.click();
      })
      .catch((e: unknown) => {
        // The app could not load (offline, a new deployment): the page stays readable, and
        // its links keep working; the next attempt is a reload.
        document.removeEventListener('click', hold, true);
        console.error(e);
      });
    return started;
  };

  const hold = (event: MouseEvent) => {
    const control = (event.target as Element | null)?.closest<HTMLElement>(CONTROLS);
    if (!control || control.closest('a[href]')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = control;
    void begin();
  };

  document.addEventListener('click', hold, true);
  for (const type of STARTERS) addEventListener(type, begin, { capture: true, passive: true });
}
