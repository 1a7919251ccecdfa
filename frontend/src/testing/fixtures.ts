// Answers of the API that several tests share.

/** GET /api/auth/users/user-1 */
export const farmerProfile = {
  _id: 'user-1',
  name: 'Asha Patel',
  username: null,
  email: 'asha@example.com',
  mobile: '9876543210',
  language: 'English',
  state: 'Gujarat',
  address: 'Near the dairy, Anand',
  role: 'user',
} as const;

/** GET /api/states, shortened to two states and a union territory. */
export const someIndianStates = {
  data: [
    { _id: 's1', code: 'GJ', name: 'Gujarat', slug: 'gujarat', kind: 'state' },
    { _id: 's2', code: 'MH', name: 'Maharashtra', slug: 'maharashtra', kind: 'state' },
    { _id: 'u1', code: 'DL', name: 'Delhi', slug: 'delhi', kind: 'union_territory' },
  ],
} as const;
