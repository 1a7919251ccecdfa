import { queryOptions } from '@tanstack/react-query';
import { api, requireData } from './client';
import type { components, operations } from './schema';

export type ChatAnswer = components['schemas']['ChatAnswerDto'];
export type ChatSource = components['schemas']['ChatSourceDto'];
export type ChatLanguage = NonNullable<components['schemas']['ChatQuestionDto']['language']>;
export type CropDetection = components['schemas']['CropDetectionDto'];
export type HealthDetection = components['schemas']['HealthDetectionDto'];
export type CatalogCrop = components['schemas']['CatalogCropDto'];

/** What the forms accept: the same limits the server enforces. */
export const MAX_QUESTION_LENGTH = 1000;
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

export async function askAgroBot(
  message: string,
  language: ChatLanguage,
  conversationId?: string,
): Promise<ChatAnswer> {
  const { data } = await api.POST('/api/chatbot', {
    body: { message, language, ...(conversationId ? { conversationId } : {}) },
  });
  return requireData(data);
}

type PhotoBody = operations['detectCrop']['requestBody']['content']['multipart/form-data'];

function photoForm(photo: File): FormData {
  const form = new FormData();
  form.set('image', photo);
  return form;
}

export async function detectCrop(photo: File): Promise<CropDetection> {
  const form = photoForm(photo);
  const { data } = await api.POST('/api/crop-detect', {
    body: form as unknown as PhotoBody,
    bodySerializer: () => form,
  });
  return requireData(data);
}

export async function detectCropHealth(photo: File): Promise<HealthDetection> {
  const form = photoForm(photo);
  const { data } = await api.POST('/api/cropHealthDetection', {
    body: form as unknown as PhotoBody,
    bodySerializer: () => form,
  });
  return requireData(data);
}

export type VoiceSettings = components['schemas']['VoiceSettingsDto'];
export type Transcription = components['schemas']['TranscriptionDto'];

/** What voice input the server offers (AgroBot's recording path); it changes only with a restart. */
export function voiceSettingsQuery() {
  return queryOptions({
    queryKey: ['advisory', 'voice'] as const,
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/api/chatbot/voice', { signal });
      return requireData(data);
    },
    staleTime: 5 * 60_000,
  });
}

type RecordingBody =
  operations['transcribeQuestion']['requestBody']['content']['multipart/form-data'];

/** A recorded question written out by the server's speech service, for the farmer to check. */
export async function transcribeQuestion(
  recording: Blob,
  language: ChatLanguage,
): Promise<Transcription> {
  const form = new FormData();
  form.set('language', language);
  form.set('audio', recording, 'question');
  const { data } = await api.POST('/api/chatbot/transcriptions', {
    body: form as unknown as RecordingBody,
    bodySerializer: () => form,
  });
  return requireData(data);
}

export function catalogCropsQuery() {
  return queryOptions({
    queryKey: ['advisory', 'crops'] as const,
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/api/advisory/crops', { signal });
      return requireData(data).data;
    },
    staleTime: Infinity,
  });
}
