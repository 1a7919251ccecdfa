import { useEffect, useState } from 'react';
import type { Coordinates } from '../api/weather';

/** Ahmedabad, used when geolocation is denied or unsupported. */
export const FALLBACK_COORDINATES: Coordinates = { lat: 23.0225, lon: 72.5714 };

// A permission prompt left unanswered never calls back: give up waiting after this long.
const GIVE_UP_MS = 10_000;

/** The browser's position, else the fallback; null while the browser is still asked. */
export function useCoordinates(): Coordinates | null {
  const [coordinates, setCoordinates] = useState<Coordinates | null>(() =>
    typeof navigator === 'undefined' || !('geolocation' in navigator) || !navigator.geolocation
      ? FALLBACK_COORDINATES
      : null,
  );

  useEffect(() => {
    if (coordinates !== null) return;
    let settled = false;
    const settle = (value: Coordinates) => {
      if (settled) return;
      settled = true;
      setCoordinates(value);
    };
    const timer = window.setTimeout(() => settle(FALLBACK_COORDINATES), GIVE_UP_MS);
    navigator.geolocation.getCurrentPosition(
      (position) => settle({ lat: position.coords.latitude, lon: position.coords.longitude }),
      () => settle(FALLBACK_COORDINATES),
      { timeout: GIVE_UP_MS, maximumAge: 600_000 },
    );
    return () => {
      settled = true;
      window.clearTimeout(timer);
    };
  }, [coordinates]);

  return coordinates;
}
