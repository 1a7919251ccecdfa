import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenFirstUsed } from './first-use';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

function field(id: string): HTMLInputElement {
  const input = document.createElement('input');
  input.id = id;
  input.type = 'search';
  document.body.append(input);
  return input;
}

/** Types as a person does before the app runs: focus (which starts it), then text. */
function typeInto(input: HTMLInputElement, text: string) {
  input.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  input.value = text;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('text typed before the app runs', () => {
  it('is handed to the page only once the page itself has been taken over', async () => {
    const input = field('market-search');
    const app = deferred();
    const page = deferred();
    whenFirstUsed(async () => {
      await app.promise;
      return { pageShown: page.promise };
    });
    typeInto(input, 'gehu');
    const seen: string[] = [];
    input.addEventListener('input', () => seen.push(input.value));

    app.resolve();
    await flush();
    // The root runs, the page is still loading on a slow phone; when React takes the field it
    // holds its own value (''), as a controlled field does.
    input.value = '';
    expect(seen).toEqual([]);

    page.resolve();
    await flush();
    expect(input.value).toBe('gehu');
    expect(seen).toEqual(['gehu']);
  });

  it('finds the field by its id when React rendered it anew', async () => {
    const first = field('market-search');
    const page = deferred();
    whenFirstUsed(() => Promise.resolve({ pageShown: page.promise }));
    typeInto(first, 'ghau');
    first.remove();
    const second = field('market-search');

    page.resolve();
    await flush();
    await flush();
    expect(second.value).toBe('ghau');
  });

  it('does not wait for the page when nothing was typed', async () => {
    const button = document.createElement('button');
    document.body.append(button);
    let pressed = 0;
    const never = new Promise<void>(() => {});
    whenFirstUsed(() => Promise.resolve({ pageShown: never }));
    button.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
    button.click(); // held back: the app is not running yet
    button.addEventListener('click', () => pressed++);
    await flush();
    await flush();
    expect(pressed).toBe(1);
  });
});

describe('what works without the app', () => {
  it("a link or the browser's own menu does not start the app; a button does", async () => {
    let starts = 0;
    document.body.innerHTML =
      '<a href="/About" id="link">About</a>' +
      '<button popovertarget="menu" id="menu-button">Menu</button>' +
      '<div popover id="menu"><a href="?lang=hi" id="hindi">हिन्दी</a><input id="search"></div>' +
      '<button id="chat">AgroBot</button>';
    // jsdom knows no popovers: say this browser does, as phones' browsers do.
    Object.defineProperty(HTMLElement.prototype, 'popover', { value: null, configurable: true });
    try {
      vi.resetModules();
      const { whenFirstUsed: fresh } = await import('./first-use');
      fresh(async () => {
        starts += 1;
      });
      const press = (id: string) =>
        document
          .getElementById(id)!
          .dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      press('link');
      press('menu-button');
      press('hindi');
      await flush();
      expect(starts).toBe(0);

      press('chat');
      await flush();
      expect(starts).toBe(1);
    } finally {
      delete (HTMLElement.prototype as { popover?: unknown }).popover;
    }
  });
});
