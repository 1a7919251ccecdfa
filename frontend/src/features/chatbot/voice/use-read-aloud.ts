import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatLanguage } from '../../../api/advisory';
import { SPEECH_LOCALES, speechSynthesisOrNull } from './speech-apis';

/** Chrome stops a long utterance after about 15 s on some systems: the text goes in pieces. */
const PIECE_LENGTH = 180;

/** The text in sentences (Latin and Devanagari full stops), each at most about PIECE_LENGTH. */
export function pieces(text: string): string[] {
  const sentences = text
    // Addresses are not read out letter by letter.
    .replace(/https?:\/\/\S+/g, '')
    .split(/(?<=[.!?।॥])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);
  const out: string[] = [];
  for (const sentence of sentences) {
    let rest = sentence;
    while (rest.length > PIECE_LENGTH) {
      const cut = rest.lastIndexOf(' ', PIECE_LENGTH);
      const at = cut > PIECE_LENGTH / 2 ? cut : PIECE_LENGTH;
      out.push(rest.slice(0, at).trim());
      rest = rest.slice(at).trim();
    }
    if (rest) out.push(rest);
  }
  return out;
}

function matches(voice: SpeechSynthesisVoice, language: ChatLanguage): boolean {
  return voice.lang.toLowerCase().replace('_', '-').startsWith(language);
}

export interface ReadAloud {
  /** Whether an answer in this language can be read aloud (the device has such a voice). */
  canRead(language: ChatLanguage): boolean;
  /** The message being read, if any. */
  reading: number | null;
  /** Reads the text, or stops when it is the one being read. */
  toggle(id: number, text: string, language: ChatLanguage): void;
  stop(): void;
}

/**
 * Reads AgroBot's answers aloud with the browser's speech synthesis, in the answer's language.
 * Offered only for a language the device has a voice for: Gujarati voices are missing on Windows,
 * macOS and iOS, and the voices arrive after the page loads (`voiceschanged`).
 */
export function useReadAloud(): ReadAloud {
  const [voices, setVoices] = useState<SpeechSynthesisVoice[]>(
    () => speechSynthesisOrNull()?.getVoices() ?? [],
  );
  const [reading, setReading] = useState<number | null>(null);
  // Each reading's own number, so the end of a cancelled one does not clear the next.
  const turn = useRef(0);

  useEffect(() => {
    const synth = speechSynthesisOrNull();
    if (!synth) return;
    const update = () => setVoices(synth.getVoices());
    update();
    synth.addEventListener('voiceschanged', update);
    return () => {
      synth.removeEventListener('voiceschanged', update);
      synth.cancel();
    };
  }, []);

  const stop = useCallback(() => {
    turn.current++;
    speechSynthesisOrNull()?.cancel();
    setReading(null);
  }, []);

  const canRead = (language: ChatLanguage) => voices.some((v) => matches(v, language));

  function toggle(id: number, text: string, language: ChatLanguage) {
    const synth = speechSynthesisOrNull();
    if (!synth) return;
    const wasReading = reading === id;
    stop();
    if (wasReading) return;
    const mine = turn.current;
    const locale = SPEECH_LOCALES[language];
    const voice =
      voices.find((v) => v.lang.replace('_', '-') === locale) ??
      voices.find((v) => matches(v, language));
    const parts = pieces(text);
    parts.forEach((part, i) => {
      const utterance = new SpeechSynthesisUtterance(part);
      utterance.lang = locale;
      if (voice) utterance.voice = voice;
      if (i === parts.length - 1) {
        utterance.onend = () => {
          if (turn.current === mine) setReading(null);
        };
      }
      utterance.onerror = () => {
        if (turn.current === mine) setReading(null);
      };
      synth.speak(utterance);
    });
    if (parts.length > 0) setReading(id);
  }

  return { canRead, reading, toggle, stop };
}
