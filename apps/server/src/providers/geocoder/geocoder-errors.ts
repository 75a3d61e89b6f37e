// The one error a geocoder throws: a remote service that did not answer usefully. `retryable`
// says whether asking again later may help (a timeout, a 5xx, a 429) or not (a rejected key).

export type GeocoderFailureKind = 'timeout' | 'network' | 'status' | 'too_large' | 'bad_response';

export class GeocoderRequestError extends Error {
  readonly retryable: boolean;
  readonly status: number | null;

  constructor(
    readonly provider: string,
    readonly kind: GeocoderFailureKind,
    message: string,
    options: { retryable: boolean; status?: number },
  ) {
    super(`${provider}: ${message}`);
    this.name = 'GeocoderRequestError';
    this.retryable = options.retryable;
    this.status = options.status ?? null;
  }
}

export function isGeocoderRequestError(error: unknown): error is GeocoderRequestError {
  return error instanceof GeocoderRequestError;
}
