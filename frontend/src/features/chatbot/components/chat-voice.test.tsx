import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../i18n/i18n';
import { http, mockApi, type Schema } from '../../../testing/api-server';
import { renderApp } from '../../../testing/render-app';
import type { Recognition, RecognitionErrorEvent, RecognitionEvent } from '../voice/speech-apis';

const settings = (transcription: boolean): Schema<'VoiceSettingsDto'> => ({
  transcription,
  maxSeconds: 60,
  maxBytes: 2097152,
});

function answerIn(language: 'en' | 'hi' | 'gu', answer: string): Schema<'ChatAnswerDto'> {
  return {
    answer,
    sources: [
      {
        id: 'wheat-water',
        title: 'Irrigating wheat at the critical stages',
        source: 'ICAR-Indian Institute of Wheat and Barley Research',
        url: 'https://iiwbr.icar.gov.in',
        lastReviewed: '2026-11-23',
      },
    ],
    conversationId: '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed',
    mode: 'retrieval',
    matched: true,
    language,
  };
}

/** A stand-in for Chrome's webkitSpeechRecognition: the test says what it hears. */
class FakeRecognition implements Recognition {
  static last: FakeRecognition | null = null;
  lang = '';
  interimResults = false;
  continuous = true;
  maxAlternatives = 5;
  onresult: ((event: RecognitionEvent) => void) | null = null;
  onerror: ((event: RecognitionErrorEvent) => void) | null = null;
  onend: (() => void) | null = null;
  started = false;
  constructor() {
    FakeRecognition.last = this;
  }
  start() {
    this.started = true;
  }
  stop() {
    this.onend?.();
  }
  abort() {
    this.onend?.();
  }
  hear(...parts: [text: string, final: boolean][]) {
    const results = parts.map(([text, isFinal]) =>
      Object.assign([{ transcript: text }], { isFinal }),
    );
    this.onresult?.({ resultIndex: 0, results });
  }
  fail(error: string) {
    this.onerror?.({ error });
    this.onend?.();
  }
}

/** A stand-in for MediaRecorder: records nothing, gives a small WebM-typed blob when stopped. */
class FakeRecorder extends EventTarget {
  static last: FakeRecorder | null = null;
  static isTypeSupported = (type: string) => type === 'audio/webm;codecs=opus';
  state: 'inactive' | 'recording' = 'inactive';
  readonly mimeType: string;
  constructor(
    readonly stream: MediaStream,
    options?: { mimeType?: string },
  ) {
    super();
    this.mimeType = options?.mimeType ?? 'audio/webm';
    FakeRecorder.last = this;
  }
  start() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    const data = new Blob([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3])], {
      type: this.mimeType,
    });
    this.dispatchEvent(Object.assign(new Event('dataavailable'), { data }));
    this.dispatchEvent(new Event('stop'));
  }
}

/** A microphone: getUserMedia gives a stream whose track the test can check was stopped. */
function stubMicrophone() {
  const track = { stop: vi.fn() };
  const getUserMedia = vi.fn(() =>
    Promise.resolve({ getTracks: () => [track] } as unknown as MediaStream),
  );
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia },
  });
  vi.stubGlobal('MediaRecorder', FakeRecorder);
  return { track, getUserMedia };
}

/** Speech synthesis with the given voices; more can arrive later (voiceschanged). */
function stubSpeechSynthesis(langs: string[]) {
  const events = new EventTarget();
  let voices = langs.map((lang) => ({ lang, name: lang }) as SpeechSynthesisVoice);
  const synth = {
    getVoices: () => voices,
    speak: vi.fn(),
    cancel: vi.fn(),
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
    addVoices(more: string[]) {
      voices = [...voices, ...more.map((lang) => ({ lang, name: lang }) as SpeechSynthesisVoice)];
      events.dispatchEvent(new Event('voiceschanged'));
    },
  };
  vi.stubGlobal('speechSynthesis', synth);
  vi.stubGlobal(
    'SpeechSynthesisUtterance',
    class {
      lang = '';
      voice: SpeechSynthesisVoice | null = null;
      onend: (() => void) | null = null;
      onerror: (() => void) | null = null;
      constructor(readonly text: string) {}
    },
  );
  return synth;
}

async function openChat() {
  await userEvent.click(
    await screen.findByRole('button', { name: /Ask AgroBot|एग्रोबॉट से पूछें|એગ્રોબોટને પૂછો/ }),
  );
  return screen.findByRole('dialog', { name: /AgroBot|एग्रोबॉट|એગ્રોબોટ/ });
}

