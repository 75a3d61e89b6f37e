// A small gazetteer of recurring events people post about by their short names and hashtags
// ('#sxsw2018', 'waiting for Kanye at #acl', 'Coachella weekend 2'): festivals, fairs, fashion
// weeks, awards and big sporting events. Like the place gazetteer, it names what the words of a
// caption cannot: 'acl' alone says nothing about being a festival.
//
// Each line: the name shown, then ' = ' and the other ways it is written (lower case, compact:
// spaces and punctuation dropped, as in a hashtag). The name's own compact form is always read.

export type KnownEventKind = 'festival' | 'fair' | 'sports' | 'awards' | 'fashion' | 'conference';

const KNOWN: Record<KnownEventKind, string> = {
  festival: `
    SXSW = southbysouthwest
    ACL Festival = acl aclfest austincitylimits
    Coachella = coachellafest
    Glastonbury Festival = glastonbury glasto
    Lollapalooza = lolla lollapaloozabrasil lollapaloozachile lollapaloozaargentina lollapaloozaberlin lollapaloozaparis
    Bonnaroo
    Outside Lands = outsidelandsfestival
    Governors Ball = govball
    Rolling Loud
    Electric Daisy Carnival = edc edclv edclasvegas
    Ultra Music Festival = ultramiami ultramusicfestival
    Tomorrowland
    Burning Man
    Primavera Sound = primaverasound
    Sónar = sonarfestival sonarbcn
    Mad Cool = madcoolfestival
    BBK Live = bilbaobbklive
    Rock in Rio = rockinrio
    Rock am Ring = rockamring
    Wacken Open Air = wacken
    Roskilde Festival = roskilde
    Sziget = szigetfestival
    EXIT Festival = exitfestival
    Lowlands = lowlandsfestival
    Pukkelpop
    Rock Werchter = rockwerchter
    Download Festival = downloadfestival
    Reading Festival = readingfestival readingfest
    Leeds Festival = leedsfestival leedsfest
    Creamfields
    Parklife = parklifefestival
    Boomtown Fair = boomtownfair
    Wireless Festival = wirelessfestival
    BST Hyde Park = bsthydepark
    All Points East = allpointseast
    Green Man Festival = greenmanfestival
    Afropunk
    Essence Festival = essencefest
    Jazz Fest = jazzfest nojazzfest
    Stagecoach = stagecoachfestival
    Electric Forest = electricforest
    Pitchfork Music Festival = pitchforkfestival p4kfest
    Newport Folk Festival = newportfolk newportfolkfest
    Montreux Jazz Festival = montreuxjazz montreuxjazzfestival
    Fête de la Musique = fetedelamusique
    Hellfest
    Paléo Festival = paleofestival
    Fuji Rock = fujirock fujirockfestival
    Summer Sonic = summersonic
    Splendour in the Grass = splendourinthegrass
    Vive Latino = vivelatino
    Estéreo Picnic = festivalestereopicnic estereopicnic
    Corona Capital = coronacapital
    Osheaga
    Summerfest
    Bumbershoot
    Life Is Beautiful = lifeisbeautiful lifeisbeautifulfest
    Shaky Knees = shakyknees
    Made in America = madeinamericafest
    Day N Vegas = daynvegas
    Oktoberfest = wiesn
    Notting Hill Carnival = nottinghillcarnival
    Edinburgh Fringe = edfringe edinburghfringe
    Art Basel = artbasel artbaselmiami artbaselmiamibeach
    Frieze = friezelondon friezenewyork friezela
    Venice Biennale = biennale labiennale biennalearte
    Documenta
    Comic-Con = comiccon sdcc nycc
    Cannes Film Festival = festivaldecannes cannesfilmfestival
    Sundance Film Festival = sundance sundancefilmfestival
    TIFF = tiff torontofilmfestival
    Berlinale
    Tribeca Festival = tribecafestival tribecafilmfestival
    Eurovision = eurovisionsongcontest
    Sapporo Snow Festival = sapporosnowfestival
    Gion Matsuri = gionmatsuri`,
  fair: `
    Salone del Mobile = salonedelmobile milandesignweek
    Design Miami = designmiami
    Gamescom
    Feria de Abril = feriadeabril feriadesevilla`,
  sports: `
    Olympics = olympicgames olimpiadas olimpíadas olimpiadi jeuxolympiques olympics2024 paris2024
    World Cup = fifaworldcup copadomundo copamundial worldcup2026
    Super Bowl = superbowl
    Wimbledon
    Roland-Garros = rolandgarros frenchopen
    Tour de France = tourdefrance
    NYC Marathon = nycmarathon tcsnycmarathon newyorkcitymarathon
    Boston Marathon = bostonmarathon
    London Marathon = londonmarathon
    Berlin Marathon = berlinmarathon
    Chicago Marathon = chicagomarathon chimarathon
    Tokyo Marathon = tokyomarathon
    Monaco Grand Prix = monacogp monacograndprix
    Kentucky Derby = kentuckyderby
    Royal Ascot = royalascot`,
  awards: `
    Met Gala = metgala
    Grammys = grammy grammyawards
    Oscars = academyawards theoscars
    Baile da Vogue = bailedavogue`,
  fashion: `
    New York Fashion Week = nyfw
    London Fashion Week = lfw
    Paris Fashion Week = pfw parisfashionweek
    Milan Fashion Week = mfw milanfashionweek`,
  conference: `
    CES = ces2024 ces2025 ces2026
    Web Summit = websummit
    WWDC
    PAX = paxeast paxwest paxprime paxaus paxunplugged
    VidCon = vidcon
    TwitchCon = twitchcon`,
};

