// A small gazetteer of brands people name their things by ('my Chanel Classic Flap', 'Fenty Beauty
// Gloss Bomb', 'iPhone 15 Pro'), by the category a post about them is filed under. Like the place
// and event gazetteers, it names what the words cannot: 'Birkin 35' alone says nothing of a bag.
//
// Each line is one brand as it is written. A leading '?' marks a brand that is also a plain word or
// a name ('Coach', 'Mango', 'Apple', 'Target'): it names a product only when a product word follows
// ('Coach bag', 'Mango dress'). A leading '+' marks a product line that is a product on its own
// ('iPhone', 'AirPods'), its model words still read after it ('iPhone 4s', 'MacBook Pro').
import type { ProductCategory } from './products';

const BRANDS: Record<ProductCategory, string> = {
  fashion: `
    Chanel | Hermès | Hermes | Louis Vuitton | Gucci | Prada | Dior | Balenciaga | Saint Laurent | Bottega Veneta | ?Celine
    Loewe | Fendi | ?Valentino | Givenchy | Burberry | Versace | Miu Miu | Jacquemus | Alaïa | The Row | Khaite | Totême
    Off-White | Moncler | Stone Island | Canada Goose | Max Mara | Acne Studios | Ganni | Sandro | Maje | Sézane
    Rouje | Isabel Marant | A.P.C. | Ralph Lauren | Polo Ralph Lauren | Tommy Hilfiger | Calvin Klein | Hugo Boss
    Lacoste | Diesel | Levi's | Wrangler | Uniqlo | Zara | H&M | Massimo Dutti | Pull&Bear | Bershka | Stradivarius
    ?Mango | ?COS | Arket | & Other Stories | Aritzia | Reformation | Everlane | Madewell | J.Crew | Abercrombie
    Hollister | Urban Outfitters | Free People | Anthropologie | Skims | Lululemon | Alo Yoga | Gymshark | Vuori
    Nike | Adidas | New Balance | Asics | ?Puma | Reebok | Converse | ?Vans | Salomon | Hoka | Saucony | Brooks Running
    Dr. Martens | Doc Martens | Birkenstock | Crocs | UGG | Timberland | Veja | Golden Goose | Onitsuka Tiger
    ?Jordan | Air Jordan | Yeezy | ?Supreme | Stüssy | Carhartt | Dickies | The North Face | Patagonia | Arc'teryx
    Ray-Ban | Oakley | Rolex | ?Omega | Cartier | ?Tiffany | Tiffany & Co. | Van Cleef | Bulgari | ?Pandora | Swarovski
    Mejuri | Casio | Seiko | Longchamp | ?Coach | Michael Kors | Kate Spade | Tory Burch | Marc Jacobs | Telfar
    +Birkin | +Neverfull | +Air Force 1 | +Air Max | +Stan Smith | +Speedy Bandoulière
    Polène | Charles & Keith | Fossil | Herschel | Fjällräven | Kånken | Shein | Etam | Intimissimi | Victoria's Secret
    Armani | Emporio Armani | Dolce & Gabbana | Moschino | Kenzo | Lanvin | Chloé | Alexander McQueen | Vivienne Westwood
    Tom Ford | Paul Smith | Ted Baker | AllSaints | Barbour | Columbia Sportswear | Quiksilver | Billabong | Rip Curl
    Clarks | Ecco | Geox | Steve Madden | Skechers | Fila | Mizuno | Ellesse | Superdry | ?Guess | Benetton | Desigual
    Mulberry | Goyard | Chopard | Patek Philippe | Audemars Piguet | TAG Heuer | Breitling | Hublot | Swatch | G-Shock
    Daniel Wellington | Havaianas | Arezzo | Schutz | Farm Rio | Lefties | Primark | Topshop | ASOS | Zalando | Uniqlo U`,
  beauty: `
    Fenty Beauty | Fenty Skin | Rare Beauty | Glossier | Charlotte Tilbury | YSL Beauty | Dior Beauty | Chanel Beauty
    ?MAC | M.A.C | NARS | Maybelline | L'Oréal | L'Oreal | Lancôme | Lancome | Estée Lauder | Estee Lauder | Clinique
    The Ordinary | CeraVe | La Roche-Posay | Bioderma | Avène | Vichy | Nivea | Neutrogena | Cetaphil | Eucerin
    Drunk Elephant | Sol de Janeiro | Olaplex | Moroccanoil | Kérastase | Kerastase | Gisou | Ouai | Briogeo
    Marc Anthony | Pantene | ?Dove | Garnier | Laneige | COSRX | Innisfree | Sulwhasoo | Beauty of Joseon | Anua
    Skin1004 | Round Lab | Some By Mi | Summer Fridays | Tatcha | Kiehl's | Sunday Riley | Paula's Choice | Glow Recipe
    Tower 28 | Ilia | Kosas | ?Merit | Saie | Milk Makeup | Huda Beauty | ?Benefit | Too Faced | Urban Decay | Anastasia Beverly Hills
    Kylie Cosmetics | Haus Labs | Makeup by Mario | Patrick Ta | Pat McGrath | Hourglass | Bobbi Brown | Laura Mercier
    Tarte | ?e.l.f. | elf Cosmetics | NYX | e.l.f. Cosmetics | ?Essence | Catrice | Revlon | Rimmel | Sephora Collection
    Byredo | Le Labo | Jo Malone | Maison Margiela Replica | Diptyque | Aesop | Dyson Airwrap | +Airwrap | GHD | Foreo
    Shiseido | SK-II | Clé de Peau | Clarins | Caudalie | Nuxe | Embryolisse | Medicube | Torriden | Numbuzin
    Dermalogica | Origins | Lush | The Body Shop | Olay | Aveeno | Schwarzkopf | Wella | Redken | Paul Mitchell | Aveda
    Davines | Yves Rocher | O Boticário | Sisley | Guerlain | Rhode | Supergoop | Elemis | Bioré | Biore | Hada Labo
    Etude House | Missha | Klairs | Isntree | Dr. Jart+ | Banila Co | Peripera | rom&nd | Canmake | Decorté | Kosé
    Sol de Janeiro Brazilian | Bath & Body Works Fine Fragrance | Carolina Herrera | Paco Rabanne | Rabanne | Jean Paul Gaultier`,
  home: `
    Le Creuset | Staub | KitchenAid | Smeg | Nespresso | De'Longhi | Breville | Vitamix | Instant Pot | Our Place
    Caraway | HexClad | ?Ninja | Cuisinart | Le Labo Santal | Yankee Candle | Bath & Body Works | Muji | Ikea
    West Elm | Pottery Barn | Crate & Barrel | Restoration Hardware | Anthropologie Home | Zara Home | H&M Home
    Dyson | Roomba | iRobot | Philips Hue | Brooklinen | Parachute | ?Casper | ?Article | ?Hay | Vitra | ?Menu | Ferm Living
    ?Stanley | Owala | Yeti | Hydro Flask | Sonos
    Tefal | T-fal | Bosch | Miele | Whirlpool | Electrolux | Braun | Lavazza | Illy | Bialetti | Keurig | Moccamaster
    Tupperware | Zwilling | Wüsthof | Fiskars | Villeroy & Boch | Alessi | Kartell | Muuto | Artek | Flos | Louis Poulsen
    Tom Dixon | Marimekko | Iittala | Wayfair | Dunelm | Emma Mattress | Simba | Tempur | Tineco | Shark | Bissell | Karcher`,
  shopping: `
    ?Apple | Samsung | Samsung Galaxy | Google Pixel | Sony | Bose | ?Beats | JBL | ?Marshall | Sennheiser | Nothing Phone
    Nintendo | Nintendo Switch | PlayStation | Xbox | Steam Deck | Meta Quest | Oculus | GoPro | DJI | Canon | Nikon
    Fujifilm | Leica | Hasselblad | Kodak | Polaroid | Instax | Garmin | Fitbit | Oura | ?Whoop | Theragun
    Renpho | Kindle | Amazon Kindle | Lego | LEGO | Stanley Quencher | Logitech | Razer | Anker | Xiaomi | Huawei | OnePlus
    +iPhone | +iPad | +MacBook | +iMac | +AirPods | +Apple Watch | +Apple Vision Pro | +Galaxy | +Pixel | +Switch 2
    +PS5 | +PS4 | +Kindle Paperwhite | +AirTag | +Vision Pro
    Lenovo | ?Dell | Asus | Acer | Microsoft Surface | +Chromecast | Google Nest | Amazon Echo | +Echo Dot | Fire TV | Roku
    Raspberry Pi | Arduino | OPPO | Realme | Motorola | Nokia | Insta360 | Peloton | Tonies | Ravensburger | Hot Wheels
    Barbie | Funko | Playmobil | Moleskine | Stabilo | Faber-Castell | Crayola | 3M | Tesla | Kia | Toyota | Hyundai
    Volkswagen | BMW | Mercedes-Benz | ?Audi | Vespa | Brompton | Specialized | Trek Bikes | Cannondale | Xiaomi Redmi`,
};

