import SmartToyIcon from '@mui/icons-material/SmartToy';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { BOTTOM_BAR_HEIGHT } from '../../../components/ui/sticky-bottom-bar';

// The chat window and its form controls are a chunk of their own, fetched when the user reaches
// for the button (hover, focus, touch) or opens it: every page shows the button, few open it.
const loadDialog = () => import('./chat-dialog');
const ChatDialog = lazy(loadDialog);

/** A text field (or select) of the page has the focus: on a phone, the keyboard is up. */
function isField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  // A dialog (the chat's own, Buy Now...) sits above the button anyway.
  if (target.closest('[role="dialog"]')) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return (
    target instanceof HTMLInputElement &&
    !['button', 'checkbox', 'radio', 'submit', 'reset', 'file', 'range'].includes(target.type)
  );
}

/** Whether the reader is typing in a field of the page (not in the chat itself). */
function useTypingInPage(): boolean {
  const [typing, setTyping] = useState(false);
  useEffect(() => {
    const update = () => setTyping(isField(document.activeElement));
    document.addEventListener('focusin', update);
    document.addEventListener('focusout', update);
    return () => {
      document.removeEventListener('focusin', update);
      document.removeEventListener('focusout', update);
    };
  }, []);
  return typing;
}

/** What a tap may be meant for: the button must never sit on one of these. */
const CONTROL = [
  'a[href]',
  'button',
  'input',
  'select',
  'textarea',
  'label',
  'summary',
  '[role="button"]',
  '[role="link"]',
  '[role="tab"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="switch"]',
  '[role="combobox"]',
  '[role="slider"]',
  '[role="menuitem"]',
].join(',');

/** Points checked across the button's spot (and a little around it), per side. */
const PROBES = 4;
const MARGIN_PX = 4;

type Area = { left: number; top: number; width: number; height: number };

/** Whether a control of the page lies in `box` (a button there would take its taps). */
function controlIn(box: Area, spot: HTMLElement): boolean {
  for (let i = 0; i < PROBES; i++) {
    for (let j = 0; j < PROBES; j++) {
      const x = box.left - MARGIN_PX + ((box.width + 2 * MARGIN_PX) * i) / (PROBES - 1);
      const y = box.top - MARGIN_PX + ((box.height + 2 * MARGIN_PX) * j) / (PROBES - 1);
      const hits = document.elementsFromPoint(x, y).filter((element) => !spot.contains(element));
      if (hits.some((element) => element.closest(CONTROL))) return true;
      // A disabled button takes no taps, so hit testing passes through it to whatever lies
      // behind (its container, or a neighbour's box that reaches over it: the dashboard's Watch
      // button under the form's grid cells); it is still a control (Previous on the first page,
      // Watch before a crop is chosen) and must not be hidden under the button.
      if (disabledAt(x, y, spot)) return true;
    }
  }
  return false;
}

/** Whether a disabled control of the page (not of the button's spot) is drawn at (x, y). */
function disabledAt(x: number, y: number, spot: HTMLElement): boolean {
  for (const control of document.querySelectorAll(':disabled, [aria-disabled="true"]')) {
    if (spot.contains(control)) continue;
    const r = control.getBoundingClientRect();
    if (r.width > 0 && x >= r.left && x <= r.right && y >= r.top && y <= r.bottom) return true;
  }
  return false;
}

/** Where the button is: its usual corner, the other one, or away (both have a control). */
type Place = 'right' | 'left' | 'away';

/** The first clear corner, the current one first (so the button does not hop needlessly). */
function placeFor(spot: HTMLElement, side: 'right' | 'left'): Place {
  // Browsers without hit testing (tests' jsdom) leave the button where it is.
  if (typeof document.elementsFromPoint !== 'function') return side;
  const box = spot.getBoundingClientRect();
  if (box.width === 0 || box.height === 0) return side;
  // The other corner mirrors this one across the page.
  const mirrored = { ...box.toJSON(), left: document.documentElement.clientWidth - box.right };
  const other = side === 'right' ? 'left' : 'right';
  if (!controlIn(box, spot)) return side;
  if (!controlIn(mirrored as Area, spot)) return other;
  return 'away';
}

