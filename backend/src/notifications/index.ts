// The notifications context's public entry: what other contexts and the composition root may use of it
// (docs/architecture.md, "Boundaries the build enforces").
export { notificationsEntities } from './infrastructure/entities';
export { NotificationsModule } from './notifications.module';
