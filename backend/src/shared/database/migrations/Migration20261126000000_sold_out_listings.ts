import { Migration } from '@mikro-orm/migrations';

/**
 * Data only: a listing with nothing left is never Available (CropListing.settleStatus). Quantities
 * such as "0.0001" used to round a listing to 0 and leave it Available; those rows are set right.
 */
export class Migration20261126000000_sold_out_listings extends Migration {
  override up(): void {
    this.addSql(
      `update "crop_listings" set "status" = 'Not Available' where "quantity" <= 0 and "status" = 'Available';`,
    );
  }

  override down(): void {
    // Nothing to undo: the rows were wrong before.
  }
}
