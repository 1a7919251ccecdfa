import { paths } from '../../../app/paths';

// The links of the top navigation bar, in their order on the page.
export const topNavLinks = [
  { to: paths.home, labelKey: 'nav.home' },
  { to: paths.featureCatalog, labelKey: 'nav.feature' },
  { to: paths.dashboard, labelKey: 'nav.dashboard' },
  { to: paths.contact, labelKey: 'nav.contactUs' },
  { to: paths.about, labelKey: 'nav.about' },
] as const;
