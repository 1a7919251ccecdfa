import { touchSized } from '../../../components/ui/touch-target';
// The chat itself, downloaded when AgroBot is first opened (chat-widget.tsx).
import CloseIcon from '@mui/icons-material/Close';
import MicIcon from '@mui/icons-material/Mic';
import SendIcon from '@mui/icons-material/Send';
import SmartToyIcon from '@mui/icons-material/SmartToy';
import StopIcon from '@mui/icons-material/Stop';
import VolumeUpIcon from '@mui/icons-material/VolumeUp';
import CircularProgress from '@mui/material/CircularProgress';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../app/paths';
import {
  askAgroBot,
  MAX_QUESTION_LENGTH,
  type ChatLanguage,
  type ChatSource,
} from '../../../api/advisory';
import { useReadAloud } from '../voice/use-read-aloud';
import { useVoiceInput } from '../voice/use-voice-input';

type Message =
  | { sender: 'user'; text: string }
  | {
      sender: 'bot';
      text: string;
      sources?: ChatSource[];
      welcome?: boolean;
      failed?: boolean;
      /** The language the answer is in. */
      lang?: ChatLanguage;
      /** AgroBot did not know: the reader is sent to the experts. */
      unanswered?: boolean;
    };

type Conversation = { id?: string; messages: Message[] };

const STORAGE_KEY = 'agrobot-conversation';
const LANGUAGES: ChatLanguage[] = ['en', 'hi', 'gu'];

function loadConversation(): Conversation {
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as Conversation | null;
    if (saved && Array.isArray(saved.messages)) return saved;
  } catch {
    /* a broken entry starts a new conversation */
  }
  return { messages: [] };
}

function asLanguage(language: string): ChatLanguage {
  return (LANGUAGES as string[]).includes(language) ? (language as ChatLanguage) : 'en';
}

