// What we add to and change in the city list of city-timezones: places people travel to that it
// lacks or ranks under the population floor, better centres for the big cities (its points can be
// 10 km off), the names people actually write ('NYC', 'Bombay', 'Kiev'), and which of two
// same-named cities a bare name means.

export interface ExtraCity {
  name: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  lat: number;
  lng: number;
  /** A region the gazetteer knows ('Bali'), or a province name kept for qualifiers. */
  region?: string;
  aliases?: string[];
}

export interface CityAdjustment {
  /** The city-timezones spelling (`city` or `city_ascii`). */
  match: string;
  country: string;
  /** Needed only where one country has two cities of that name. */
  province?: string;
  rename?: string;
  lat?: number;
  lng?: number;
  aliases?: string[];
  /** Matched only exactly as written ('LA', 'SF'). */
  exact?: string[];
  /** Multiplies the population when two cities share a name (Valencia in Spain, not Venezuela). */
  rankFactor?: number;
  /** Kept although under the population floor: well known to travellers. */
  keep?: true;
  /** A second record of a city listed under another name (København beside Copenhagen). */
  drop?: true;
}

type Extra = [name: string, country: string, lat: number, lng: number, region?: string, aliases?: string[]];

export const EXTRA_CITIES: ExtraCity[] = (
  [
    ['Tulum', 'MX', 20.2114, -87.4654, 'Quintana Roo'],
    ['Playa del Carmen', 'MX', 20.6296, -87.0739, 'Quintana Roo', ['Playa']],
    ['Cabo San Lucas', 'MX', 22.8905, -109.9167, 'Baja California Sur', ['Cabo', 'Los Cabos']],
    ['San Miguel de Allende', 'MX', 20.9144, -100.7452, 'Guanajuato'],
    ['Sayulita', 'MX', 20.8691, -105.4408, 'Nayarit'],
    ['Bacalar', 'MX', 18.677, -88.3953, 'Quintana Roo'],
    ['Cannes', 'FR', 43.5528, 7.0174, 'French Riviera'],
    ['Saint-Tropez', 'FR', 43.2727, 6.6406, 'French Riviera', ['St Tropez']],
    ['Antibes', 'FR', 43.5808, 7.1251, 'French Riviera'],
    ['Avignon', 'FR', 43.9493, 4.8055, 'Provence'],
    ['Arles', 'FR', 43.6766, 4.6278, 'Provence'],
    ['Colmar', 'FR', 48.0794, 7.3585, 'Alsace'],
    ['Chamonix', 'FR', 45.9237, 6.8694, undefined, ['Chamonix-Mont-Blanc']],
    ['Positano', 'IT', 40.6281, 14.485, 'Amalfi Coast'],
    ['Amalfi', 'IT', 40.634, 14.6027, 'Amalfi Coast'],
    ['Sorrento', 'IT', 40.6263, 14.3758, 'Amalfi Coast'],
    ['Taormina', 'IT', 37.8516, 15.2853, 'Sicily'],
    ['Portofino', 'IT', 44.3036, 9.2097],
    ['Lucca', 'IT', 43.843, 10.5027, 'Tuscany'],
    ['Hallstatt', 'AT', 47.5622, 13.6493],
    ['Zermatt', 'CH', 46.0207, 7.7491],
    ['Interlaken', 'CH', 46.6863, 7.8632],
    ['St. Moritz', 'CH', 46.4908, 9.8355],
    ['Sintra', 'PT', 38.8029, -9.3817],
    ['Cascais', 'PT', 38.6979, -9.4215],
    ['Comporta', 'PT', 38.381, -8.786],
    ['Ericeira', 'PT', 38.9629, -9.4157],
    ['Ronda', 'ES', 36.7462, -5.1612, 'Andalusia'],
    ['Tarifa', 'ES', 36.0143, -5.6044, 'Andalusia'],
    ['Sitges', 'ES', 41.2371, 1.8059, 'Catalonia'],
    ['Kotor', 'ME', 42.4247, 18.7712],
    ['Bled', 'SI', 46.3683, 14.1146, undefined, ['Lake Bled']],
    ['Rovinj', 'HR', 45.0812, 13.6387, 'Istria'],
    ['Oia', 'GR', 36.4618, 25.3753, 'Santorini'],
    ['Nara', 'JP', 34.6851, 135.8048],
    ['Hakone', 'JP', 35.2324, 139.1069],
    ['Kamakura', 'JP', 35.3192, 139.5467],
    ['Nikko', 'JP', 36.7199, 139.6982],
    ['Takayama', 'JP', 36.1461, 137.2522],
    ['Naoshima', 'JP', 34.46, 133.995],
    ['Niseko', 'JP', 42.8048, 140.6874, 'Hokkaido'],
    ['Ubud', 'ID', -8.5069, 115.2625, 'Bali'],
    ['Canggu', 'ID', -8.6478, 115.1385, 'Bali'],
    ['Seminyak', 'ID', -8.6913, 115.1683, 'Bali'],
    ['Uluwatu', 'ID', -8.8291, 115.0849, 'Bali'],
    ['Hoi An', 'VN', 15.8801, 108.338, undefined, ['Hội An']],
    ['Luang Prabang', 'LA', 19.8856, 102.1347],
    ['El Nido', 'PH', 11.1956, 119.402, 'Palawan'],
    ['Boracay', 'PH', 11.9674, 121.9248],
    ['Essaouira', 'MA', 31.5085, -9.7595],
    ['Chefchaouen', 'MA', 35.1688, -5.2636],
    ['Petra', 'JO', 30.3285, 35.4444],
    ['Bariloche', 'AR', -41.1335, -71.3103, 'Patagonia', ['San Carlos de Bariloche']],
    ['Stellenbosch', 'ZA', -33.9321, 18.8602, 'Cape Winelands'],
    ['Franschhoek', 'ZA', -33.9133, 19.1169, 'Cape Winelands'],
    ['Banff', 'CA', 51.1784, -115.5708, 'Alberta'],
    ['Whistler', 'CA', 50.1163, -122.9574, 'British Columbia'],
    ['Tofino', 'CA', 49.153, -125.9066, 'British Columbia'],
    ['Aspen', 'US', 39.1911, -106.8175, 'Colorado'],
    ['Malibu', 'US', 34.0259, -118.7798, 'California'],
    ['Sedona', 'US', 34.8697, -111.761, 'Arizona'],
    ['Marfa', 'US', 30.3095, -104.0206, 'Texas'],
    ['Park City', 'US', 40.6461, -111.498, 'Utah'],
    ['Montauk', 'US', 41.0359, -71.9545, 'New York'],
    ['Nantucket', 'US', 41.2835, -70.0995, 'Massachusetts'],
    ['Carmel-by-the-Sea', 'US', 36.5552, -121.9233, 'California', ['Carmel']],
    ['Healdsburg', 'US', 38.6105, -122.8692, 'California'],
    ['Ojai', 'US', 34.448, -119.2429, 'California'],
    ['Hudson', 'US', 42.2529, -73.791, 'New York'],
    ['Noosa', 'AU', -26.3946, 153.0906, 'Queensland', ['Noosa Heads']],
  ] satisfies Extra[]
).map(([name, country, lat, lng, region, aliases]) => ({ name, country, lat, lng, region, aliases }));

