// The place (ZIP, House district and statehouse districts) a signed-in reader keeps; only its owner reads or writes it.
import { eq } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { readerPlaces } from '../db/schema.ts';

export type Place = { zip: string | null; state: string; district: number; upperDistrict: string | null; lowerDistrict: string | null };

const columns = {
  zip: readerPlaces.zip,
  state: readerPlaces.state,
  district: readerPlaces.district,
  upperDistrict: readerPlaces.upperDistrict,
  lowerDistrict: readerPlaces.lowerDistrict,
};

export async function findReaderPlace(db: Database, userId: string): Promise<Place | null> {
  const [row] = await db.select(columns).from(readerPlaces).where(eq(readerPlaces.userId, userId));
  return row ?? null;
}

export async function saveReaderPlace(db: Database, userId: string, place: Place): Promise<Place> {
  const [row] = await db
    .insert(readerPlaces)
    .values({ userId, ...place })
    .onConflictDoUpdate({ target: readerPlaces.userId, set: { ...place, updatedAt: new Date() } })
    .returning(columns);
  return row!;
}

export async function deleteReaderPlace(db: Database, userId: string): Promise<void> {
  await db.delete(readerPlaces).where(eq(readerPlaces.userId, userId));
}
