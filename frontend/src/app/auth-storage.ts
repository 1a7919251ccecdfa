// The browser storage keys of spec section 3. The password is never stored (DESIGN section 7).
export const storageKeys = {
  authToken: 'authToken',
  userId: 'userId',
  rememberedPhone: 'rememberedPhone',
} as const;

export function getAuthToken(): string | null {
  return localStorage.getItem(storageKeys.authToken);
}

export function getUserId(): string | null {
  return localStorage.getItem(storageKeys.userId);
}

export function isLoggedIn(): boolean {
  return Boolean(getAuthToken());
}

export function saveSession(token: string, userId: string): void {
  localStorage.setItem(storageKeys.authToken, token);
  localStorage.setItem(storageKeys.userId, userId);
}

export function clearSession(): void {
  localStorage.removeItem(storageKeys.authToken);
  localStorage.removeItem(storageKeys.userId);
}
