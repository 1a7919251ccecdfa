// The advisory context's public entry: what other contexts may use of it (docs/architecture.md,
// "Boundaries the build enforces").
export { CropNames, type CropNamesInThreeLanguages } from './application/crop-names';
export { AdvisoryModule } from './advisory.module';
