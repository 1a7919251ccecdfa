// The content context's public entry: what other contexts may use of it (docs/architecture.md,
// "Boundaries the build enforces").
export { ContentModule } from './content.module';
export { IndianStatesService } from './application/indian-states.service';
export { slugifyStateName } from './domain/indian-state';
export { contentEntities } from './infrastructure/entities';
