import { describe, expect, it } from 'vitest';
import { dishFromHashtags } from './dish-tags';

describe('dishFromHashtags', () => {
  it('reads a dish spelled in a tag (tuning captions tt-089, tt-073)', () => {
    expect(dishFromHashtags(['beefandbroccoli', 'chinesetakeout'])).toBe('Beef and Broccoli');
    expect(dishFromHashtags(['desi', 'desifood', 'butterchicken', 'butterchickenrecipe'])).toBe('Butter Chicken');
    expect(dishFromHashtags(['macncheese'])).toBe('Mac n Cheese');
  });

  it('leaves tags that are a feed, a meal or not all food', () => {
    expect(dishFromHashtags(['foodtiktok', 'tiktokfood', 'dinnerideas', 'tacotuesday', 'pasta', 'spicyfood', 'andwith'])).toBeNull();
  });
});
