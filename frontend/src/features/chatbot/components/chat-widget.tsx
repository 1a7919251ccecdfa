import SmartToyIcon from '@mui/icons-material/SmartToy';
import Fab from '@mui/material/Fab';
import { lazy, Suspense, useEffect, useState } from 'react';
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

/**
 * The floating AgroBot: a button that opens a chat kept for the browser session. It steps aside
 * while the reader types in a field of the page, so it never covers what they are filling in (on a
 * phone the keyboard pushes the page up under it), and floats above a bar pinned to the bottom of
 * the page. Dialogs cover it (it sits below them).
 */
export default function ChatWidget({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { t } = useTranslation('advisory');
  const [open, setOpen] = useState(defaultOpen);
  // Once opened the chat stays mounted, so a half-typed question survives closing it.
  const [used, setUsed] = useState(defaultOpen);
  const prefetch = () => void loadDialog();
  const typing = useTypingInPage();

  return (
    <>
      {!(typing && !open) && (
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
            position: 'fixed',
            right: { xs: 16, md: 24 },
            // Above a bar pinned to the bottom of the page (Buy Now on a product page), if any.
            bottom: {
              xs: `max(84px, calc(var(${BOTTOM_BAR_HEIGHT}, 0px) + 16px))`,
              md: `max(96px, calc(var(${BOTTOM_BAR_HEIGHT}, 0px) + 24px))`,
            },
            zIndex: 1200,
          }}
        >
          <SmartToyIcon />
        </Fab>
      )}
      {used && (
        <Suspense fallback={null}>
          <ChatDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
