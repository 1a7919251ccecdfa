import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { transcribeQuestion, voiceSettingsQuery, type ChatLanguage } from '../../../api/advisory';
import { ApiError } from '../../../api/api-error';
import {
  canRecord,
  recordingType,
  SPEECH_LOCALES,
  speechRecognition,
  type Recognition,
} from './speech-apis';

export type VoiceState = 'idle' | 'listening' | 'recording' | 'transcribing';

/** The longest recording, when the server has not said (it says 60 s). */
const DEFAULT_MAX_SECONDS = 60;

/** Recognition errors after which the browser's recognition is not tried again this session. */
const RECOGNITION_UNUSABLE = new Set([
  'network', // Chrome sends the audio to a server: offline, or the server is unreachable
  'not-allowed',
  'service-not-allowed',
  'language-not-supported',
  // Its own capture failed (seen in headless Chromium): recording may still reach the microphone.
  'audio-capture',
]);

export interface VoiceInput {
  /** Whether to show the microphone at all: the browser can recognise or record speech. */
  available: boolean;
  state: VoiceState;
  /** Seconds recorded so far, and the most taken. */
  seconds: number;
  maxSeconds: number;
  /** What to tell the farmer (an explanation or a problem), in their language. */
  notice: string | null;
  /** Whether the question box holds words that were heard (to ask the farmer to check them). */
  heard: boolean;
  /** The microphone button: starts listening or recording, or stops it. */
  toggle(): void;
  /** Stops everything and lets go of the microphone (the dialog closes). */
  cancel(): void;
}

/**
 * Voice input for the question box. With the browser's speech recognition (Chrome, Safari) the
 * words appear in the box as they are heard; otherwise the question is recorded (MediaRecorder)
 * and written out by the server's speech service. Either way the text stays in the box for the
 * farmer to check and send: nothing is sent by itself. The microphone is released after each use.
 */