/** AgroBot's chat window: a conversation kept for the browser session. */
export default function ChatDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation('advisory');
  const phone = useMediaQuery('(max-width:600px)');
  const [conversation, setConversation] = useState<Conversation>(loadConversation);
  const [language, setLanguage] = useState<ChatLanguage>(asLanguage(i18n.language));
  const [draft, setDraft] = useState('');
  const [waiting, setWaiting] = useState(false);
  const endRef = useRef<HTMLDivElement>(null);
  const voice = useVoiceInput({ language, draft, setDraft });
  const readAloud = useReadAloud();
  const { cancel: cancelVoice } = voice;
  const { stop: stopReading } = readAloud;

  useEffect(() => {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(conversation));
  }, [conversation]);
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [conversation.messages.length, waiting, open]);
  // Closed: no listening, no microphone held, no reading aloud.
  useEffect(() => {
    if (!open) {
      cancelVoice();
      stopReading();
    }
  }, [open, cancelVoice, stopReading]);

  async function send() {
    const question = draft.trim();
    if (!question || waiting) return; // an empty message is never sent
    if (voice.state === 'listening' || voice.state === 'recording') voice.cancel();
    setDraft('');
    setConversation((c) => ({
      ...c,
      messages: [...c.messages, { sender: 'user', text: question }],
    }));
    setWaiting(true);
    try {
      const answer = await askAgroBot(question, language, conversation.id);
      setConversation((c) => ({
        id: answer.conversationId,
        messages: [
          ...c.messages,
          {
            sender: 'bot',
            text: answer.answer,
            sources: answer.sources,
            lang: answer.language,
            unanswered: !answer.matched,
          },
        ],
      }));
    } catch (error) {
      const status = (error as { status?: number }).status;
      setConversation((c) => ({
        ...c,
        messages: [
          ...c.messages,
          {
            sender: 'bot',
            text: status === 429 ? t('chat.tooMany') : t('chat.failed'),
            failed: true,
          },
        ],
      }));
    } finally {
      setWaiting(false);
    }
  }

  const messages: Message[] = [
    { sender: 'bot', text: t('chat.welcome'), welcome: true },
    ...conversation.messages,
  ];

  return (
    <>
      <Dialog
        open={open}
        onClose={onClose}
        fullScreen={phone}
        aria-labelledby="agrobot-title"
        slotProps={{
          paper: {
            sx: phone
              ? {}
              : {
                  position: 'fixed',
                  right: 24,
                  bottom: 24,
                  m: 0,
                  width: 380,
                  height: 560,
                  maxHeight: '80vh',
                },
          },
        }}
      >
        <Stack sx={{ height: '100%' }}>
          <Stack
            direction="row"
            sx={{
              alignItems: 'center',
              gap: 1,
              px: 2,
              py: 1.5,
              bgcolor: 'primary.main',
              color: 'common.white',
            }}
          >
            <SmartToyIcon aria-hidden />
            <Box sx={{ flex: 1 }}>
              <Typography id="agrobot-title" component="h2" sx={{ fontWeight: 700 }}>
                {t('chat.title')}
              </Typography>
              <Typography variant="caption">{t('chat.subtitle')}</Typography>
            </Box>
            <IconButton aria-label={t('chat.close')} onClick={onClose} sx={{ color: 'inherit' }}>
              <CloseIcon />
            </IconButton>
          </Stack>
          <Box
            role="log"
            aria-live="polite"
            aria-label={t('chat.title')}
            sx={{ flex: 1, overflowY: 'auto', px: 2, py: 1.5, bgcolor: '#f4f8f1' }}
          >
            {messages.map((m, i) => (
              <Box
                key={i}
                sx={{
                  display: 'flex',
                  justifyContent: m.sender === 'user' ? 'flex-end' : 'flex-start',
                  mb: 1.25,
                }}
              >
                <Box
                  sx={{
                    maxWidth: '85%',
                    px: 1.5,
                    py: 1,
                    borderRadius: 2,
                    whiteSpace: 'pre-line',
                    bgcolor: m.sender === 'user' ? 'primary.main' : 'background.paper',
                    color: m.sender === 'user' ? 'common.white' : 'text.primary',
                    border: m.sender === 'bot' ? 1 : 0,
                    borderColor: m.sender === 'bot' && m.failed ? 'error.light' : 'divider',
                  }}
                >
                  <Typography component="span" sx={visuallyHidden}>
                    {m.sender === 'user' ? t('chat.you') : t('chat.bot')}:{' '}
                  </Typography>
                  <Typography
                    variant="body2"
                    component="span"
                    lang={m.sender === 'bot' ? m.lang : undefined}
                  >
                    {m.text}
                  </Typography>
                  {m.sender === 'bot' &&
                    !m.welcome &&
                    !m.failed &&
                    readAloud.canRead(m.lang ?? language) && (
                      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mr: -1, mb: -0.5 }}>
                        <IconButton
                          size="small"
                          aria-label={
                            readAloud.reading === i
                              ? t('chat.voice.stopReading')
                              : t('chat.voice.readAloud')
                          }
                          aria-pressed={readAloud.reading === i}
                          onClick={() => readAloud.toggle(i, m.text, m.lang ?? language)}
                          sx={touchTarget}
                        >
                          {readAloud.reading === i ? <StopIcon /> : <VolumeUpIcon />}
                        </IconButton>
                      </Box>
                    )}
                  {m.sender === 'bot' && m.unanswered && (
                    <Typography variant="body2" sx={{ mt: 1 }}>
                      <Link component={RouterLink} to={paths.expert} onClick={onClose}>
                        {t('chat.askExperts')}
                      </Link>
                    </Typography>
                  )}
                  {m.sender === 'bot' && m.sources && m.sources.length > 0 && (
                    <Box sx={{ mt: 1, pt: 1, borderTop: 1, borderColor: 'divider' }}>
                      <Typography variant="caption" sx={{ fontWeight: 700 }}>
                        {t('chat.sources')}
                      </Typography>
                      <Box component="ul" sx={{ m: 0, pl: 2 }}>
                        {m.sources.map((s) => (
                          <li key={s.id}>
                            <Typography variant="caption">
                              {s.title} —{' '}
                              {s.url ? (
                                <Link href={s.url} target="_blank" rel="noopener noreferrer">
                                  {s.source}
                                </Link>
                              ) : (
                                s.source
                              )}
                            </Typography>
                          </li>
                        ))}
                      </Box>
                    </Box>
                  )}
                </Box>
              </Box>
            ))}
            {waiting && (
              <Typography
                role="status"
                sx={{ color: 'text.secondary', fontWeight: 700, letterSpacing: 2 }}
              >
                {t('chat.waiting')}
              </Typography>
            )}
            <div ref={endRef} />
          </Box>
          <Box
            component="form"
            onSubmit={(e) => {
              e.preventDefault();
              void send();
            }}
            sx={{ p: 1.5, borderTop: 1, borderColor: 'divider' }}
          >
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <TextField
                autoFocus
                fullWidth
                size="small"
                multiline
                maxRows={4}
                value={draft}
                onChange={(e) => setDraft(e.target.value.slice(0, MAX_QUESTION_LENGTH))}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' && !e.shiftKey) {
                    e.preventDefault();
                    void send();
                  }
                }}
                placeholder={t('chat.placeholder')}
                slotProps={{ htmlInput: { 'aria-label': t('chat.placeholder') } }}
              />
              {voice.available && (
                <IconButton
                  color={voice.state === 'idle' ? 'primary' : 'error'}
                  aria-label={
                    voice.state === 'listening' || voice.state === 'recording'
                      ? t('chat.voice.stop')
                      : t('chat.voice.speak')
                  }
                  aria-pressed={voice.state === 'listening' || voice.state === 'recording'}
                  disabled={voice.state === 'transcribing'}
                  onClick={voice.toggle}
                  sx={{ ...touchTarget, flexShrink: 0 }}
                >
                  {voice.state === 'transcribing' ? (
                    <CircularProgress size={22} aria-hidden />
                  ) : voice.state === 'idle' ? (
                    <MicIcon />
                  ) : (
                    <StopIcon />
                  )}
                </IconButton>
              )}
              <IconButton
                type="submit"
                color="primary"
                aria-label={t('chat.send')}
                disabled={waiting}
                sx={{ ...touchTarget, flexShrink: 0 }}
              >
                <SendIcon />
              </IconButton>
            </Stack>
            {voice.state !== 'idle' && (
              <Typography
                role="status"
                variant="body2"
                sx={{
                  mt: 0.5,
                  color: voice.state === 'transcribing' ? 'text.secondary' : 'error.main',
                }}
              >
                {voice.state === 'listening' && t('chat.voice.listening')}
                {voice.state === 'recording' && (
                  <>
                    {/* Said once; the counter that changes every second is only shown. */}
                    <Box component="span" sx={visuallyHidden}>
                      {t('chat.voice.recordingNow')}
                    </Box>
                    <span aria-hidden>
                      {t('chat.voice.recording', { seconds: voice.seconds, max: voice.maxSeconds })}
                    </span>
                  </>
                )}
                {voice.state === 'transcribing' && t('chat.voice.transcribing')}
              </Typography>
            )}
            {voice.state === 'idle' && voice.notice && (
              <Typography role="alert" variant="body2" sx={{ mt: 0.5, color: 'text.primary' }}>
                {voice.notice}
              </Typography>
            )}
            {voice.state === 'idle' && !voice.notice && voice.heard && draft.trim() !== '' && (
              <Typography variant="body2" sx={{ mt: 0.5, color: 'text.secondary' }}>
                {t('chat.voice.check')}
              </Typography>
            )}
            <Stack
              direction="row"
              spacing={1}
              sx={{ mt: 1, alignItems: 'center', justifyContent: 'space-between' }}
            >
              <TextField
                select
                size="small"
                label={t('chat.language')}
                value={language}
                onChange={(e) => setLanguage(e.target.value as ChatLanguage)}
                sx={{ minWidth: 140 }}
              >
                {LANGUAGES.map((l) => (
                  <MenuItem key={l} value={l}>
                    {t(`languages.${l}`)}
                  </MenuItem>
                ))}
              </TextField>
              <Link
                component="button"
                type="button"
                variant="caption"
                onClick={() => {
                  readAloud.stop();
                  setConversation({ messages: [] });
                }}
                sx={touchSized}
              >
                {t('chat.newChat')}
              </Link>
            </Stack>
            <Typography
              variant="caption"
              sx={{ display: 'block', mt: 0.5, color: 'text.secondary' }}
            >
              {t('chat.disclaimer')}
            </Typography>
          </Box>
        </Stack>
      </Dialog>
    </>
  );
}

/** At least 48 x 48 px, as a thumb needs (on every screen: these are the chat's main controls). */
const touchTarget = { minWidth: 48, minHeight: 48 } as const;

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
