import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../api/key-value-storage';
import { clearTourOffer, isTourOfferDue, markTourOfferDue, START_TOUR_EVENT, startGuidedTour, tourOfferKey } from './guided-tour';

afterEach(() => localStorage.clear());

describe('startGuidedTour', () => {
  it('dispatches the spec’s start-ftue event on window', () => {
    const heard = vi.fn();
    window.addEventListener('start-ftue', heard);
    startGuidedTour();
    window.removeEventListener('start-ftue', heard);
    expect(START_TOUR_EVENT).toBe('start-ftue');
    expect(heard).toHaveBeenCalledTimes(1);
  });
});

describe('the tour offer', () => {
  it('is keyed per member under the stash_ prefix', () => {
    expect(tourOfferKey('user-ana')).toBe('stash_tour_offer_due_user-ana');
    expect(tourOfferKey(null)).toBe('stash_tour_offer_due');
  });

  it('is due for the member it was marked for, and cleared for good by an answer', () => {
    const storage = createMemoryStorage();
    expect(isTourOfferDue('user-ana', storage)).toBe(false);
    markTourOfferDue('user-ana', storage);
    expect(isTourOfferDue('user-ana', storage)).toBe(true);
    expect(isTourOfferDue('user-ben', storage)).toBe(false);
    clearTourOffer('user-ana', storage);
    expect(isTourOfferDue('user-ana', storage)).toBe(false);
  });

  it('falls back to one key when setup could not tell who signed in', () => {
    const storage = createMemoryStorage();
    markTourOfferDue(undefined, storage);
    expect(isTourOfferDue('user-ana', storage)).toBe(true);
    clearTourOffer('user-ana', storage);
    expect(isTourOfferDue('user-ana', storage)).toBe(false);
  });

  it('uses localStorage by default and survives storage that throws', () => {
    markTourOfferDue('user-ana');
    expect(localStorage.getItem('stash_tour_offer_due_user-ana')).toBe('due');
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    expect(() => markTourOfferDue('user-ana', broken)).not.toThrow();
    expect(isTourOfferDue('user-ana', broken)).toBe(false);
    expect(() => clearTourOffer('user-ana', broken)).not.toThrow();
  });
});
