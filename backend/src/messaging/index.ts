// The messaging context's public entry: what other contexts and the composition root may use of it
// (docs/architecture.md, "Boundaries the build enforces").
export { messagingEntities } from './infrastructure/entities';
export { MessagingModule } from './messaging.module';