/**
 * Where the button goes now: checked in the frame after a scroll or a resize, and once the phone is
 * idle after a change of the page (a list that arrives).
 */
function usePlace(spot: RefObject<HTMLElement | null>): Place {
  const [place, setPlace] = useState<Place>('right');
  const side = useRef<'right' | 'left'>('right');
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      if (!spot.current) return;
      const next = placeFor(spot.current, side.current);
      if (next !== 'away') side.current = next;
      setPlace(next);
    };
    const soon = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    // A change of the page (a list that arrives, the app taking over the page) is checked when
    // the phone is idle: while React is at work, each check would force a layout in its frame.
    let idle = 0;
    const hasIdle = typeof requestIdleCallback === 'function';
    const later = () => {
      if (idle) return;
      const then = () => {
        idle = 0;
        soon();
      };
      idle = hasIdle ? requestIdleCallback(then, { timeout: 500 }) : window.setTimeout(then, 100);
    };
    later();
    window.addEventListener('scroll', soon, { passive: true });
    window.addEventListener('resize', soon);
    const changes = new MutationObserver(later);
    changes.observe(document.body, { childList: true, subtree: true });
    return () => {
      if (hasIdle) cancelIdleCallback(idle);
      else window.clearTimeout(idle);
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', soon);
      window.removeEventListener('resize', soon);
      changes.disconnect();
    };
  }, [spot]);
  return place;
}

/**
 * The floating AgroBot: a button that opens a chat kept for the browser session. It steps aside
 * while the reader types in a field of the page, so it never covers what they are filling in (on a
 * phone the keyboard pushes the page up under it), floats above a bar pinned to the bottom of the
 * page, and never sits on a control of the page (a card's button, a form's Save, a link), so a tap
 * meant for that control always reaches it: it moves to the other bottom corner when that one is
 * clear, or shrinks away until one is. Dialogs cover it (it sits below them).
 */
export default function ChatWidget({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { t } = useTranslation('advisory');
  const [open, setOpen] = useState(defaultOpen);
  // Once opened the chat stays mounted, so a half-typed question survives closing it.
  const [used, setUsed] = useState(defaultOpen);
  const prefetch = () => void loadDialog();
  const typing = useTypingInPage();
  const spot = useRef<HTMLDivElement>(null);
  const place = usePlace(spot);
  // Away, the button keeps the corner it was in (it shrinks there and grows back there).
  const [corner, setCorner] = useState<'right' | 'left'>('right');
  if (place !== 'away' && place !== corner) setCorner(place);

  return (
    <>
      {!(typing && !open) && (
        // The spot stays where it is (and is checked) while the button is away; only the button
        // itself takes taps.
        <Box
          ref={spot}
          data-agrobot-spot=""
          sx={{
            position: 'fixed',
            [corner]: { xs: 16, md: 24 },
            // Above a bar pinned to the bottom of the page (Buy Now on a product page), if any.
            bottom: {
              xs: `max(84px, calc(var(${BOTTOM_BAR_HEIGHT}, 0px) + 16px))`,
              md: `max(96px, calc(var(${BOTTOM_BAR_HEIGHT}, 0px) + 24px))`,
            },
            zIndex: 1200,
            pointerEvents: 'none',
          }}
        >
          <Fab
            color="primary"
            aria-label={t('chat.open')}
            onClick={() => {
              setUsed(true);
              setOpen(true);
            }}
            onPointerEnter={prefetch}
            onFocus={prefetch}
            onTouchStart={prefetch}
            sx={{
              pointerEvents: 'auto',
              transition: (theme) =>
                theme.transitions.create(['transform', 'visibility'], {
                  duration: theme.transitions.duration.shortest,
                }),
              ...(place === 'away' && { transform: 'scale(0)', visibility: 'hidden' }),
            }}
          >
            <SmartToyIcon />
          </Fab>
        </Box>
      )}
      {used && (
        <Suspense fallback={null}>
          <ChatDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
