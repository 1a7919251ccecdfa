import { ApiError } from './api-error';
import type { NewCrop } from './crops';

// Listings a farmer submitted without a connection, kept in IndexedDB on the phone (photos
// included, already compressed) until they can be sent. Each draft belongs to the user who wrote
// it and is only ever sent while that same user is logged in.

const DB_NAME = 'agrosense-offline';
const STORE = 'listing-drafts';

type DraftImage = { name: string; type: string; data: Blob };

export type ListingDraft = {
  id: string;
  userId: string;
  savedAt: number;
  crop: Omit<NewCrop, 'userId' | 'cropImages'>;
  images: DraftImage[];
};

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

function openDatabase(): Promise<IDBDatabase> {
  const request = indexedDB.open(DB_NAME, 1);
  request.onupgradeneeded = () => {
    request.result.createObjectStore(STORE, { keyPath: 'id' }).createIndex('userId', 'userId');
  };
  return done(request);
}

async function withStore<T>(
  mode: IDBTransactionMode,
  request: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await openDatabase();
  try {
    const transaction = db.transaction(STORE, mode);
    const result = await done(request(transaction.objectStore(STORE)));
    await new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve();
      transaction.onabort = transaction.onerror = () =>
        reject(transaction.error ?? new Error('IndexedDB transaction failed'));
      if (mode === 'readonly') resolve();
    });
    return result;
  } finally {
    db.close();
  }
}

/** Whether the browser has IndexedDB (every browser the app supports; not jsdom). */
export function draftsSupported(): boolean {
  return typeof indexedDB !== 'undefined';
}

/** Keeps the listing on this phone; its photos are stored as they are (already compressed). */
export async function saveDraft(crop: NewCrop): Promise<ListingDraft> {
  const { userId, cropImages, ...fields } = crop;
  const draft: ListingDraft = {
    id: crypto.randomUUID(),
    userId,
    savedAt: Date.now(),
    crop: fields,
    images: cropImages.map((image, index) => ({
      name: image instanceof File ? image.name : `photo-${index + 1}.jpg`,
      type: image.type,
      data: image,
    })),
  };
  await withStore('readwrite', (store) => store.put(draft));
  return draft;
}

/** The drafts of one user, oldest first. */
export async function draftsOf(userId: string): Promise<ListingDraft[]> {
  const drafts = await withStore('readonly', (store) =>
    store.index('userId').getAll(IDBKeyRange.only(userId)),
  );
  return (drafts as ListingDraft[])
    .filter((draft) => draft.userId === userId)
    .sort((a, b) => a.savedAt - b.savedAt);
}

async function removeDraft(id: string): Promise<void> {
  await withStore('readwrite', (store) => store.delete(id));
}

/** The listing a draft stands for, as `userId`'s (the caller checked it is the draft's owner). */
export function cropOfDraft(draft: ListingDraft): NewCrop {
  return {
    ...draft.crop,
    userId: draft.userId,
    cropImages: draft.images.map(
      (image) => new File([image.data], image.name, { type: image.type }),
    ),
  };
}

/** A failure of the connection itself (fetch rejects with a TypeError), not an answer. */
export function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError;
}

export type SendResult = { sent: number; rejected: ApiError[] };

let sending: Promise<SendResult> | null = null;

/**
 * Sends the drafts of `userId` one by one, oldest first, and forgets each one sent. Stops at a
 * network failure (the rest wait for the next chance); a draft the server refuses for good (4xx
 * other than 401) is dropped and reported. Calls made while a run is going join that run.
 */
export function sendDrafts(
  userId: string,
  send: (crop: NewCrop) => Promise<unknown>,
): Promise<SendResult> {
  sending ??= (async () => {
    const result: SendResult = { sent: 0, rejected: [] };
    try {
      for (const draft of await draftsOf(userId)) {
        let accepted = true;
        try {
          await send(cropOfDraft(draft));
        } catch (error) {
          const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
          if (!refused || error.status === 401) break;
          result.rejected.push(error);
          accepted = false;
        }
        await removeDraft(draft.id);
        if (accepted) result.sent += 1;
      }
    } finally {
      sending = null;
    }
    return result;
  })();
  return sending;
}