export interface KnownEvent {
  name: string;
  kind: KnownEventKind;
}

// Plain ASCII (most words) has no accents to take off: lower-casing and dropping the rest is enough.
const compact = (text: string) =>
  /^\p{ASCII}*$/u.test(text)
    ? text.toLowerCase().replace(/[^a-z0-9]+/g, '')
    : text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** Compact written form -> the event. */
const BY_FORM: ReadonlyMap<string, KnownEvent> = (() => {
  const forms = new Map<string, KnownEvent>();
  for (const [kind, lines] of Object.entries(KNOWN) as Array<[KnownEventKind, string]>) {
    for (const line of lines.split('\n').map((row) => row.trim()).filter(Boolean)) {
      const [name = '', others = ''] = line.split(' = ');
      const event = { name: name.trim(), kind };
      for (const form of [compact(name), ...others.split(/\s+/).filter(Boolean).map(compact)]) forms.set(form, event);
    }
  }
  return forms;
})();

/** Short names written as acronyms: read in running text only in capitals ('ACL', not 'acl'). */
const ACRONYM = /^[A-Z0-9-]{2,6}$/;

/** The known event a hashtag names, with the year it carries ('sxsw2018' -> SXSW 2018). */
export function knownEventOfTag(tag: string): (KnownEvent & { year: string | null }) | null {
  const form = compact(tag);
  const exact = BY_FORM.get(form);
  if (exact) return { ...exact, year: null };
  const dated = /^(.+?)((?:19|20)\d{2})$/.exec(form);
  const event = dated ? BY_FORM.get(dated[1]!) : undefined;
  return event && dated ? { ...event, year: dated[2]! } : null;
}

/** The known event named by words of running text ('Glastonbury', 'Art Basel', 'ACL'). */
export function knownEventOfWords(words: string): KnownEvent | null {
  const event = BY_FORM.get(compact(words));
  if (!event) return null;
  // An acronym written in lower case is an ordinary word ('ces', 'acl' as a knee ligament).
  if (ACRONYM.test(event.name.replace(/ Festival$/, '')) && words !== words.toUpperCase()) return null;
  return event;
}