export interface KnownBrand {
  /** The brand as the post is to show it. */
  name: string;
  category: ProductCategory;
  /** Also a plain word or a name: a product only when a product word follows. */
  ambiguous: boolean;
  /** A product line ('iPhone'): a product on its own. */
  productLine: boolean;
}

/** Brands by their first word in lower case, longest first, so 'Fenty Beauty' is read before 'Fenty'. */
function buildIndex(): Map<string, KnownBrand[]> {
  const index = new Map<string, KnownBrand[]>();
  for (const [category, lines] of Object.entries(BRANDS) as Array<[ProductCategory, string]>) {
    for (const raw of lines.split(/\||\n/).map((entry) => entry.trim()).filter(Boolean)) {
      const brand: KnownBrand = { name: raw.replace(/^[?+]/, ''), category, ambiguous: raw.startsWith('?'), productLine: raw.startsWith('+') };
      const first = brand.name.split(/\s+/)[0]!.toLowerCase();
      index.set(first, [...(index.get(first) ?? []), brand]);
    }
  }
  for (const brands of index.values()) brands.sort((a, b) => b.name.length - a.name.length);
  return index;
}

const INDEX = buildIndex();

/** The known brands whose first word is `word` (any case), longest first. */
export function brandsStartingWith(word: string): KnownBrand[] {
  return INDEX.get(word.toLowerCase()) ?? [];
}
