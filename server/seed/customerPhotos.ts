// Seeds customer photos: most customers have one, every sixth has none (the page shows initials),
// and the showcase customer always has one. Draws nothing from the random stream, so the data
// seeded before and after is unchanged. The files themselves are written on first request.
import type { Db } from '../db/database.ts';
import { iso } from './random.ts';

/** The customer the e2e and demo scripts open (spec example of the customer page). */
export const PHOTO_SHOWCASE = '8157415868';

export function seedCustomerPhotos(db: Db, now: Date): { photos: number } {
  const { changes } = db
    .prepare(
      `INSERT INTO customer_photos (customer_id, file_name, content_type, created_at)
       SELECT id, 'customer-' || id || '.svg', 'image/svg+xml', ?
       FROM customers WHERE id % 6 <> 0 OR username = ? ORDER BY id`,
    )
    .run(iso(now), PHOTO_SHOWCASE);
  return { photos: Number(changes) };
}
