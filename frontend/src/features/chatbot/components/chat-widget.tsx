import SmartToyIcon from '@mui/icons-material/SmartToy';
import Fab from '@mui/material/Fab';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The chat window and its form controls are a chunk of their own, fetched when the user reaches
// for the button (hover, focus, touch) or opens it: every page shows the button, few open it.
const loadDialog = () => import('./chat-dialog');
const ChatDialog = lazy(loadDialog);

/** The floating AgroBot: a button that opens a chat kept for the browser session. */
export default function ChatWidget({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { t } = useTranslation('advisory');
  const [open, setOpen] = useState(defaultOpen);
  // Once opened the chat stays mounted, so a half-typed question survives closing it.
  const [used, setUsed] = useState(defaultOpen);
  const prefetch = () => void loadDialog();

  return (
    <>
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
          bottom: { xs: 84, md: 96 },
          zIndex: 1200,
        }}
      >
        <SmartToyIcon />
      </Fab>
      {used && (
        <Suspense fallback={null}>
          <ChatDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
