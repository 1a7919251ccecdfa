// The accounts context's public entry: what other contexts may use of it (docs/architecture.md,
// "Boundaries the build enforces").
export { AccountsService } from './application/accounts.service';
export { MemberDirectory, type MemberCard } from './application/member-directory';
export { MessagePreferences } from './application/message-preferences';
export { UserRepository } from './application/ports/user.repository';
export type { ResetCodeBySms } from './application/account-events';
export { accountsEntities } from './infrastructure/entities';
export { AccountsModule } from './accounts.module';
