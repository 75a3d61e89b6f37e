// A small gazetteer of places famous enough that posts name them bare ('Irving Plaza NYC Blackout
// Saturday night', 'The MET 🤩 like the Louvre but less crowded', 'sunset from Griffith Observatory'):
// concert halls and clubs, arenas, museums, landmarks and markets. Their names carry no venue word,
// so the rules that need one ('Café', 'Bar', 'at ...') miss them; here the name alone is enough.
//
// Markets are plain venues: what the post says of them (food, shopping) files it.
// Each line: the name shown | its kind | its city, then ' = ' and other ways it is written (as
// words). Only names that are rarely anything else.
import { isCalendarWord } from './lexicon';
import type { VenueType } from './venue-kinds';

const KNOWN = `
  Madison Square Garden | venue | New York
  Radio City Music Hall | venue | New York = Radio City
  Irving Plaza | venue | New York
  Brooklyn Steel | venue | New York
  Barclays Center | venue | New York
  Bowery Ballroom | venue | New York
  Webster Hall | venue | New York
  Beacon Theatre | venue | New York
  Carnegie Hall | venue | New York
  Apollo Theater | venue | New York
  Brooklyn Bowl | venue | New York
  Lincoln Center | venue | New York
  Metropolitan Opera | venue | New York
  Hollywood Bowl | venue | Los Angeles
  Greek Theatre | venue | Los Angeles
  The Wiltern | venue | Los Angeles
  The Troubadour | venue | Los Angeles
  Whisky a Go Go | venue | Los Angeles
  Crypto.com Arena | venue | Los Angeles
  Red Rocks Amphitheatre | venue | Morrison = Red Rocks
  Ryman Auditorium | venue | Nashville = The Ryman
  Grand Ole Opry | venue | Nashville
  9:30 Club | venue | Washington
  Kennedy Center | venue | Washington
  The Fillmore | venue | San Francisco
  Chase Center | venue | San Francisco
  United Center | venue | Chicago
  Metro Chicago | venue | Chicago
  Royal Albert Hall | venue | London
  Wembley Stadium | venue | London = Wembley Arena
  The O2 | venue | London = O2 Arena
  O2 Academy Brixton | venue | London = Brixton Academy
  Roundhouse | venue | London
  Alexandra Palace | venue | London = Ally Pally
  Ronnie Scott's | venue | London
  Printworks | venue | London
  Southbank Centre | venue | London
  Berghain | venue | Berlin
  Tresor | venue | Berlin
  Kraftwerk Berlin | venue | Berlin
  Elbphilharmonie | venue | Hamburg
  Paradiso Amsterdam | venue | Amsterdam
  Melkweg | venue | Amsterdam
  Ziggo Dome | venue | Amsterdam
  Ancienne Belgique | venue | Brussels
  Botanique | venue | Brussels
  Le Bataclan | venue | Paris = Bataclan
  La Cigale | venue | Paris
  Olympia Paris | venue | Paris = L'Olympia
  Accor Arena | venue | Paris
  Philharmonie de Paris | venue | Paris
  Razzmatazz | venue | Barcelona
  Palau Sant Jordi | venue | Barcelona
  Sala Apolo | venue | Barcelona
  WiZink Center | venue | Madrid
  Arena di Verona | venue | Verona
  Teatro alla Scala | venue | Milan = La Scala
  Wiener Staatsoper | venue | Vienna = Vienna State Opera
  Musikverein | venue | Vienna
  Sydney Opera House | venue | Sydney
  Nippon Budokan | venue | Tokyo = Budokan
  Tokyo Dome | venue | Tokyo
  Estadio Azteca | venue | Mexico City
  Foro Sol | venue | Mexico City
  Palacio de los Deportes | venue | Mexico City
  Allianz Parque | venue | São Paulo
  Maracanã | venue | Rio de Janeiro
  Nhà Hát Lớn | venue | Hanoi = Hanoi Opera House
  La Bombonera | venue | Buenos Aires
  Camp Nou | venue | Barcelona
  Santiago Bernabéu | venue | Madrid = Bernabéu
  San Siro | venue | Milan
  Old Trafford | venue | Manchester
  Anfield | venue | Liverpool
  Allianz Arena | venue | Munich
  Signal Iduna Park | venue | Dortmund
  Yankee Stadium | venue | New York
  Fenway Park | venue | Boston
  Wrigley Field | venue | Chicago
  Dodger Stadium | venue | Los Angeles

  Metropolitan Museum of Art | museum | New York = The Met = Met Museum
  MoMA | museum | New York = Museum of Modern Art
  Guggenheim Museum | museum | New York = Guggenheim
  Whitney Museum | museum | New York = The Whitney
  American Museum of Natural History | museum | New York = AMNH
  Louvre | museum | Paris = Musée du Louvre
  Musée d'Orsay | museum | Paris = Orsay
  Centre Pompidou | museum | Paris = Pompidou
  Musée de l'Orangerie | museum | Paris = Orangerie
  Tate Modern | museum | London
  Tate Britain | museum | London
  British Museum | museum | London
  National Gallery | museum | London
  Victoria and Albert Museum | museum | London = V&A
  Natural History Museum | museum | London
  Rijksmuseum | museum | Amsterdam
  Van Gogh Museum | museum | Amsterdam
  Museo del Prado | museum | Madrid
  Museo Reina Sofía | museum | Madrid = Reina Sofía
  Uffizi Gallery | museum | Florence = Uffizi = Galleria degli Uffizi
  Vatican Museums | museum | Vatican City = Musei Vaticani = Sistine Chapel
  Pergamonmuseum | museum | Berlin
  Art Institute of Chicago | museum | Chicago
  The Getty | museum | Los Angeles = Getty Center
  LACMA | museum | Los Angeles
  The Broad | museum | Los Angeles
  Museo Frida Kahlo | museum | Mexico City = Casa Azul
  teamLab Planets | museum | Tokyo
  teamLab Borderless | museum | Tokyo
  Louvre Abu Dhabi | museum | Abu Dhabi

  Eiffel Tower | park | Paris = Tour Eiffel
  Arc de Triomphe | park | Paris
  Sacré-Cœur | park | Paris = Sacre Coeur
  Notre-Dame de Paris | park | Paris
  Colosseum | park | Rome = Colosseo = Coliseum
  Trevi Fountain | park | Rome = Fontana di Trevi
  Pantheon | park | Rome
  Sagrada Família | park | Barcelona = Sagrada Familia
  Park Güell | park | Barcelona = Park Guell
  Alhambra | park | Granada
  Acropolis | park | Athens
  Big Ben | park | London
  Tower Bridge | park | London
  Tower of London | park | London
  Buckingham Palace | park | London
  Hyde Park | park | London
  Kew Gardens | park | London
  Central Park | park | New York
  The High Line | park | New York = High Line
  Brooklyn Bridge | park | New York
  Empire State Building | park | New York
  Statue of Liberty | park | New York
  Rockefeller Center | park | New York = Top of the Rock
  Grand Central Terminal | park | New York = Grand Central
  Summit One Vanderbilt | park | New York
  Golden Gate Bridge | park | San Francisco
  Griffith Observatory | park | Los Angeles
  Santa Monica Pier | park | Los Angeles
  Millennium Park | park | Chicago
  Space Needle | park | Seattle
  Brandenburg Gate | park | Berlin = Brandenburger Tor
  Tivoli Gardens | park | Copenhagen
  Tokyo Tower | park | Tokyo
  Tokyo Skytree | park | Tokyo = Skytree
  Shibuya Sky | park | Tokyo
  Senso-ji | park | Tokyo = Sensoji = Sensō-ji
  Meiji Jingu | park | Tokyo = Meiji Shrine
  Fushimi Inari | park | Kyoto = Fushimi Inari Taisha
  Kinkaku-ji | park | Kyoto = Kinkakuji
  Arashiyama Bamboo Grove | park | Kyoto
  Gardens by the Bay | park | Singapore
  Marina Bay Sands | hotel | Singapore
  Burj Khalifa | park | Dubai
  Taj Mahal | park | Agra
  Angkor Wat | park | Siem Reap
  Machu Picchu | park | Cusco
  Christ the Redeemer | park | Rio de Janeiro = Cristo Redentor
  Sugarloaf Mountain | park | Rio de Janeiro = Pão de Açúcar
  Chichén Itzá | park | Yucatán = Chichen Itza
  Sydney Harbour Bridge | park | Sydney
  Bondi Beach | park | Sydney
  Disneyland | park | Anaheim
  Disneyland Paris | park | Paris
  Walt Disney World | park | Orlando = Disney World = Magic Kingdom
  Universal Studios | park | Los Angeles

  Borough Market | venue | London
  Camden Market | venue | London
  Chelsea Market | venue | New York
  Smorgasburg | venue | New York
  Pike Place Market | venue | Seattle
  Ferry Building | venue | San Francisco
  Grand Central Market | venue | Los Angeles
  La Boqueria | venue | Barcelona = Mercat de la Boqueria
  Mercado de San Miguel | venue | Madrid
  Time Out Market | venue | Lisbon
  Tsukiji Outer Market | venue | Tokyo = Tsukiji
  Nishiki Market | venue | Kyoto
  Kuromon Market | venue | Osaka
  Grand Bazaar | venue | Istanbul
  Naschmarkt | venue | Vienna
`;

