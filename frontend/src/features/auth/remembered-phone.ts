import { storageKeys } from '../../app/auth-storage';

// Remember Me keeps the phone number only, never the password (docs/architecture.md, "Frontend").
export function getRememberedPhone(): string | null {
  return localStorage.getItem(storageKeys.rememberedPhone);
}

export function rememberPhone(phone: string): void {
  localStorage.setItem(storageKeys.rememberedPhone, phone);
}

export function forgetPhone(): void {
  localStorage.removeItem(storageKeys.rememberedPhone);
}