beforeEach(() => {
  sessionStorage.clear();
  FakeRecognition.last = null;
  FakeRecorder.last = null;
});
afterEach(async () => {
  Reflect.deleteProperty(navigator, 'mediaDevices');
  vi.restoreAllMocks();
  await act(() => changeLanguage('en'));
});

describe('AgroBot voice input', () => {
  it('has no microphone when the browser can neither recognise nor record speech', async () => {
    mockApi();
    renderApp('/');
    const chat = await openChat();
    expect(within(chat).getByRole('textbox', { name: 'Type your question…' })).toBeInTheDocument();
    expect(within(chat).queryByRole('button', { name: 'Speak your question' })).toBeNull();
  });

  it("recognises speech in the chat's language, showing words as they come, and never sends by itself", async () => {
    vi.stubGlobal('webkitSpeechRecognition', FakeRecognition);
    const api = mockApi();
    renderApp('/');
    const chat = await openChat();
    const box = within(chat).getByRole('textbox', { name: 'Type your question…' });
    await userEvent.click(within(chat).getByRole('combobox', { name: 'Answer language' }));
    await userEvent.click(await screen.findByRole('option', { name: 'ગુજરાતી' }));

    await userEvent.click(within(chat).getByRole('button', { name: 'Speak your question' }));
    const recognition = FakeRecognition.last!;
    expect(recognition.started).toBe(true);
    expect(recognition.lang).toBe('gu-IN');
    expect(recognition.interimResults).toBe(true);
    expect(within(chat).getByRole('status')).toHaveTextContent('Listening… speak now');
    expect(within(chat).getByRole('button', { name: 'Stop' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    act(() => recognition.hear(['ઘઉંમાં', false]));
    expect(box).toHaveValue('ઘઉંમાં');
    act(() => recognition.hear(['ઘઉંમાં પાણી ક્યારે આપવું', true]));
    expect(box).toHaveValue('ઘઉંમાં પાણી ક્યારે આપવું');
    await userEvent.click(within(chat).getByRole('button', { name: 'Stop' }));
    expect(within(chat).getByRole('button', { name: 'Speak your question' })).toBeInTheDocument();
    expect(
      within(chat).getByText('Check the words and correct them if needed, then send.'),
    ).toBeInTheDocument();

    // The farmer corrects the words; nothing was sent until they press Send.
    await userEvent.type(box, '?');
    expect(box).toHaveValue('ઘઉંમાં પાણી ક્યારે આપવું?');
    expect(api.callsTo('POST /api/chatbot')).toHaveLength(0);
    expect(api.calls).toHaveLength(0);
  });

  it('keeps what was typed and adds the spoken words after it', async () => {
    vi.stubGlobal('SpeechRecognition', FakeRecognition);
    mockApi();
    renderApp('/');
    const chat = await openChat();
    const box = within(chat).getByRole('textbox', { name: 'Type your question…' });
    await userEvent.type(box, 'Cotton:');
    await userEvent.click(within(chat).getByRole('button', { name: 'Speak your question' }));
    expect(FakeRecognition.last!.lang).toBe('en-IN');
    act(() => FakeRecognition.last!.hear(['pink bollworm', true]));
    expect(box).toHaveValue('Cotton: pink bollworm');
  });

  it("records instead when the browser's recognition has no network, and releases the microphone", async () => {
    vi.stubGlobal('webkitSpeechRecognition', FakeRecognition);
    const { track, getUserMedia } = stubMicrophone();
    const api = mockApi(
      http.get('/api/chatbot/voice', ({ response }) => response(200).json(settings(true))),
      http.post('/api/chatbot/transcriptions', ({ response }) =>
        response(200).json({ text: 'when to sow groundnut', language: 'en' }),
      ),
    );
    renderApp('/');
    const chat = await openChat();
    await userEvent.click(within(chat).getByRole('button', { name: 'Speak your question' }));
    act(() => FakeRecognition.last!.fail('network'));
    expect(await within(chat).findByText(/^Recording: 0 of 60 seconds/)).toBeInTheDocument();
    expect(getUserMedia).toHaveBeenCalledWith({ audio: true });
    await userEvent.click(within(chat).getByRole('button', { name: 'Stop' }));
    expect(await within(chat).findByRole('textbox', { name: 'Type your question…' })).toHaveValue(
      'when to sow groundnut',
    );
    await waitFor(() => expect(track.stop).toHaveBeenCalled());
    expect(api.callsTo('POST /api/chatbot/transcriptions')).toHaveLength(1);
    expect(api.callsTo('POST /api/chatbot')).toHaveLength(0);

    // The recognition is not tried again: the next tap records at once.
    const first = FakeRecognition.last;
    await userEvent.click(within(chat).getByRole('button', { name: 'Speak your question' }));
    expect(FakeRecognition.last).toBe(first);
    expect(await within(chat).findByText(/^Recording:/)).toBeInTheDocument();
    await userEvent.click(within(chat).getByRole('button', { name: 'Stop' }));
  });

  it('says why when the recognition fails and the browser cannot record either', async () => {
    vi.stubGlobal('webkitSpeechRecognition', FakeRecognition);
    mockApi();
    renderApp('/');
    const chat = await openChat();
    await userEvent.click(within(chat).getByRole('button', { name: 'Speak your question' }));
    act(() => FakeRecognition.last!.fail('network'));
    expect(await within(chat).findByRole('alert')).toHaveTextContent(
      'Voice typing needs the internet. Please type your question.',
    );
  });

  it('says the microphone is blocked when the recognition is refused and the server cannot record', async () => {
    vi.stubGlobal('webkitSpeechRecognition', FakeRecognition);
    const { getUserMedia } = stubMicrophone();
    mockApi(http.get('/api/chatbot/voice', ({ response }) => response(200).json(settings(false))));
    renderApp('/');
    const chat = await openChat();
    await userEvent.click(within(chat).getByRole('button', { name: 'Speak your question' }));
    act(() => FakeRecognition.last!.fail('not-allowed'));
    expect(await within(chat).findByRole('alert')).toHaveTextContent(/The microphone is blocked/);
    expect(getUserMedia).not.toHaveBeenCalled();
  });

  it('records in Hindi, counts the seconds, stops itself at 60 s and puts the text in the box', async () => {
    await act(() => changeLanguage('hi'));
    const { track } = stubMicrophone();
    const api = mockApi(
      http.get('/api/chatbot/voice', ({ response }) => response(200).json(settings(true))),
      http.post('/api/chatbot/transcriptions', ({ response }) =>
        response(200).json({ text: 'गेहूं में पानी कब देना चाहिए?', language: 'hi' }),
      ),
    );
    renderApp('/');
    const chat = await openChat();
    const start = Date.now();
    await userEvent.click(within(chat).getByRole('button', { name: 'बोलकर सवाल पूछें' }));
    expect(
      await within(chat).findByText('रिकॉर्डिंग: 60 में से 0 सेकंड। बोल लें तो रोकें दबाएँ।'),
    ).toBeInTheDocument();
    expect(FakeRecorder.last!.mimeType).toBe('audio/webm;codecs=opus');
    expect(within(chat).getByRole('button', { name: 'रोकें' })).toBeInTheDocument();

    // A minute goes by: the recording stops by itself and is written out.
    vi.spyOn(Date, 'now').mockReturnValue(start + 61_000);
    await waitFor(
      () =>
        expect(within(chat).getByRole('textbox', { name: 'अपना सवाल लिखें…' })).toHaveValue(
          'गेहूं में पानी कब देना चाहिए?',
        ),
      { timeout: 5000 },
    );
    expect(track.stop).toHaveBeenCalled();
    expect(FakeRecorder.last!.state).toBe('inactive');
    const call = api.callsTo('POST /api/chatbot/transcriptions')[0]!;
    expect(call.headers.get('content-type')).toMatch(/^multipart\/form-data/);
    expect(api.callsTo('POST /api/chatbot')).toHaveLength(0);
  });

  it('explains, in the reader language, that voice needs a speech service the server lacks', async () => {
    await act(() => changeLanguage('gu'));
    const { getUserMedia } = stubMicrophone();
    mockApi(http.get('/api/chatbot/voice', ({ response }) => response(200).json(settings(false))));
    renderApp('/');
    const chat = await openChat();
    await userEvent.click(within(chat).getByRole('button', { name: 'બોલીને પ્રશ્ન પૂછો' }));
    expect(await within(chat).findByRole('alert')).toHaveTextContent(
      'બોલીને પ્રશ્ન પૂછવા માટે અવાજ ઓળખવાની સેવા જોઈએ, જે આ સર્વર પર નથી. કૃપા કરીને તમારો પ્રશ્ન લખીને પૂછો.',
    );
    expect(getUserMedia).not.toHaveBeenCalled();
  });

  it("shows the server's words when it could not hear anything", async () => {
    stubMicrophone();
    mockApi(
      http.get('/api/chatbot/voice', ({ response }) => response(200).json(settings(true))),
      http.post('/api/chatbot/transcriptions', ({ response }) =>
        response(422).json({
          statusCode: 422,
          code: 'ADVISORY.NOTHING_HEARD',
          message:
            'Nothing could be heard in the recording. Please speak close to the phone and try again.',
        }),
      ),
    );
    renderApp('/');
    const chat = await openChat();
    await userEvent.click(within(chat).getByRole('button', { name: 'Speak your question' }));
    await userEvent.click(await within(chat).findByRole('button', { name: 'Stop' }));
    expect(await within(chat).findByRole('alert')).toHaveTextContent(
      'Nothing could be heard in the recording.',
    );
    expect(within(chat).getByRole('textbox', { name: 'Type your question…' })).toHaveValue('');
  });

  it('says the microphone is blocked when permission is refused', async () => {
    const { getUserMedia } = stubMicrophone();
    getUserMedia.mockRejectedValueOnce(
      Object.assign(new Error('denied'), { name: 'NotAllowedError' }),
    );
    mockApi(http.get('/api/chatbot/voice', ({ response }) => response(200).json(settings(true))));
    renderApp('/');
    const chat = await openChat();
    await userEvent.click(within(chat).getByRole('button', { name: 'Speak your question' }));
    expect(await within(chat).findByRole('alert')).toHaveTextContent(/The microphone is blocked/);
  });
});

describe('AgroBot reading answers aloud', () => {
  it('offers the speaker only for a language the device has a voice for, and reads the answer alone', async () => {
    const synth = stubSpeechSynthesis(['en-US', 'hi-IN']);
    let next = answerIn('hi', 'गेहूं में पहली सिंचाई बुवाई के 21 दिन बाद करें। फिर हर 20 दिन पर।');
    mockApi(http.post('/api/chatbot', ({ response }) => response(200).json(next)));
    renderApp('/');
    const chat = await openChat();
    const box = within(chat).getByRole('textbox', { name: 'Type your question…' });
    // The welcome is not an answer: no speaker for it.
    expect(within(chat).queryByRole('button', { name: 'Read aloud' })).toBeNull();

    await userEvent.type(box, 'गेहूं सिंचाई{Enter}');
    await within(chat).findByText(/पहली सिंचाई/);
    const speaker = within(chat).getByRole('button', { name: 'Read aloud' });
    await userEvent.click(speaker);
    const spoken = synth.speak.mock.calls.map(([u]) => u as { text: string; lang: string });
    expect(spoken.map((u) => u.text)).toEqual([
      'गेहूं में पहली सिंचाई बुवाई के 21 दिन बाद करें।',
      'फिर हर 20 दिन पर।',
    ]);
    expect(spoken.every((u) => u.lang === 'hi-IN')).toBe(true);
    expect(spoken.map((u) => u.text).join(' ')).not.toMatch(/ICAR|Irrigating wheat|iiwbr/);

    // Tapped again: it stops.
    await userEvent.click(within(chat).getByRole('button', { name: 'Stop reading' }));
    expect(synth.cancel).toHaveBeenCalled();
    expect(within(chat).getByRole('button', { name: 'Read aloud' })).toBeInTheDocument();

    // A Gujarati answer, and no Gujarati voice yet: no speaker for it, until one arrives.
    next = answerIn('gu', 'ઘઉંમાં પહેલું પિયત વાવણી પછી 21 દિવસે આપો.');
    await userEvent.type(box, 'ઘઉં પિયત{Enter}');
    await within(chat).findByText(/પહેલું પિયત/);
    expect(within(chat).getAllByRole('button', { name: 'Read aloud' })).toHaveLength(1);
    act(() => synth.addVoices(['gu-IN']));
    expect(within(chat).getAllByRole('button', { name: 'Read aloud' })).toHaveLength(2);
  });

  it('has no speaker without speech synthesis (Android WebView)', async () => {
    mockApi(
      http.post('/api/chatbot', ({ response }) =>
        response(200).json(answerIn('en', 'Irrigate wheat at crown root initiation.')),
      ),
    );
    renderApp('/');
    const chat = await openChat();
    await userEvent.type(
      within(chat).getByRole('textbox', { name: 'Type your question…' }),
      'wheat water{Enter}',
    );
    await within(chat).findByText(/crown root/);
    expect(within(chat).queryByRole('button', { name: 'Read aloud' })).toBeNull();
  });
});
