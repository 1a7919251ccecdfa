import { describe, expect, it } from 'vitest';
import accountsEn from './locales/accounts/en.json';
import accountsGu from './locales/accounts/gu.json';
import accountsHi from './locales/accounts/hi.json';
import en from './locales/en.json';
import gu from './locales/gu.json';
import hi from './locales/hi.json';
import { changeLanguage, i18n } from './i18n';

type Catalogue = { [key: string]: string | Catalogue };

function entriesOf(catalogue: Catalogue, prefix = ''): [string, string][] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string' ? [[prefix + key, value]] : entriesOf(value, `${prefix}${key}.`),
  );
}

const keysOf = (catalogue: Catalogue) => entriesOf(catalogue).map(([key]) => key);

// Every screen group's namespace: Hindi and Gujarati hold exactly the English keys.
const namespaceFiles = import.meta.glob<Catalogue>('./locales/*/*.json', {
  eager: true,
  import: 'default',
});
const namespaces = [
  ...new Set(Object.keys(namespaceFiles).map((path) => path.split('/')[2]!)),
].sort();

describe('translations', () => {
  it.each(namespaces.flatMap((ns) => [['hi', ns] as const, ['gu', ns] as const]))(
    '%s has exactly the English keys of the %s namespace, none left empty',
    (language, ns) => {
      const english = namespaceFiles[`./locales/${ns}/en.json`]!;
      const catalogue = namespaceFiles[`./locales/${ns}/${language}.json`]!;
      expect(keysOf(catalogue).sort()).toEqual(keysOf(english).sort());
      expect(keysOf(english).length).toBeGreaterThan(0);
      for (const [key, text] of entriesOf(catalogue)) expect(text.trim(), key).not.toBe('');
    },
  );

  it.each([
    ['hi', 'translation', hi, en],
    ['gu', 'translation', gu, en],
    ['hi', 'accounts', accountsHi, accountsEn],
    ['gu', 'accounts', accountsGu, accountsEn],
  ])('%s has exactly the %s keys of English, none left empty', (_l, _ns, catalogue, english) => {
    expect(keysOf(catalogue).sort()).toEqual(keysOf(english).sort());
    for (const [key, text] of entriesOf(catalogue)) {
      expect(text.trim(), key).not.toBe('');
    }
  });

  it('keeps the exact English account texts of the older app', () => {
    expect(accountsEn.login.failed).toBe('Invalid phone number or password.');
    expect(accountsEn.login.forgotPassword).toBe('Forgot Password?');
    expect(accountsEn.login.getStarted).toBe('Get Started');
    expect(accountsEn.validation.passwordsDoNotMatch).toBe('Passwords do not match');
    expect(accountsEn.validation.required.confirmPassword).toBe(
      'Please fill in your confirmPassword',
    );
    expect(accountsEn.signup.failed).toBe('An error occurred');
    expect(accountsEn.forgotPassword.sent).toBe('OTP sent successfully.');
    expect(accountsEn.forgotPassword.sendFailed).toBe('Failed to send OTP.');
    expect(accountsEn.forgotPassword.resetDone).toBe('Password reset successful.');
    expect(accountsEn.forgotPassword.resetFailed).toBe('Invalid OTP or error updating password.');
    expect(accountsEn.profile.loading).toBe('Loading profile...');
    expect(accountsEn.settings.saved).toBe('Profile updated successfully!');
    expect(accountsEn.settings.failed).toBe('Failed to update profile.');
    expect(accountsEn.hints.keepPassword).toBe('Leave blank to keep the same');
  });

  it('loads the account texts on first use, and again for a newly chosen language', async () => {
    await i18n.loadNamespaces('accounts');
    expect(i18n.t('accounts:login.rememberMe')).toBe('Remember Me');

    await changeLanguage('hi');
    expect(i18n.hasResourceBundle('hi', 'accounts')).toBe(true);
    expect(i18n.t('accounts:login.rememberMe')).toBe(accountsHi.login.rememberMe);

    await changeLanguage('en');
  });

  it('keeps the exact English texts of the older app', () => {
    expect(en.landing.heroSentence).toBe(
      'Welcome to the world of modern, smart, and sustainable agriculture empowering farmers with technology.',
    );
    expect(en.landing.indianAgriculture.title).toBe('Indian Agriculture');
    expect(en.landing.aboutProject.title).toBe('About Our Project');
    expect(en.landing.featuresTitle).toBe('Features of our Project');
    expect(en.footer.copyright).toBe('© 2025 Team AgroSense. All rights reserved.');
    expect(en.search.noMatchingPage).toBe('No matching page found!');
    expect(en.search.noMatchingRoute).toBe('No matching route found!');
    expect(en.search.placeholder).toBe('Search (e.g. Report, Market)');
    expect(en.footer.emailPlaceholder).toBe('Your email');
    expect(en.sidebar.userHistory).toBe('User History');
    expect(en.sidebar.farmingReport).toBe('Farming Report / Requests');
    expect(en.sidebar.farmingRoutine).toBe('Farming Routine');
    expect(en.sidebar.quickSupport).toBe('Quick Support / Feedback');
  });

  it('loads a chosen language, remembers it and sets <html lang>', async () => {
    await changeLanguage('gu');
    expect(localStorage.getItem('language')).toBe('gu');
    expect(document.documentElement.lang).toBe('gu');
    expect(i18n.t('footer.subscribe')).toBe(gu.footer.subscribe);

    await changeLanguage('hi');
    expect(i18n.t('search.noMatchingPage')).toBe(hi.search.noMatchingPage);

    await changeLanguage('en');
    expect(document.documentElement.lang).toBe('en');
    expect(i18n.t('footer.subscribe')).toBe('Subscribe');
  });
});
