import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { apiDatabaseTargets } from '../support/database-targets';
import { createUsersFast } from '../support/fast-users';
import { recording } from '../support/recordings';
import { startTestApp, type TestApp } from '../support/test-app';
import {
  FAKE_TRANSCRIPTS,
  marker,
  startFakeTranscriptionServer,
  type FakeTranscriptionServer,
} from '../fakes/transcription-server';

type User = { token: string };
const auth = (u: User) => ({ Authorization: `Bearer ${u.token}` });

/** Every file under a folder, recursively. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name));
}

describe.each(apiDatabaseTargets)('AgroBot voice API on %s (speech service faked)', (target) => {
  let fake: FakeTranscriptionServer;
  let t: TestApp;
  // The voice limit counts per caller (the account when logged in): each case asks as its own
  // user, so the cases do not use up each other's minute.
  let users: User[];
  let next = 0;
  const someone = () => users[next++]!;

  beforeAll(async () => {
    fake = await startFakeTranscriptionServer();
    t = await startTestApp(target, { STT_BASE_URL: fake.url, STT_API_KEY: fake.apiKey });
    users = await createUsersFast(t, 12);
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('tells what it offers, publicly and cacheable for a while', async () => {
    const res = await request(t.http).get('/api/chatbot/voice').expect(200);
    expect(res.body).toEqual({ transcription: true, maxSeconds: 60, maxBytes: 2097152 });
    expect(res.headers['cache-control']).toBe('public, max-age=300');
  });

  it('writes out a spoken Hindi question for anyone, with the recording sent as it came', async () => {
    const audio = recording('webm');
    const res = await request(t.http)
      .post('/api/chatbot/transcriptions')
      .field('language', 'hi')
      .attach('audio', audio, { filename: 'blob', contentType: 'audio/webm;codecs=opus' })
      .expect(200);
    expect(res.body).toEqual({ text: FAKE_TRANSCRIPTS.hi, language: 'hi' });
    const sent = fake.requests.at(-1)!;
    expect(sent.fields).toMatchObject({ language: 'hi', model: 'whisper-1' });
    expect(sent.file!.name).toBe('question.webm');
    expect(sent.file!.bytes.equals(audio)).toBe(true);
  });

  it('takes Safari (mp4) and Firefox (ogg) recordings, told by their bytes', async () => {
    const user = someone();
    for (const [format, name] of [
      ['mp4', 'question.m4a'],
      ['ogg', 'question.ogg'],
    ] as const) {
      const res = await request(t.http)
        .post('/api/chatbot/transcriptions')
        .set(auth(user))
        .field('language', 'gu')
        .attach('audio', recording(format), 'question')
        .expect(200);
      expect(res.body).toEqual({ text: FAKE_TRANSCRIPTS.gu, language: 'gu' });
      expect(fake.requests.at(-1)!.file!.name).toBe(name);
    }
  });

  it('keeps the recording in memory only: nothing of it is written under DATA_DIR', async () => {
    const secret = 'UNIQUE-RECORDING-BYTES-8f3a2c';
    await request(t.http)
      .post('/api/chatbot/transcriptions')
      .set(auth(someone()))
      .field('language', 'en')
      .attach('audio', recording('webm', secret), 'q.webm')
      .expect(200);
    for (const file of filesUnder(t.dataDir)) {
      expect(readFileSync(file).includes(secret)).toBe(false);
    }
  });

  it('refuses a recording over 2 MB, in the reader language', async () => {
    const big = Buffer.concat([recording('webm'), Buffer.alloc(2 * 1024 * 1024)]);
    const res = await request(t.http)
      .post('/api/chatbot/transcriptions')
      .set(auth(someone()))
      .set('Accept-Language', 'hi')
      .field('language', 'hi')
      .attach('audio', big, 'q.webm')
      .expect(413);
    expect(res.body.message).toBe('रिकॉर्डिंग 2 MB या उससे छोटी होनी चाहिए');
  });

  it('refuses what is not audio, whatever its declared type (415)', async () => {
    const res = await request(t.http)
      .post('/api/chatbot/transcriptions')
      .set(auth(someone()))
      .field('language', 'en')
      .attach('audio', Buffer.from('\x89PNG\r\n\x1a\n-not-a-recording', 'latin1'), {
        filename: 'q.webm',
        contentType: 'audio/webm',
      })
      .expect(415);
    expect(res.body.message).toBe('The recording must be WebM, Ogg, MP4, MP3 or WAV audio');
  });

  it('asks for a recording and a language', async () => {
    const user = someone();
    const none = await request(t.http)
      .post('/api/chatbot/transcriptions')
      .set(auth(user))
      .field('language', 'en')
      .expect(400);
    expect(none.body.message).toBe('Please record your question first.');
    const noLanguage = await request(t.http)
      .post('/api/chatbot/transcriptions')
      .set(auth(user))
      .attach('audio', recording(), 'q.webm')
      .expect(400);
    expect(noLanguage.body.message).toBe('language must be one of en, hi, gu');
    const twoFiles = await request(t.http)
      .post('/api/chatbot/transcriptions')
      .set(auth(user))
      .field('language', 'en')
      .attach('audio', recording(), 'a.webm')
      .attach('audio', recording(), 'b.webm')
      .expect(400);
    expect(twoFiles.body.message).toBe('Send one recording in the "audio" field');
  });

  it('refuses a recording the service measured over 60 s (422)', async () => {
    const res = await request(t.http)
      .post('/api/chatbot/transcriptions')
      .set(auth(someone()))
      .set('Accept-Language', 'gu')
      .field('language', 'gu')
      .attach('audio', recording('webm', marker.seconds(75)), 'q.webm')
      .expect(422);
    expect(res.body).toMatchObject({
      code: 'ADVISORY.AUDIO_TOO_LONG',
      message: 'રેકોર્ડિંગ 60 સેકન્ડથી લાંબું છે; કૃપા કરીને ટૂંકો સવાલ પૂછો',
    });
  });

  it('says it could not hear anything rather than sending an empty question (422)', async () => {
    const res = await request(t.http)
      .post('/api/chatbot/transcriptions')
      .set(auth(someone()))
      .field('language', 'en')
      .attach('audio', recording('webm', marker.silence), 'q.webm')
      .expect(422);
    expect(res.body.code).toBe('ADVISORY.NOTHING_HEARD');
  });

  it('says the service is busy (503) or refused (502) in words, without the audio', async () => {
    const user = someone();
    fake.fail(429);
    const busy = await request(t.http)
      .post('/api/chatbot/transcriptions')
      .set(auth(user))
      .set('Accept-Language', 'hi')
      .field('language', 'hi')
      .attach('audio', recording(), 'q.webm')
      .expect(503);
    expect(busy.body.message).toMatch(/^आवाज़ पहचानने की सेवा अभी व्यस्त है/);
    fake.fail(401);
    const refused = await request(t.http)
      .post('/api/chatbot/transcriptions')
      .set(auth(user))
      .field('language', 'hi')
      .attach('audio', recording(), 'q.webm')
      .expect(502);
    expect(refused.body.message).toMatch(/^The speech-to-text service refused the request/);
  });

  it('limits each caller to 6 recordings a minute', async () => {
    const user = someone();
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await request(t.http)
        .post('/api/chatbot/transcriptions')
        .set(auth(user))
        .field('language', 'en')
        .attach('audio', recording(), 'q.webm');
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429, 429]);
    // Another farmer is not held back.
    await request(t.http)
      .post('/api/chatbot/transcriptions')
      .set(auth(someone()))
      .field('language', 'en')
      .attach('audio', recording(), 'q.webm')
      .expect(200);
  });
});

describe('AgroBot voice API without a speech service (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite');
  });
  afterAll(() => t?.close());

  it('says it cannot write out recordings, and refuses one with 503 in words', async () => {
    const settings = await request(t.http).get('/api/chatbot/voice').expect(200);
    expect(settings.body.transcription).toBe(false);
    const res = await request(t.http)
      .post('/api/chatbot/transcriptions')
      .set('Accept-Language', 'gu')
      .field('language', 'gu')
      .attach('audio', recording(), 'q.webm')
      .expect(503);
    expect(res.body).toMatchObject({
      code: 'ADVISORY.VOICE_NOT_CONFIGURED',
      message:
        'બોલીને સવાલ પૂછવા માટે અવાજ ઓળખવાની સેવા જોઈએ, જે આ સર્વર પર ચાલુ નથી. કૃપા કરીને તમારો સવાલ લખીને પૂછો.',
    });
  });
});
