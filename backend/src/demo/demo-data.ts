import type { INestApplicationContext } from '@nestjs/common';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { AccountsService, UserRepository } from '../accounts/index';
import { CropListingsService, type NewListingCommand } from '../crops/index';

export const DEMO_PASSWORD = 'agrosense-demo-2026';

const SELLERS = [
  {
    name: 'Ramesh Patel',
    mobile: '9000000001',
    email: 'ramesh.demo@agrosense.local',
    state: 'Gujarat',
    address: 'Anand, Gujarat',
  },
  {
    name: 'Lakshmi Reddy',
    mobile: '9000000003',
    email: 'lakshmi.demo@agrosense.local',
    state: 'Telangana',
    address: 'Warangal, Telangana',
  },
];
const BUYER = {
  name: 'Anita Sharma',
  mobile: '9000000002',
  email: 'anita.demo@agrosense.local',
  state: 'Maharashtra',
  address: 'Pune, Maharashtra',
};

const LISTINGS: NewListingCommand[][] = [
  [
    {
      name: 'Kesar Mango',
      category: 'fruits',
      description: 'Gir Kesar mangoes, naturally ripened, picked this week.',
      price: '650',
      unit: 'dozen',
      quantity: '40',
      organic: true,
    },
    {
      name: 'Groundnut (bold)',
      category: 'grains',
      description: 'Saurashtra bold groundnut in shell, sun dried.',
      price: '68',
      unit: 'kg',
      quantity: '500',
      organic: false,
    },
    {
      name: 'Cumin seeds',
      category: 'herbs',
      description: 'Unjha cumin, machine cleaned, 2026 rabi crop.',
      price: '290',
      unit: 'kg',
      quantity: '120',
      organic: false,
    },
    {
      name: 'Okra',
      category: 'vegetables',
      description: 'Tender bhindi harvested every morning.',
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
        language: 'English',
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
