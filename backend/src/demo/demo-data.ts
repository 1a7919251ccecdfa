import type { INestApplicationContext } from '@nestjs/common';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { AccountsService, UserRepository } from '../accounts/index';
import { CropListingsService, type NewListingCommand } from '../crops/index';

export const DEMO_PASSWORD = 'agrosense-demo-2026';

// Each demo member writes as they would: the Gujarati farmer in Gujarati, the Telangana farmer
// in English (the app does not speak Telugu), the buyer from Pune in Hindi. Readers see a listed
// crop's name in their own language beside the seller's words (the crop catalogue).
const SELLERS = [
  {
    name: 'રમેશ પટેલ',
    mobile: '9000000001',
    email: 'ramesh.demo@agrosense.local',
    state: 'Gujarat',
    address: 'આણંદ, ગુજરાત',
    language: 'Gujarati',
  },
  {
    name: 'Lakshmi Reddy',
    mobile: '9000000003',
    email: 'lakshmi.demo@agrosense.local',
    state: 'Telangana',
    address: 'Warangal, Telangana',
    language: 'English',
  },
] as const;
const BUYER = {
  name: 'अनिता शर्मा',
  mobile: '9000000002',
  email: 'anita.demo@agrosense.local',
  state: 'Maharashtra',
  address: 'पुणे, महाराष्ट्र',
};

const LISTINGS: NewListingCommand[][] = [
  [
    {
      name: 'કેસર કેરી',
      category: 'fruits',
      description: 'ગીરની કેસર કેરી, કુદરતી રીતે પકવેલી, આ અઠવાડિયે ઉતારેલી.',
      price: '650',
      unit: 'dozen',
      quantity: '40',
      organic: true,
    },
    {
      name: 'મગફળી (જાડી)',
      category: 'grains',
      description: 'સૌરાષ્ટ્રની જાડી મગફળી, ફોતરાં સાથે, તડકે સૂકવેલી.',
      price: '68',
      unit: 'kg',
      quantity: '500',
      organic: false,
    },
    {
      name: 'જીરું',
      category: 'herbs',
      description: 'ઊંઝાનું જીરું, મશીનથી સાફ કરેલું, 2026ની રવી સીઝનનું.',
      price: '290',
      unit: 'kg',
      quantity: '120',
      organic: false,
    },
    {
      name: 'ભીંડા',
      category: 'vegetables',
      description: 'કૂણા ભીંડા, રોજ સવારે ઉતારેલા.',
      price: '38',
      unit: 'kg',
      quantity: '80',
      organic: true,
    },
  ],
  [
    {
      name: 'Sona Masuri rice',
      category: 'grains',
      description: 'Aged one year, single-polished.',
      price: '58',
      unit: 'kg',
      quantity: '900',
      organic: false,
    },
    {
      name: 'Turmeric fingers',
      category: 'herbs',
      description: 'Nizamabad turmeric, boiled and polished.',
      price: '145',
      unit: 'kg',
      quantity: '300',
      organic: true,
    },
    {
      name: 'Guntur chilli',
      category: 'vegetables',
      description: 'Dry red chilli, S4 variety, stemless.',
      price: '210',
      unit: 'kg',
      quantity: '150',
      organic: false,
    },
    {
      name: 'Coriander bunches',
      category: 'herbs',
      description: 'Fresh dhaniya, washed and tied.',
      price: '12',
      unit: 'bunch',
      quantity: '200',
      organic: true,
    },
  ],
];

/**
 * A first start on the embedded database gets two demo sellers, a demo buyer and eight listings,
 * so a new install shows a working market. Runs once (skipped when the demo buyer exists); never
 * in production or with DATABASE_URL.
 */
export async function loadDemoData(app: INestApplicationContext): Promise<string[] | null> {
  const orm = app.get(MikroORM);
  return RequestContext.create(orm.em, async () => {
    if (await app.get(UserRepository).findByMobile(BUYER.mobile)) return null;
    const accounts = app.get(AccountsService);
    const crops = app.get(CropListingsService);
    const credentials: string[] = [];
    for (const [i, seller] of SELLERS.entries()) {
      const user = await accounts.signup({
        ...seller,
        password: DEMO_PASSWORD,
        confirmPassword: DEMO_PASSWORD,
      });
      for (const listing of LISTINGS[i])
        await crops.create({ id: user.id, role: 'user' }, listing, []);
      credentials.push(`${seller.name} (seller): mobile ${seller.mobile}`);
    }
    await accounts.signup({
      ...BUYER,
      password: DEMO_PASSWORD,
      confirmPassword: DEMO_PASSWORD,
      language: 'Hindi',
    });
    credentials.push(`${BUYER.name} (buyer): mobile ${BUYER.mobile}`);
    return credentials;
  });
}
