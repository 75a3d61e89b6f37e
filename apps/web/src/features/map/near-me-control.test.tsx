import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { locateMember, NEAR_ME_MESSAGES } from './near-me';
import { NearMeControl } from './near-me-control';

/** The browser's geolocation answering once, the way a member's choice in the prompt would. */
function geolocationAnswering(answer: { coords: { latitude: number; longitude: number } } | { code: number }): Geolocation {
  return {
    getCurrentPosition: (success, failure) => {
      if ('coords' in answer) success({ coords: answer.coords, timestamp: 0 } as GeolocationPosition);
      else failure?.({ code: answer.code, message: 'no' } as GeolocationPositionError);
    },
    watchPosition: () => 0,
    clearWatch: () => {},
  };
}

describe('locating the member', () => {
  it('gives the position when the member allows it', async () => {
    expect(await locateMember(geolocationAnswering({ coords: { latitude: 41.38, longitude: 2.18 } }))).toEqual({ ok: true, position: { lat: 41.38, lng: 2.18 } });
  });

  it('says why there is no position: refused, unavailable, too slow, unsupported', async () => {
    expect(await locateMember(geolocationAnswering({ code: 1 }))).toEqual({ ok: false, message: NEAR_ME_MESSAGES.denied });
    expect(await locateMember(geolocationAnswering({ code: 2 }))).toEqual({ ok: false, message: NEAR_ME_MESSAGES.unavailable });
    expect(await locateMember(geolocationAnswering({ code: 3 }))).toEqual({ ok: false, message: NEAR_ME_MESSAGES.timeout });
    expect(await locateMember(undefined)).toEqual({ ok: false, message: NEAR_ME_MESSAGES.unsupported });
  });
});

describe('the Near me button', () => {
  it('tells the member plainly when they refused location, and does not move the map', async () => {
    const onLocated = vi.fn();
    render(<NearMeControl active={false} onLocated={onLocated} onClear={() => {}} geolocation={geolocationAnswering({ code: 1 })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Near me' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Location access was refused');
    expect(onLocated).not.toHaveBeenCalled();
    // It can be asked again (the member may have changed the setting).
    expect(screen.getByRole('button', { name: 'Near me' })).toBeEnabled();
  });

  it('hands over the position when allowed, and offers to go back to all places while active', async () => {
    const onLocated = vi.fn();
    const onClear = vi.fn();
    const { rerender } = render(
      <NearMeControl active={false} onLocated={onLocated} onClear={onClear} geolocation={geolocationAnswering({ coords: { latitude: 1, longitude: 2 } })} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Near me' }));
    expect(onLocated).toHaveBeenCalledWith({ lat: 1, lng: 2 });
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<NearMeControl active onLocated={onLocated} onClear={onClear} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show all places' }));
    expect(onClear).toHaveBeenCalled();
  });
});
