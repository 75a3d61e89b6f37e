import { describe, expect, it } from 'vitest';
import { findKoreanPlaces } from './korean-places';

const names = (text: string) => findKoreanPlaces(text).map((place) => place.name);

// Real captions of the evaluation set's tuning part, each named by its id.
describe('findKoreanPlaces', () => {
  it('reads a name in Latin letters that 에 or 에서 follows (ig-142)', () => {
    const caption = '2020년의 첫 GHETTO-RAY 파티가 토요일 Soap Seoul 에 다시 찾아옵니다. 아프리칸 리듬과 트로피컬 샘플 기반의 음악들로';
    expect(names(caption)).toEqual(['Soap Seoul']);
    expect(findKoreanPlaces(caption)[0]?.latin).toBe(true);
    // One Latin word is as often an app or a band.
    expect(names('YouTube에서 봤어요')).toEqual([]);
  });

  it("reads no city that 'the best … in' puts a place in (ig-205)", () => {
    expect(names('조호바루에서 커피 맛이 제일 좋은 카페')).toEqual([]);
    expect(names('호랑이카레에서 저녁식사 맛있었다')).toEqual(['호랑이카레']);
  });
});
