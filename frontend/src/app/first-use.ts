// Starting the app on the visitor's first interaction with a server-rendered page, without losing
// that interaction. Links need no app (they navigate as links do); anything else that acts on a
// click (a menu button, the language switcher, AgroBot's button) is held back, and once the app
// has taken over the markup, the same element is clicked again: hydration keeps the server's DOM
// nodes, so it is still the same button.

const STARTERS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel'] as const;
// Fields are not held: focusing one starts the app, and text typed before it runs is handed to it.
const CONTROLS = 'button, [role="button"], [role="combobox"], [role="tab"], summary';
/**
 * What works without the app and does not start it: links (they navigate, and the next page starts
 * afresh) and the browser's own popover menus with what is inside them, so that opening the phone's
 * menu and following one of its links are not slowed down by the app starting on the same thread
 * (docs/adr/0009-public-pages-work-before-the-app.md).
 */
const popoversWork =
  typeof HTMLElement !== 'undefined' && Object.hasOwn(HTMLElement.prototype, 'popover');

function worksWithoutApp(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest('a[href]')) return true;
  if (!popoversWork) return false;
  if (target.closest('[popovertarget]')) return true;
  // Inside an open menu, only its search field needs the app.
  return target.closest('[popover]') !== null && target.closest('form, input') === null;
}

/** What starting the app tells: when the page itself (not only the root) has been taken over. */
export type Started = { pageShown?: Promise<void> } | void;

/** How long typed text waits for a page that never shows (it failed and shows its error). */
const PAGE_WAIT_MS = 30_000;

/** Starts the app on first use; returns a function that starts it now (at most once). */
export function whenFirstUsed(start: () => Promise<Started>): () => Promise<void> {
  let started: Promise<void> | null = null;
  let held: HTMLElement | null = null;
  // Fields typed into before the app ran, with their text: the app has not seen it yet (and may
  // clear the field when it takes it over).
  const typed = new Map<HTMLInputElement | HTMLTextAreaElement, string>();
  const onInput = (event: Event) => {
    const field = event.target;
    if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
      typed.set(field, field.value);
    }
  };

  const starter = (event: Event) => {
    if (!worksWithoutApp(event.target)) void begin();
  };
  const begin = () => {
    if (started) return started;
    for (const type of STARTERS) removeEventListener(type, starter, true);
    started = start()
      .then(async (app) => {
        stopListening();
        // The page's fields hydrate with the page, which a slow phone may still be loading: text
        // handed over before that is lost when React takes the field (it holds '' until then).
        if (typed.size > 0 && app?.pageShown) {
          await Promise.race([app.pageShown, new Promise((r) => setTimeout(r, PAGE_WAIT_MS))]);
        }
        for (const [field, text] of typed) {
          // Should React have rendered the field anew (markup that did not match), the new one
          // has the same id or name.
          const target = field.isConnected ? field : replacementOf(field);
          if (target) retype(target, text);
        }
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
    if (!control || worksWithoutApp(control)) return;
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
  for (const type of STARTERS) addEventListener(type, starter, { capture: true, passive: true });
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
function retype(field: HTMLInputElement | HTMLTextAreaElement, text: string): void {
  field.value = '';
  const native = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value');
  native?.set?.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The field now in the page in place of one React replaced, by id, else by name. */
function replacementOf(
  field: HTMLInputElement | HTMLTextAreaElement,
): HTMLInputElement | HTMLTextAreaElement | null {
  const found =
    (field.id && document.getElementById(field.id)) ||
    (field.name && document.querySelector(`[name="${CSS.escape(field.name)}"]`)) ||
    null;
  return found instanceof HTMLInputElement || found instanceof HTMLTextAreaElement ? found : null;
}
