// Contact details and links shown in the footer and on the About, Contact and Quick Support
// pages. Change them here only.
export const siteConfig = {
  name: 'AgroSense',
  contactEmail: 'contact@agrosense.example',
  supportEmail: 'support@agrosense.example',
  contactPhone: '+91 98765 43210',
  /** The three phone lines of the Contact page. */
  contactLines: {
    projectManagement: '+91 98765 43211',
    queryManagement: '+91 98765 43212',
    interfaceManagement: '+91 98765 43213',
  },
  /** The government's free helpline for farmers (Kisan Call Centre), not an AgroSense line. */
  kisanCallCentre: '1800-180-1551',
  // The university's name and the office address are texts (`site.university`, `site.address`
  // in the default namespace): a Hindi or Gujarati reader reads them in their own script.
  /** Where the office is on the map (the university campus, Navrangpura). */
  officeLocation: { latitude: 23.0365, longitude: 72.5466 },
  social: {
    facebook: 'https://www.facebook.com/',
    twitter: 'https://twitter.com/',
    instagram: 'https://www.instagram.com/',
    linkedin: 'https://www.linkedin.com/',
  },
} as const;

/** A phone number as a tel: link (spaces and hyphens left out). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[\s-]+/g, '')}`;
}
