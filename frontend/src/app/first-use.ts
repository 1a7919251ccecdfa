// Starting the app on the visitor's first interaction with a server-rendered page, without losing
// that interaction. Links need no app (they navigate as links do); anything else that acts on a
// click (a menu button, the language switcher, AgroBot's button) is held back, and once the app
// has taken over the markup, the same element is clicked again: hydration keeps the server's DOM
// nodes, so it is still the same button.

const STARTERS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel'] as const;
// Fields are not held: focusing one starts the app, and text typed before it runs is handed to it.
const CONTROLS = 'button, [role="button"], [role="combobox"], [role="tab"], summary';

/** Starts the app on first use; returns a function that starts it now (at most once). */
export function whenFirstUsed(start: () => Promise<void>): () => Promise<void> {
  let started: Promise<void> | null = null;
  let held: HTMLElement | null = null;
  // Fields typed into before the app ran: the app has not seen that text yet.
  const typed = new Set<HTMLInputElement | HTMLTextAreaElement>();
  const onInput = (event: Event) => {
    const field = event.target;
    if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) typed.add(field);
  };

  const begin = () => {
    if (started) return started;
    for (const type of STARTERS) removeEventListener(type, begin, true);
    started = start()
      .then(async () => {
        stopListening();
        for (const field of typed) if (field.isConnected) retype(field);
        // Let the app apply that text before the held press acts on it (a form's submit).
        if (typed.size > 0) await new Promise((resolve) => setTimeout(resolve, 0));
        const element = held;
        held = null;
        if (element?.isConnected) pressAgain(element);
      })
      .catch((e: unknown) => {
        // The app could not load (offline, a new deployment): the page stays readable, and
        // its links keep working; the next attempt is a reload.
        stopListening();
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

  const stopListening = () => {
    document.removeEventListener('click', hold, true);
    document.removeEventListener('input', onInput, true);
  };

  document.addEventListener('click', hold, true);
  document.addEventListener('input', onInput, true);
  for (const type of STARTERS) addEventListener(type, begin, { capture: true, passive: true });
  return begin;
}

/**
 * Presses a held control again. A select box (MUI's Select, role "combobox") opens on the mouse
 * button going down rather than on click, so it gets that event instead.
 */
function pressAgain(element: HTMLElement): void {
  if (element.getAttribute('role') === 'combobox' && element.tagName !== 'INPUT') {
    element.dispatchEvent(
      new MouseEvent('mousedown', { bubbles: true, cancelable: true, button: 0 }),
    );
  } else {
    element.click();
  }
}

/**
 * Tells the app about text typed before it ran, as typing would: React remembers the value it last
 * saw (through the element's own `value` setter), so the field is cleared that way, refilled
 * around it and announced with an input event.
 */
function retype(field: HTMLInputElement | HTMLTextAreaElement): void {
  const text = field.value;
  field.value = '';
  const native = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value');
  native?.set?.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