export const CITY_ADJUSTMENTS: CityAdjustment[] = [
  // Better centres and the names people write.
  { match: 'New York', country: 'US', lat: 40.7128, lng: -74.006, aliases: ['NYC', 'New York City', 'N.Y.C.'] },
  { match: 'Los Angeles', country: 'US', province: 'California', lat: 34.0522, lng: -118.2437, exact: ['LA'], aliases: ['Los Ángeles'] },
  { match: 'San Francisco', country: 'US', lat: 37.7749, lng: -122.4194, exact: ['SF'], aliases: ['San Fran'] },
  { match: 'Washington, D.C.', country: 'US', rename: 'Washington', lat: 38.9072, lng: -77.0369, exact: ['DC'], aliases: ['Washington DC', 'Washington D.C.'] },
  { match: 'Chicago', country: 'US', lat: 41.8781, lng: -87.6298, aliases: ['Chi-Town', 'Chitown'] },
  { match: 'Boston', country: 'US', lat: 42.3601, lng: -71.0589 },
  { match: 'Miami', country: 'US', lat: 25.7617, lng: -80.1918 },
  { match: 'Seattle', country: 'US', lat: 47.6062, lng: -122.3321 },
  { match: 'Austin', country: 'US', lat: 30.2672, lng: -97.7431, exact: ['ATX'] },
  { match: 'Nashville', country: 'US', lat: 36.1627, lng: -86.7816 },
  { match: 'New Orleans', country: 'US', lat: 29.9511, lng: -90.0715, aliases: ['NOLA'] },
  { match: 'Las Vegas', country: 'US', province: 'Nevada', lat: 36.1699, lng: -115.1398, aliases: ['Vegas'] },
  { match: 'Philadelphia', country: 'US', lat: 39.9526, lng: -75.1652, aliases: ['Philly'] },
  { match: 'Portland', country: 'US', province: 'Oregon', lat: 45.5152, lng: -122.6784, exact: ['PDX'] },
  { match: 'Denver', country: 'US', lat: 39.7392, lng: -104.9903 },
  { match: 'Atlanta', country: 'US', lat: 33.749, lng: -84.388, exact: ['ATL'] },
  { match: 'Houston', country: 'US', lat: 29.7604, lng: -95.3698 },
  { match: 'Dallas', country: 'US', lat: 32.7767, lng: -96.797 },
  { match: 'San Diego', country: 'US', lat: 32.7157, lng: -117.1611 },
  { match: 'Salt Lake City', country: 'US', exact: ['SLC'] },
  { match: 'St. Louis', country: 'US', exact: ['STL'] },
  { match: 'Pasadena', country: 'US', province: 'California', rankFactor: 4 },
  { match: 'Toronto', country: 'CA', lat: 43.6532, lng: -79.3832 },
  { match: 'Montréal', country: 'CA', lat: 45.5017, lng: -73.5673 },
  { match: 'Vancouver', country: 'CA', province: 'British Columbia', lat: 49.2827, lng: -123.1207 },
  { match: 'Mexico City', country: 'MX', lat: 19.4326, lng: -99.1332, aliases: ['CDMX', 'Ciudad de México', 'Mexico DF'] },
  { match: 'London', country: 'GB', lat: 51.5074, lng: -0.1278, exact: ['LDN'] },
  { match: 'Paris', country: 'FR', lat: 48.8566, lng: 2.3522 },
  { match: 'Berlin', country: 'DE', lat: 52.52, lng: 13.405 },
  { match: 'Tokyo', country: 'JP', lat: 35.6895, lng: 139.6917 },
  { match: 'Sydney', country: 'AU', lat: -33.8688, lng: 151.2093 },
  { match: 'Melbourne', country: 'AU', lat: -37.8136, lng: 144.9631 },
  { match: 'Singapore', country: 'SG', lat: 1.2897, lng: 103.8501 },
  { match: 'Seoul', country: 'KR', lat: 37.5665, lng: 126.978 },
  { match: 'Barcelona', country: 'ES', lat: 41.3874, lng: 2.1686, exact: ['BCN'] },
  { match: 'Lisbon', country: 'PT', lat: 38.7223, lng: -9.1393, aliases: ['Lisboa'] },
  { match: 'Madrid', country: 'ES', lat: 40.4168, lng: -3.7038 },
  { match: 'Rome', country: 'IT', lat: 41.9028, lng: 12.4964, aliases: ['Roma'] },
  { match: 'Amsterdam', country: 'NL', lat: 52.3676, lng: 4.9041 },
  { match: 'Copenhagen', country: 'DK', aliases: ['København', 'Kobenhavn'] },
  { match: 'København', country: 'DK', drop: true },
  { match: 'Sao Paulo', country: 'BR', rename: 'São Paulo', lat: -23.5505, lng: -46.6333 },
  { match: 'Rio de Janeiro', country: 'BR', lat: -22.9068, lng: -43.1729, aliases: ['Rio'] },
  { match: 'Buenos Aires', country: 'AR', lat: -34.6037, lng: -58.3816 },
  { match: 'Istanbul', country: 'TR', lat: 41.0082, lng: 28.9784 },
  { match: 'Bangkok', country: 'TH', lat: 13.7563, lng: 100.5018, exact: ['BKK'] },
  { match: 'Hong Kong', country: 'HK', lat: 22.3193, lng: 114.1694, exact: ['HK'] },
  { match: 'Osaka', country: 'JP', lat: 34.6937, lng: 135.5023 },
  { match: 'Kyoto', country: 'JP', lat: 35.0116, lng: 135.7681 },
  { match: 'Dublin', country: 'IE', lat: 53.3498, lng: -6.2603 },
  { match: 'Edinburgh', country: 'GB', lat: 55.9533, lng: -3.1883 },
  { match: 'Manchester', country: 'GB', lat: 53.4808, lng: -2.2426 },
  { match: 'Milan', country: 'IT', lat: 45.4642, lng: 9.19, aliases: ['Milano'] },
  { match: 'Florence', country: 'IT', lat: 43.7696, lng: 11.2558, aliases: ['Firenze'] },
  { match: 'Naples', country: 'IT', lat: 40.8518, lng: 14.2681, aliases: ['Napoli'] },
  { match: 'Venice', country: 'IT', lat: 45.4408, lng: 12.3155, aliases: ['Venezia'] },
  { match: 'Turin', country: 'IT', aliases: ['Torino'] },
  { match: 'Vienna', country: 'AT', lat: 48.2082, lng: 16.3738, aliases: ['Wien'] },
  { match: 'Prague', country: 'CZ', lat: 50.0755, lng: 14.4378, aliases: ['Praha'] },
  { match: 'Stockholm', country: 'SE', lat: 59.3293, lng: 18.0686 },
  { match: 'Oslo', country: 'NO', lat: 59.9139, lng: 10.7522 },
  { match: 'Helsinki', country: 'FI', lat: 60.1699, lng: 24.9384 },
  { match: 'Athens', country: 'GR', province: 'Attiki', lat: 37.9838, lng: 23.7275 },
  { match: 'Brussels', country: 'BE', lat: 50.8503, lng: 4.3517, aliases: ['Bruxelles', 'Brussel'] },
  { match: 'Munich', country: 'DE', lat: 48.1351, lng: 11.582, aliases: ['München', 'Muenchen'] },
  { match: 'Hamburg', country: 'DE', lat: 53.5511, lng: 9.9937 },
  { match: 'Cologne', country: 'DE', aliases: ['Köln', 'Koeln'] },
  { match: 'Zurich', country: 'CH', lat: 47.3769, lng: 8.5417 },
  { match: 'Geneva', country: 'CH', aliases: ['Genève', 'Genf'] },
  { match: 'Seville', country: 'ES', lat: 37.3891, lng: -5.9845, aliases: ['Sevilla'] },
  { match: 'Porto', country: 'PT', lat: 41.1579, lng: -8.6291, aliases: ['Oporto'] },
  { match: 'Valencia', country: 'ES', rankFactor: 3 },
  { match: 'Antwerpen', country: 'BE', aliases: ['Antwerp'] },
  { match: 'Brugge', country: 'BE', aliases: ['Bruges'] },
  { match: 'The Hague', country: 'NL', aliases: ['Den Haag'] },
  { match: 'Goteborg', country: 'SE', rename: 'Gothenburg', aliases: ['Göteborg'] },
  { match: 'Kyiv', country: 'UA', aliases: ['Kiev'] },
  { match: 'Mumbai', country: 'IN', lat: 19.076, lng: 72.8777, aliases: ['Bombay'] },
  { match: 'Kolkata', country: 'IN', aliases: ['Calcutta'] },
  { match: 'Chennai', country: 'IN', aliases: ['Madras'] },
  { match: 'Bengaluru', country: 'IN', aliases: ['Bangalore'] },
  { match: 'Delhi', country: 'IN', lat: 28.7041, lng: 77.1025 },
  { match: 'Ho Chi Minh City', country: 'VN', lat: 10.8231, lng: 106.6297, aliases: ['Saigon', 'HCMC', 'Ho Chi Minh'] },
  { match: 'Hanoi', country: 'VN', lat: 21.0278, lng: 105.8342, aliases: ['Hà Nội'] },
  { match: 'Kuala Lumpur', country: 'MY', lat: 3.139, lng: 101.6869, exact: ['KL'] },
  { match: 'Shanghai', country: 'CN', lat: 31.2304, lng: 121.4737 },
  { match: 'Beijing', country: 'CN', lat: 39.9042, lng: 116.4074 },
  { match: 'Taipei', country: 'TW', lat: 25.033, lng: 121.5654 },
  { match: 'Dubai', country: 'AE', lat: 25.2048, lng: 55.2708 },
  { match: 'Cape Town', country: 'ZA', lat: -33.9249, lng: 18.4241 },
  { match: 'Johannesburg', country: 'ZA', aliases: ['Joburg', "Jo'burg", 'Jozi'] },
  { match: 'Lima', country: 'PE', lat: -12.0464, lng: -77.0428 },
  { match: 'Medellin', country: 'CO', rename: 'Medellín', lat: 6.2442, lng: -75.5812 },
  { match: 'Bogota', country: 'CO', rename: 'Bogotá', lat: 4.711, lng: -74.0721 },
  { match: 'Marrakesh', country: 'MA', lat: 31.6295, lng: -7.9811, aliases: ['Marrakech'] },
  { match: 'Fez', country: 'MA', aliases: ['Fes', 'Fès'] },
  { match: 'Tel Aviv-Yafo', country: 'IL', rename: 'Tel Aviv', lat: 32.0853, lng: 34.7818, aliases: ['Tel Aviv-Yafo'], exact: ['TLV'] },
  { match: 'Cairo', country: 'EG', lat: 30.0444, lng: 31.2357 },
  { match: 'Guatemala', country: 'GT', aliases: ['Guatemala City'] },
  { match: 'Kuwait', country: 'KW', aliases: ['Kuwait City'] },
  // Under the population floor but known to travellers.
  { match: 'Key West', country: 'US', keep: true },
  { match: 'Siena', country: 'IT', keep: true },
  { match: 'Dubrovnik', country: 'HR', keep: true },
  { match: 'Annecy', country: 'FR', keep: true },
  { match: 'Biarritz', country: 'FR', keep: true },
  { match: 'Krabi', country: 'TH', keep: true },
  { match: 'Ushuaia', country: 'AR', keep: true },
  { match: 'Queenstown', country: 'NZ', keep: true },
  { match: 'Byron Bay', country: 'AU', keep: true },
  { match: 'Rotorua', country: 'NZ', keep: true },
  { match: 'Punta del Este', country: 'UY', keep: true },
  { match: 'Siem Reap', country: 'KH', keep: true },
  { match: 'Galle', country: 'LK', keep: true },
  { match: 'Bath', country: 'GB', keep: true },
  { match: 'Santa Barbara', country: 'US', province: 'California', keep: true },
  { match: 'Hobart', country: 'AU', keep: true },
  { match: 'Darwin', country: 'AU', keep: true },
];
