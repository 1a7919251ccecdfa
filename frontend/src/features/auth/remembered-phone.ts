import { storageKeys } from '../../app/auth-storage';

// Remember Me keeps the phone number only, never the password (DESIGN section 7).
export function getRememberedPhone(): string | null {
  return localStorage.getItem(storageKeys.rememberedPhone);
}

export function rememberPhone(phone: string): void {
  localStorage.setItem(storageKeys.rememberedPhone, phone);
}

export function forgetPhone(): void {
  localStorage.removeItem(storageKeys.rememberedPhone);
}
