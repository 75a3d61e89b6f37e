// "Near me": one position from the browser, with the reason in words when there is none. The
// browser asks the member first; a refusal is an answer to respect, not an error to retry.

export interface Position {
  lat: number;
  lng: number;
}

export type NearMeResult = { ok: true; position: Position } | { ok: false; message: string };

export const NEAR_ME_MESSAGES = {
  unsupported: 'This browser cannot share your location, so places near you cannot be shown.',
  denied: 'Location access was refused. Allow location for this site in your browser settings to see places near you.',
  unavailable: 'Your location is not available right now. Check that location services are on and try again.',
  timeout: 'Finding your location took too long. Try again.',
} as const;

/** The codes of GeolocationPositionError (1 PERMISSION_DENIED, 2 POSITION_UNAVAILABLE, 3 TIMEOUT). */
function messageOf(error: { code: number }): string {
  if (error.code === 1) return NEAR_ME_MESSAGES.denied;
  if (error.code === 3) return NEAR_ME_MESSAGES.timeout;
  return NEAR_ME_MESSAGES.unavailable;
}

export function locateMember(geolocation: Geolocation | undefined = globalThis.navigator?.geolocation, timeoutMs = 15_000): Promise<NearMeResult> {
  if (!geolocation) return Promise.resolve({ ok: false, message: NEAR_ME_MESSAGES.unsupported });
  return new Promise((resolve) => {
    try {
      geolocation.getCurrentPosition(
        (position) => resolve({ ok: true, position: { lat: position.coords.latitude, lng: position.coords.longitude } }),
        (error) => resolve({ ok: false, message: messageOf(error) }),
        // A position from the last ten minutes is near enough for "places near me".
        { enableHighAccuracy: false, maximumAge: 600_000, timeout: timeoutMs },
      );
    } catch {
      // Some embedded browsers throw instead of calling back (insecure origin, policy).
      resolve({ ok: false, message: NEAR_ME_MESSAGES.unsupported });
    }
  });
}