export function useVoiceInput({
  language,
  draft,
  setDraft,
}: {
  language: ChatLanguage;
  draft: string;
  setDraft: (text: string) => void;
}): VoiceInput {
  const { t } = useTranslation('advisory');
  const queryClient = useQueryClient();
  const [state, setState] = useState<VoiceState>('idle');
  const [seconds, setSeconds] = useState(0);
  const [maxSeconds, setMaxSeconds] = useState(DEFAULT_MAX_SECONDS);
  const [notice, setNotice] = useState<string | null>(null);
  const [heard, setHeard] = useState(false);
  const [available] = useState(() => speechRecognition() !== null || canRecord());

  const recognition = useRef<Recognition | null>(null);
  // After a 'network' (or similar) error the recognition is not tried again: recording is used.
  const recognitionUnusable = useRef(false);
  const recorder = useRef<MediaRecorder | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const timer = useRef<number | undefined>(undefined);
  // A recording stopped by cancel() is thrown away, not sent.
  const discard = useRef(false);
  // The latest draft and language, for the callbacks of a recognition or recording under way.
  const latest = useRef({ draft, language, setDraft });
  useLayoutEffect(() => {
    latest.current = { draft, language, setDraft };
  });

  const release = useCallback(() => {
    window.clearInterval(timer.current);
    timer.current = undefined;
    for (const track of stream.current?.getTracks() ?? []) track.stop();
    stream.current = null;
  }, []);

  /** The box's text before what is being said: kept, with a space after it. */
  const prefix = () => {
    const before = latest.current.draft.trim();
    return before ? `${before} ` : '';
  };

  const put = (text: string) => latest.current.setDraft(text.slice(0, 1000));

  async function upload(recording: Blob, before: string) {
    setState('transcribing');
    try {
      const answer = await transcribeQuestion(recording, latest.current.language);
      put(`${before}${answer.text}`);
      setHeard(true);
    } catch (error) {
      setNotice(
        error instanceof ApiError && error.message ? error.message : t('chat.voice.failed'),
      );
    } finally {
      setState('idle');
    }
  }

  /** Why the browser's recognition could not be used, in the farmer's words. */
  function recognitionProblem(error: string): string {
    if (error === 'network') return t('chat.voice.offline');
    if (error === 'not-allowed') return t('chat.voice.micDenied');
    if (error === 'audio-capture') return t('chat.voice.noMic');
    return t('chat.voice.notAllowed');
  }

  /**
   * Records the question for the server's speech service. `after` is the recognition's error when
   * this is its fallback: if the server cannot help either, that problem is the one to tell.
   */
  async function startRecording(after?: string) {
    let maxAllowed = DEFAULT_MAX_SECONDS;
    try {
      const settings = await queryClient.fetchQuery(voiceSettingsQuery());
      if (!settings.transcription) {
        setNotice(after ? recognitionProblem(after) : t('chat.voice.noService'));
        return;
      }
      maxAllowed = settings.maxSeconds;
    } catch {
      setNotice(after ? recognitionProblem(after) : t('chat.voice.failed'));
      return;
    }
    let media: MediaStream;
    try {
      media = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (error) {
      const name = (error as { name?: string }).name;
      setNotice(
        name === 'NotAllowedError' || name === 'SecurityError'
          ? t('chat.voice.micDenied')
          : t('chat.voice.noMic'),
      );
      return;
    }
    stream.current = media;
    const type = recordingType();
    const rec = new MediaRecorder(media, type ? { mimeType: type } : undefined);
    const chunks: Blob[] = [];
    const before = prefix();
    discard.current = false;
    rec.addEventListener('dataavailable', (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    });
    rec.addEventListener('stop', () => {
      release();
      recorder.current = null;
      if (discard.current) {
        setState('idle');
        return;
      }
      const recording = new Blob(chunks, { type: rec.mimeType || type || 'audio/webm' });
      if (recording.size === 0) {
        setNotice(t('chat.voice.noSpeech'));
        setState('idle');
        return;
      }
      void upload(recording, before);
    });
    recorder.current = rec;
    setMaxSeconds(maxAllowed);
    setSeconds(0);
    setState('recording');
    rec.start();
    const started = Date.now();
    timer.current = window.setInterval(() => {
      const elapsed = Math.min(maxAllowed, Math.floor((Date.now() - started) / 1000));
      setSeconds(elapsed);
      if (elapsed >= maxAllowed && rec.state === 'recording') rec.stop();
    }, 250);
  }

  function startRecognition(Recognizer: NonNullable<ReturnType<typeof speechRecognition>>) {
    const r = new Recognizer();
    r.lang = SPEECH_LOCALES[latest.current.language];
    r.interimResults = true;
    r.continuous = false;
    r.maxAlternatives = 1;
    const before = prefix();
    let failedOver = false;
    r.onresult = (event) => {
      let text = '';
      for (let i = 0; i < event.results.length; i++) text += event.results[i]![0]?.transcript ?? '';
      put(`${before}${text.trimStart()}`);
      setHeard(true);
    };
    r.onerror = (event) => {
      if (event.error === 'aborted') return;
      if (RECOGNITION_UNUSABLE.has(event.error)) {
        recognitionUnusable.current = true;
        if (canRecord()) {
          // Try again by recording (the server's speech service), at once.
          failedOver = true;
          recognition.current = null;
          setState('idle');
          void startRecording(event.error);
          return;
        }
        setNotice(recognitionProblem(event.error));
        return;
      }
      setNotice(event.error === 'no-speech' ? t('chat.voice.noSpeech') : t('chat.voice.failed'));
    };
    r.onend = () => {
      if (recognition.current === r) recognition.current = null;
      if (!failedOver) setState((s) => (s === 'listening' ? 'idle' : s));
    };
    recognition.current = r;
    setState('listening');
    try {
      r.start();
    } catch {
      recognition.current = null;
      setState('idle');
      setNotice(t('chat.voice.failed'));
    }
  }

  const cancel = useCallback(() => {
    recognition.current?.abort();
    recognition.current = null;
    discard.current = true;
    if (recorder.current && recorder.current.state !== 'inactive') recorder.current.stop();
    recorder.current = null;
    release();
    setState((s) => (s === 'transcribing' ? s : 'idle'));
  }, [release]);

  function toggle() {
    if (state === 'transcribing') return;
    if (state === 'listening') {
      recognition.current?.stop();
      return;
    }
    if (state === 'recording') {
      if (recorder.current?.state === 'recording') recorder.current.stop();
      return;
    }
    setNotice(null);
    setHeard(false);
    const Recognizer = speechRecognition();
    if (Recognizer && !recognitionUnusable.current) startRecognition(Recognizer);
    else if (canRecord()) void startRecording();
    else setNotice(t('chat.voice.offline'));
  }

  // Nothing keeps listening or holds the microphone once the chat is gone.
  useEffect(() => cancel, [cancel]);

  return { available, state, seconds, maxSeconds, notice, heard, toggle, cancel };
}
