import { describe, expect, it } from 'vitest';
import { maskTags } from './hashtags';
import { findNamedEvents, isEventName } from './named-events';

const names = (text: string) => findNamedEvents({ text, masked: maskTags(text) }).map((event) => `${event.kind}:${event.name}`);

describe('findNamedEvents', () => {
  it('reads festivals named only by their hashtag, with the year the tag carries', () => {
    // Real captions of the evaluation set's tuning part (ig-011, ig-010).
    expect(names('Out here with these two DIMES! I can’t stand them though. . . . #sxsw2018 #faderfort #calmbeforethestorm')).toEqual(['festival:SXSW 2018']);
    expect(names('Wildin out at #acl waiting for Kanye and Nas #austin')).toEqual(['festival:ACL Festival']);
  });

  it('reads acronyms in running text only in capitals', () => {
    expect(names('Heading to ACL this weekend')).toEqual(['festival:ACL Festival']);
    expect(names('tore my acl again, out for the season')).toEqual([]);
  });

  it('reads Japanese festival and exhibition tags (ig-044, ig-047)', () => {
    expect(names('防府天満宮の七夕まつり。盛況でした。 #防府天満宮 #七夕まつり')).toEqual(['festival:七夕まつり']);
    expect(names('2018締めのイベント🐬しっかり堪能しました。 #川崎フロンターレ展 #川崎市民ミュージアム')).toEqual(['exhibition:川崎フロンターレ展']);
  });

  it('reads a check-in at an event as the event (x-022)', () => {
    expect(names('Brasiiiiiiillll!!!! #judo #Brasil #olympics #London @ Olimpíadas de Londres http://t.co/qK6ubOi6')).toEqual(['sports:Olimpíadas de Londres']);
    expect(isEventName('Olimpíadas de Londres')).toBe(true);
    expect(isEventName('Pinhole Coffee')).toBe(false);
  });

  it('reads a tour after its kind and a named festival with its year', () => {
    expect(names('¡TEMUCO! La gira Mirando al Horizonte parte en el sur')).toEqual(['tour:Mirando al Horizonte']);
    expect(names('Pronta e cristalizada 💜✨ #bailedavogue Baile da Vogue 2025')).toEqual(['awards:Baile da Vogue 2025']);
    expect(names('Tickets for the Montreux Jazz Festival are out')).toEqual(['festival:Montreux Jazz Festival']);
  });

  it("reads a festival's own account (ig-172), and no word that only ends in 'fest'", () => {
    expect(names('Went back to @meltfestival in Deutschland, and it was sehr sehr gut!')).toEqual(['festival:Melt Festival']);
    expect(names('Lineup drop from @riot_fest today')).toEqual(['festival:Riot Fest']);
    expect(names('Check the @manifest of the show and @coachella')).toEqual(['festival:Coachella']);
  });

  it('reads an account whose joined words end in what it is, when a word before says which', () => {
    expect(names('We had a great time at the @arizonastatefair today!')).toEqual(['fair:Arizona State Fair']);
    expect(names('Off to the @boston_marathon expo')).toEqual(['sports:Boston Marathon']);
    expect(names('See you at the @statefair and @summerfestival')).toEqual([]);
  });

  it('reads a workshop named without a day (x-086)', () => {
    expect(names('#IndieCity #GDC Indie Marketing Workshop attendees: Please arrive upstairs promptly')).toEqual(['class:Indie Marketing Workshop']);
  });

  it('leaves kinds of festival that name none', () => {
    expect(names('Best Food Festival vibes this Summer Fair #foodfestival #musicfest')).toEqual([]);
  });
});
