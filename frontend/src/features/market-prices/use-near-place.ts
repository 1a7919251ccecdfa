import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { userProfileQuery } from '../../api/user-profile';
import { getUserId } from '../../app/auth-storage';
import { nearPlaceOf, type NearPlace } from './price-query';

const storageKey = 'agrosense.pricesNear';

type Remembered = NearPlace & { userId: string };

function remembered(userId: string): NearPlace | undefined {
  if (typeof localStorage === 'undefined') return undefined;
  try {
    const saved = JSON.parse(localStorage.getItem(storageKey) ?? 'null') as Remembered | null;
    if (saved?.userId !== userId || typeof saved.state !== 'string') return undefined;
    return saved.district
      ? { state: saved.state, district: saved.district }
      : { state: saved.state };
  } catch {
    return undefined;
  }
}

function remember(userId: string, place: NearPlace | undefined): void {
  try {
    if (place) localStorage.setItem(storageKey, JSON.stringify({ userId, ...place }));
    else localStorage.removeItem(storageKey);
  } catch {
    // Storage full or refused: the page then waits for the profile, as on a first visit.
  }
}

/**
 * The member's place whose prices come first, and whether it is known yet (the prices are asked
 * for only then, so they are asked for once, in their final order).
 *
 * From the profile when it is at hand: always on a page the server rendered, which fetched the
 * same profile for the same query. Otherwise the place this member's profile gave last time on
 * this device: offline the profile cannot be read, and the saved copy of the prices is the one
 * asked for with the place. A first visit waits for the profile (the layout asks for it anyway).
 */
export function useNearPlace(): { place: NearPlace | undefined; known: boolean } {
  const userId = getUserId();
  const profile = useQuery({ ...userProfileQuery(userId ?? ''), enabled: userId !== null });
  const fromProfile = nearPlaceOf(profile.data);
  const state = fromProfile?.state;
  const district = fromProfile?.district;
  const loaded = profile.data !== undefined;
  useEffect(() => {
    if (userId && loaded)
      remember(userId, state ? (district ? { state, district } : { state }) : undefined);
  }, [userId, loaded, state, district]);

  if (loaded) return { place: fromProfile, known: true };
  const saved = userId ? remembered(userId) : undefined;
  if (saved) return { place: saved, known: true };
  return { place: undefined, known: userId === null || profile.isError };
}
