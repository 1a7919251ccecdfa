import { CropListingSchema } from './crop-listing.schema';
import { OrderedListingSchema } from './ordered-listing.schema';

/** The tables the crops context owns, registered by CropsModule. */
export const cropsEntities = [CropListingSchema, OrderedListingSchema];