export interface KnownVenue {
  name: string;
  type: VenueType;
  city: string;
}

export interface KnownVenueMention {
  venue: KnownVenue;
  index: number;
  end: number;
}

interface Spelling {
  words: string[];
  venue: KnownVenue;
}

// Most words are plain ASCII: only the others pay for taking accents off.
const fold = (text: string) => (/^[\p{ASCII}]*$/u.test(text) ? text : text.normalize('NFD').replace(/\p{Diacritic}/gu, '')).toLowerCase();

function buildIndex(): Map<string, Spelling[]> {
  const byFirstWord = new Map<string, Spelling[]>();
  for (const line of KNOWN.split('\n').map((entry) => entry.trim()).filter(Boolean)) {
    const [head, ...aliases] = line.split(' = ').map((part) => part.trim());
    const [name, type, city] = head!.split('|').map((part) => part.trim()) as [string, VenueType, string];
    const venue: KnownVenue = { name, type, city };
    for (const spelling of [name, ...aliases]) {
      const words = fold(spelling).split(/\s+/);
      byFirstWord.set(words[0]!, [...(byFirstWord.get(words[0]!) ?? []), { words, venue }]);
    }
  }
  for (const spellings of byFirstWord.values()) spellings.sort((a, b) => b.words.length - a.words.length);
  return byFirstWord;
}

