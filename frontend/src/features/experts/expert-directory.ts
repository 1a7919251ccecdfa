import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import AgricultureIcon from '@mui/icons-material/Agriculture';
import BugReportIcon from '@mui/icons-material/BugReport';
import GroupsIcon from '@mui/icons-material/Groups';
import LocalFloristIcon from '@mui/icons-material/LocalFlorist';
import PetsIcon from '@mui/icons-material/Pets';
import SchoolIcon from '@mui/icons-material/School';
import ScienceIcon from '@mui/icons-material/Science';
import ShieldIcon from '@mui/icons-material/Shield';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import type SvgIcon from '@mui/material/SvgIcon';

export type ExpertId =
  | 'kisanCallCentre'
  | 'kvkPlantProtection'
  | 'kvkAgronomy'
  | 'kvkHorticulture'
  | 'universityPlantClinic'
  | 'atmaBlockTechnologyManager'
  | 'soilTestingLab'
  | 'cropInsuranceHelpline'
  | 'districtAgricultureOfficer'
  | 'veterinaryHospital';

export type SpecialtyId =
  | 'cropAdvice'
  | 'pestsDiseases'
  | 'weather'
  | 'governmentSchemes'
  | 'plantProtection'
  | 'pestManagement'
  | 'diseaseDiagnosis'
  | 'agronomy'
  | 'cropPlanning'
  | 'weedManagement'
  | 'waterManagement'
  | 'horticulture'
  | 'fruits'
  | 'vegetables'
  | 'nursery'
  | 'plantClinic'
  | 'seedsVarieties'
  | 'farmerTraining'
  | 'demonstrations'
  | 'farmerGroups'
  | 'soilTesting'
  | 'soilHealthCard'
  | 'nutrientManagement'
  | 'cropInsurance'
  | 'cropLoss'
  | 'insuranceClaims'
  | 'subsidies'
  | 'seedsFertilisers'
  | 'animalHealth'
  | 'vaccination'
  | 'dairyAnimals'
  | 'breeding';

/**
 * An expert as the directory shows one (id, name, title, rating, reviews, specialties, email,
 * phone, address). The entries are public services and roles a farmer can really reach, not
 * invented people: name, title and address are texts of the `guides` namespace (experts.list.<id>),
 * so they are translated. Only numbers and addresses that are published nationally are filled in;
 * for local offices the address says how to find yours. Nobody has rated them here, so no rating is
 * shown.
 */
export type Expert = {
  id: ExpertId;
  icon: typeof SvgIcon;
  /** Out of 5; null until farmers have rated the service. */
  rating: number | null;
  reviews: number;
  specialties: readonly SpecialtyId[];
  email: string | null;
  /** As written for people; the tel: link drops the dashes. */
  phone: string | null;
  website: string | null;
};

const notRated = { rating: null, reviews: 0 } as const;
const kvkWebsite = 'https://kvk.icar.gov.in';

export const experts: readonly Expert[] = [
  {
    id: 'kisanCallCentre',
    icon: SupportAgentIcon,
    ...notRated,
    specialties: ['cropAdvice', 'pestsDiseases', 'weather', 'governmentSchemes'],
    email: null,
    phone: '1800-180-1551',
    website: null,
  },
  {
    id: 'kvkPlantProtection',
    icon: BugReportIcon,
    ...notRated,
    specialties: ['plantProtection', 'pestManagement', 'diseaseDiagnosis'],
    email: null,
    phone: null,
    website: kvkWebsite,
  },
  {
    id: 'kvkAgronomy',
    icon: AgricultureIcon,
    ...notRated,
    specialties: ['agronomy', 'cropPlanning', 'weedManagement', 'waterManagement'],
    email: null,
    phone: null,
    website: kvkWebsite,
  },
  {
    id: 'kvkHorticulture',
    icon: LocalFloristIcon,
    ...notRated,
    specialties: ['horticulture', 'fruits', 'vegetables', 'nursery'],
    email: null,
    phone: null,
    website: kvkWebsite,
  },
  {
    id: 'universityPlantClinic',
    icon: SchoolIcon,
    ...notRated,
    specialties: ['plantClinic', 'diseaseDiagnosis', 'seedsVarieties'],
    email: null,
    phone: null,
    website: null,
  },
  {
    id: 'atmaBlockTechnologyManager',
    icon: GroupsIcon,
    ...notRated,
    specialties: ['farmerTraining', 'demonstrations', 'farmerGroups'],
    email: null,
    phone: null,
    website: null,
  },
  {
    id: 'soilTestingLab',
    icon: ScienceIcon,
    ...notRated,
    specialties: ['soilTesting', 'soilHealthCard', 'nutrientManagement'],
    email: null,
    phone: null,
    website: 'https://soilhealth.dac.gov.in',
  },
  {
    id: 'cropInsuranceHelpline',
    icon: ShieldIcon,
    ...notRated,
    specialties: ['cropInsurance', 'cropLoss', 'insuranceClaims'],
    // No e-mail: we could not confirm one on pmfby.gov.in, and a wrong address loses a claim.
    email: null,
    phone: '14447',
    website: 'https://pmfby.gov.in',
  },
  {
    id: 'districtAgricultureOfficer',
    icon: AccountBalanceIcon,
    ...notRated,
    specialties: ['governmentSchemes', 'subsidies', 'seedsFertilisers'],
    email: null,
    phone: null,
    website: null,
  },
  {
    id: 'veterinaryHospital',
    icon: PetsIcon,
    ...notRated,
    specialties: ['animalHealth', 'vaccination', 'dairyAnimals', 'breeding'],
    email: null,
    phone: '1962',
    website: null,
  },
];

/** The texts an expert is found by, as shown on its card (so in the reader's language). */
export type ExpertTexts = {
  name: string;
  title: string;
  address: string;
  specialties: readonly string[];
};

const fold = (text: string) => text.normalize('NFC').toLocaleLowerCase().replace(/\s+/g, ' ');

/** Case-insensitive match of the search words on name, title, specialties and address. */
export function matchesSearch(texts: ExpertTexts, query: string): boolean {
  const wanted = fold(query).trim();
  if (!wanted) return true;
  return [texts.name, texts.title, texts.address, ...texts.specialties].some((text) =>
    fold(text).includes(wanted),
  );
}
