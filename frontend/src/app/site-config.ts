// Contact details and links shown in the footer. Change them here only.
export const siteConfig = {
  name: 'AgroSense',
  contactEmail: 'contact@agrosense.example',
  contactPhone: '+91 98765 43210',
  // Shown as written; the address is a proper name and is not translated.
  universityAddress: 'Gujarat University, Navrangpura, Ahmedabad, Gujarat 380009, India',
  social: {
    facebook: 'https://www.facebook.com/',
    twitter: 'https://twitter.com/',
    instagram: 'https://www.instagram.com/',
    linkedin: 'https://www.linkedin.com/',
  },
} as const;