const INDEX = buildIndex();
/** Small words inside a name ('Museum of Modern Art', 'Palacio de los Deportes'). */
const PARTICLE = /^(?:of|the|de|del|la|los|a|by|du|di|degli|alla|dos|l'\p{L}+)$/iu;
const WORD = /[\p{L}\p{N}][\p{L}\p{M}\p{N}'’.&:-]*[\p{L}\p{N}]|[\p{L}\p{N}]/gu;
const LATIN_START = /^[\p{Script=Latin}\p{N}]/u;

/**
 * The known venues a post names in its words, written as names are (capitalised): 'the met' in
 * running text is a verb. A name run on by another capitalised word is part of a longer name
 * ('Met Gala', 'Central Park Zoo') and is left to the other rules.
 */
export function findKnownVenues(masked: string): KnownVenueMention[] {
  // Every spelling is in Latin letters: a word in another script is not folded, and matches none.
  const words = [...masked.matchAll(WORD)].map((match) => ({ text: match[0], folded: LATIN_START.test(match[0]) ? fold(match[0]) : '', index: match.index }));
  const found: KnownVenueMention[] = [];
  for (let at = 0; at < words.length; at++) {
    for (const spelling of INDEX.get(words[at]!.folded) ?? []) {
      const written = words.slice(at, at + spelling.words.length);
      if (written.length < spelling.words.length || !written.every((word, offset) => word.folded === spelling.words[offset])) continue;
      // A name of two words or more, none of them small, is the place however it is written
      // ('borough market yesterday'); 'the met' is also a verb after an article.
      const asNamesAre =
        (spelling.words.length >= 2 && !spelling.words.some((word) => PARTICLE.test(word))) ||
        written.every((word, offset) => /^[\p{Lu}\p{N}]/u.test(word.text) || (offset > 0 ? PARTICLE.test(word.text) : word.folded === 'the' && written.length > 1));
      if (!asNamesAre) continue;
      const last = written.at(-1)!;
      const end = last.index + last.text.length;
      // Only spaces between the words: a name does not cross a line or a comma.
      if (/[\n,;!?]/.test(masked.slice(written[0]!.index, end))) continue;
      const next = words[at + spelling.words.length];
      const runsOn = next && /^ {1,2}$/.test(masked.slice(end, next.index)) && /^\p{Lu}\p{Ll}/u.test(next.text) && !isCalendarWord(next.folded);
      if (runsOn) continue;
      found.push({ venue: spelling.venue, index: written[0]!.index, end });
      at += spelling.words.length - 1;
      break;
    }
  }
  return found;
}
