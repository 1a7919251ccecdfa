// The accounts context's public entry: what other contexts may use of it (docs/architecture.md,
// "Boundaries the build enforces").
export { AccountsService } from './application/accounts.service';
export { UserRepository } from './application/ports/user.repository';
export { accountsEntities } from './infrastructure/entities';
