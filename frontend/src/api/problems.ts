import { queryOptions } from '@tanstack/react-query';
import { api, requireData } from './client';
import type { components, operations } from './schema';

export type Problem = components['schemas']['ProblemDto'];
export type ProblemReason = Problem['reason'];
export type ProblemList = components['schemas']['ProblemListDto'];
export type ProblemFilter = 'open' | 'resolved';

/** The reasons a party may give, in the order the form lists them ("other" last). */
export const PROBLEM_REASONS: readonly ProblemReason[] = [
  'not_received',
  'quality_not_as_listed',
  'quantity_short',
  'payment_not_received',
  'other',
];
/** The server's limit on the reporter's words and on the administrator's note. */
export const PROBLEM_TEXT_MAX = 1000;
/** The server's limit on the photo (as a listing's photos). */
export const PROBLEM_PHOTO_MAX_BYTES = 5 * 1024 * 1024;

export interface ProblemReport {
  reason: ProblemReason;
  /** Needed for "other"; optional otherwise. */
  text: string;
  photo: Blob | null;
}

type ReportBody = operations['reportOrderProblem']['requestBody']['content']['multipart/form-data'];

/** The multipart body of POST /api/orders/{id}/problem. */
export function problemFormData(report: ProblemReport): FormData {
  const form = new FormData();
  form.append('reason', report.reason);
  if (report.text.trim()) form.append('text', report.text.trim());
  if (report.photo) {
    const name = report.photo instanceof File ? report.photo.name : 'photo.jpg';
    form.append('photo', report.photo, name);
  }
  return form;
}

/** POST /api/orders/{id}/problem: a party of an Accepted or Completed order reports a problem. */
export async function reportProblem(orderId: string, report: ProblemReport): Promise<Problem> {
  const form = problemFormData(report);
  const { data } = await api.POST('/api/orders/{id}/problem', {
    params: { path: { id: orderId } },
    // The FormData goes out as it is: the browser sets the multipart Content-Type and boundary.
    body: form as unknown as ReportBody,
    bodySerializer: () => form,
  });
  return requireData(data);
}

/** Every ops problem query sits under this key, so a resolution refreshes both filters. */
export const opsProblemsKey = ['ops', 'problems'] as const;

/** GET /api/ops/problems (administrators): open or resolved problems, newest first. */
export function opsProblemsQuery(status: ProblemFilter) {
  return queryOptions({
    queryKey: [...opsProblemsKey, status] as const,
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/api/ops/problems', {
        params: { query: { status } },
        signal,
      });
      return requireData(data);
    },
  });
}

/** PUT /api/ops/problems/{id} (administrators): resolve with a note both parties read. */
export async function resolveProblem(id: string, note: string): Promise<Problem> {
  const { data } = await api.PUT('/api/ops/problems/{id}', {
    params: { path: { id } },
    body: { note },
  });
  return requireData(data);
}
