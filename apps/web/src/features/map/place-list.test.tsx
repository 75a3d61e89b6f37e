import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { placesOf, visiblePlaces, type MapPlace, type ViewBounds } from '../../components/map/map-places';
import { makeEntity } from '../../components/map/testing/entities';
import { renderWithProviders } from '../../lib/testing/render-with-providers';
import { PlaceList } from './place-list';

const places = placesOf([
  makeEntity('v-lilia', 'Lilia', { at: [40.7178, -73.9525], address: '567 Union Ave, Brooklyn', rating: 4.6 }),
  makeEntity('v-mut', 'Bar Mut', { type: 'bar', at: [41.3966, 2.1604] }),
  makeEntity('v-xamp', 'El Xampanyet', { type: 'bar', at: [41.3847, 2.1817] }),
]);
const barcelona: ViewBounds = { south: 41.3, west: 2.0, north: 41.5, east: 2.3 };

/** The list as the map screen drives it: the view decides the rows, a row click records the choice. */
function ListInView({ view }: { view: ViewBounds | null }) {
  const [chosen, setChosen] = useState<MapPlace | null>(null);
  return (
    <>
      <PlaceList places={visiblePlaces(places, view)} total={places.length} selectedId={chosen?.id ?? null} onSelect={setChosen} />
      <p data-testid="chosen">{chosen?.name ?? ''}</p>
    </>
  );
}

describe('the list beside the map', () => {
  it('lists only the places in view and says how many of all those are', () => {
    renderWithProviders(<ListInView view={barcelona} />, { at: '/map', path: '/map' });
    const list = screen.getByRole('list', { name: 'Places in view' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Bar Mut'),
      expect.stringContaining('El Xampanyet'),
    ]);
    expect(screen.getByRole('heading', { name: '2 of 3 places in view' })).toBeInTheDocument();
  });

  it('shows the type, rating and address of a place', () => {
    renderWithProviders(<ListInView view={null} />, { at: '/map', path: '/map' });
    const lilia = screen.getByRole('button', { name: /Lilia/ });
    expect(lilia).toHaveTextContent('Restaurant');
    expect(lilia).toHaveTextContent('4.6');
    expect(lilia).toHaveTextContent('567 Union Ave, Brooklyn');
    expect(screen.getByRole('heading', { name: '3 places' })).toBeInTheDocument();
  });

  it('chooses a place (to focus its marker) when its row is pressed', async () => {
    renderWithProviders(<ListInView view={barcelona} />, { at: '/map', path: '/map' });
    await userEvent.click(screen.getByRole('button', { name: /El Xampanyet/ }));
    expect(screen.getByTestId('chosen')).toHaveTextContent('El Xampanyet');
    expect(screen.getByRole('button', { name: /El Xampanyet/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /Bar Mut/ })).toHaveAttribute('aria-pressed', 'false');
  });

  it('opens a place on its venue page', async () => {
    renderWithProviders(<ListInView view={barcelona} />, { at: '/map', path: '/map' });
    await userEvent.click(screen.getByRole('link', { name: 'Open Bar Mut' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/venue/v-mut');
  });

  it('says what to do when nothing is in view', () => {
    renderWithProviders(<ListInView view={{ south: -10, west: -10, north: -5, east: -5 }} />, { at: '/map', path: '/map' });
    expect(screen.getByText(/No places in this part of the map/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '0 of 3 places in view' })).toBeInTheDocument();
  });
});
