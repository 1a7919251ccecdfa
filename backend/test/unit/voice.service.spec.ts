import { audioFormatOf } from '../../src/advisory/application/audio-format';
import {
  SpeechToText,
  type SpeechToTextRequest,
  type Transcription,
} from '../../src/advisory/application/ports/speech-to-text';
import { NoSpeechToText } from '../../src/advisory/application/ports/speech-to-text';
import { VoiceService } from '../../src/advisory/application/voice.service';
import { RuleViolationError, UnavailableError } from '../../src/shared/domain/domain-error';
import { recording } from '../support/recordings';

class ScriptedSpeechToText extends SpeechToText {
  readonly configured = true;
  readonly calls: SpeechToTextRequest[] = [];
  constructor(public heard: Transcription) {
    super();
  }
  transcribe(request: SpeechToTextRequest): Promise<Transcription> {
    this.calls.push(request);
    return Promise.resolve(this.heard);
  }
}

describe('audio formats', () => {
  it('tells each accepted container by its first bytes', () => {
    expect(audioFormatOf(recording('webm'))).toBe('webm');
    expect(audioFormatOf(recording('ogg'))).toBe('ogg');
    expect(audioFormatOf(recording('mp4'))).toBe('mp4');
    expect(audioFormatOf(recording('mpeg'))).toBe('mpeg');
    expect(audioFormatOf(recording('wav'))).toBe('wav');
    expect(audioFormatOf(Buffer.from([0xff, 0xf3, 0x64, 0xc4, 0, 0, 0, 0, 0, 0, 0, 0]))).toBe(
      'mpeg',
    );
  });

  it('refuses anything else, whatever it is called', () => {
    expect(audioFormatOf(Buffer.from('\x89PNG\r\n\x1a\n0000000000', 'latin1'))).toBeNull();
    expect(audioFormatOf(Buffer.from('RIFF\x24\x00\x00\x00WEBPVP8 ', 'latin1'))).toBeNull();
    expect(audioFormatOf(Buffer.from('hello, this is text'))).toBeNull();
    expect(audioFormatOf(Buffer.alloc(4))).toBeNull();
  });
});

describe('VoiceService', () => {
  it('offers transcription only with a service, with its limits', () => {
    expect(new VoiceService(new NoSpeechToText()).settings()).toEqual({
      transcription: false,
      maxSeconds: 60,
      maxBytes: 2 * 1024 * 1024,
    });
    expect(
      new VoiceService(new ScriptedSpeechToText({ text: 'x', durationSeconds: 1 })).settings()
        .transcription,
    ).toBe(true);
  });

  it('says a service is needed when there is none', async () => {
    const e = await new VoiceService(new NoSpeechToText())
      .transcribe(recording(), 'webm', 'hi')
      .catch((x: unknown) => x);
    expect(e).toBeInstanceOf(UnavailableError);
    expect((e as UnavailableError).key).toBe('ADVISORY.VOICE_NOT_CONFIGURED');
  });

  it('gives the text in one line, in the language asked', async () => {
    const speech = new ScriptedSpeechToText({
      text: '  गेहूं में\n पानी कब दें  ',
      durationSeconds: 4,
    });
    const audio = recording();
    expect(await new VoiceService(speech).transcribe(audio, 'webm', 'hi')).toEqual({
      text: 'गेहूं में पानी कब दें',
      language: 'hi',
    });
    expect(speech.calls).toEqual([{ audio, format: 'webm', language: 'hi' }]);
  });

  it('refuses a recording the service measured over 60 s (with a second of slack)', async () => {
    const speech = new ScriptedSpeechToText({ text: 'a long question', durationSeconds: 61 });
    await expect(new VoiceService(speech).transcribe(recording(), 'webm', 'en')).resolves.toEqual({
      text: 'a long question',
      language: 'en',
    });
    speech.heard = { text: 'a long question', durationSeconds: 61.5 };
    const e = await new VoiceService(speech)
      .transcribe(recording(), 'webm', 'en')
      .catch((x: unknown) => x);
    expect(e).toBeInstanceOf(RuleViolationError);
    expect((e as RuleViolationError).key).toBe('ADVISORY.AUDIO_TOO_LONG');
  });

  it('says nothing was heard rather than giving an empty question', async () => {
    const speech = new ScriptedSpeechToText({ text: '  \n ', durationSeconds: null });
    const e = await new VoiceService(speech)
      .transcribe(recording(), 'webm', 'gu')
      .catch((x: unknown) => x);
    expect(e).toBeInstanceOf(RuleViolationError);
    expect((e as RuleViolationError).key).toBe('ADVISORY.NOTHING_HEARD');
  });
});
