import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  FAKE_TRANSCRIPTS,
  startFakeTranscriptionServer,
  type FakeTranscriptionServer,
} from '../../backend/test/fakes/transcription-server';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/find-chromium.cjs';
import { newFarmer, signUpAndLogIn, useSession } from '../support/farmers';
import { transcriptionApiKey, transcriptionPort } from '../support/origins';

// AgroBot's voice input on a browser without speech recognition of its own (as Firefox, or Chrome
// offline after its recognition failed): the question is recorded and written out by the server's
// speech service, here a fake speaking OpenAI's wire format that the app's STT_BASE_URL points to
// (playwright.config.ts). Chromium's fake microphone plays a tone, and grants the permission.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? findChromium() ?? '/usr/bin/chromium',
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
    ],
  },
});

let stt: FakeTranscriptionServer;
test.beforeAll(async () => {
  stt = await startFakeTranscriptionServer({
    port: transcriptionPort,
    apiKey: transcriptionApiKey,
  });
});
test.afterAll(() => stt?.close());

test('a farmer asks AgroBot in Hindi by voice: records, checks and edits the words, sends, gets an answer', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await openChatWithoutRecognition(page, request, 'Hindi');
  const chat = page.getByRole('dialog', { name: 'एग्रोबॉट' });
  const box = chat.getByRole('textbox', { name: 'अपना सवाल लिखें…' });
  await expect(box).toBeVisible();

  await chat.getByRole('button', { name: 'बोलकर सवाल पूछें' }).click();
  // The seconds count up while it records.
  await expect(chat.getByRole('status')).toContainText('रिकॉर्डिंग हो रही है।');
  await expect(chat.getByText(/^रिकॉर्डिंग: 60 में से [1-9]\d? सेकंड। बोल लें तो रोकें दबाएँ।$/)).toBeVisible({
    timeout: 10_000,
  });
  const transcribed = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/chatbot/transcriptions',
  );
  await chat.getByRole('button', { name: 'रोकें', exact: true }).click();
  expect((await transcribed).status()).toBe(200);

  // The fake's Hindi transcript is in the box, to check before sending: nothing was sent.
  await expect(box).toHaveValue(FAKE_TRANSCRIPTS.hi!);
  await expect(chat.getByText('शब्द जाँच लें, ज़रूरत हो तो सुधारें, फिर भेजें।')).toBeVisible();
  await expect(chat.getByText('आप:')).toHaveCount(0);

  // The recording reached the speech service as WebM (Chromium's MediaRecorder), in Hindi.
  const sent = stt.requests.at(-1)!;
  expect(sent.headers.authorization).toBe(`Bearer ${transcriptionApiKey}`);
  expect(sent.fields).toMatchObject({ language: 'hi', model: 'whisper-1' });
  expect(sent.file!.name).toBe('question.webm');
  expect(sent.file!.bytes.subarray(0, 4)).toEqual(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]));
  expect(sent.file!.size).toBeGreaterThan(1000);

  // The farmer adds a word, then sends.
  const question = 'गेहूं में पहला पानी कब देना चाहिए?';
  await box.fill(question);
  const answered = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/chatbot' && r.request().method() === 'POST',
  );
  await chat.getByRole('button', { name: 'भेजें' }).click();
  const answer = (await (await answered).json()) as { answer: string; language: string };
  expect(answer.language).toBe('hi');
  await expect(chat.getByText(question)).toBeVisible();
  await expect(
    chat.getByText(answer.answer.split('\n')[0]!.slice(0, 30), { exact: false }).first(),
  ).toBeVisible();
  await expect(box).toHaveValue('');
});

test('a speech service error is said in the farmer’s language, and the box stays theirs', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await openChatWithoutRecognition(page, request, 'Gujarati');
  const chat = page.getByRole('dialog', { name: 'એગ્રોબોટ' });
  const box = chat.getByRole('textbox', { name: 'તમારો પ્રશ્ન લખો…' });
  await box.fill('કપાસ');
  stt.fail(429);
  await chat.getByRole('button', { name: 'બોલીને પ્રશ્ન પૂછો' }).click();
  await expect(chat.getByRole('status')).toContainText('રેકોર્ડિંગ', { timeout: 10_000 });
  await chat.getByRole('button', { name: 'બંધ કરો', exact: true }).click();
  await expect(chat.getByRole('alert')).toContainText('અવાજ ઓળખવાની સેવા હાલમાં વ્યસ્ત છે');
  await expect(box).toHaveValue('કપાસ');
});

/**
 * A farmer in `language` on AgroBot's page in a browser without speech recognition, so the
 * microphone records and the server's speech-to-text port (here the fake) writes the words out.
 */
async function openChatWithoutRecognition(
  page: Page,
  request: APIRequestContext,
  language: 'Hindi' | 'Gujarati',
) {
  await useSession(page, await signUpAndLogIn(request, newFarmer('Voice Farmer', { language })));
  await page.addInitScript(() => {
    for (const name of ['SpeechRecognition', 'webkitSpeechRecognition']) {
      Object.defineProperty(window, name, { value: undefined, configurable: true, writable: true });
    }
  });
  await page.goto(`/features/ai-chatbot?lang=${language === 'Hindi' ? 'hi' : 'gu'}`);
}
