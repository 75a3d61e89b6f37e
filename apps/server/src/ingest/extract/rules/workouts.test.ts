import { describe, expect, it } from 'vitest';
import { findWorkout, parseMove } from './workouts';

describe('parseMove', () => {
  it.each([
    ['3x12 squats', { move: 'squats', sets: 3, reps: '12' }],
    ['lat pulldown 4x10', { move: 'lat pulldown', sets: 4, reps: '10' }],
    ['4 sets of 10 push-ups', { move: 'push-ups', sets: 4, reps: '10' }],
    ['barbell hip thrust — 4 x 8-10 (2 sec squeeze at the top)', { move: 'barbell hip thrust', sets: 4, reps: '8-10' }],
    ['single arm cable row 3x12 each side', { move: 'single arm cable row', sets: 3, reps: '12 each side' }],
    ['30s plank', { move: 'plank', sets: null, reps: '30s' }],
    ['plank 45 sec', { move: 'plank', sets: null, reps: '45sec' }],
    ['15 glute bridges', { move: 'glute bridges', sets: null, reps: '15' }],
    ['mountain climbers', { move: 'mountain climbers', sets: null, reps: null }],
  ])('%s', (text, expected) => {
    expect(parseMove(text)).toMatchObject(expected);
  });

  it('reads a load', () => {
    expect(parseMove('deadlift 5x5 @ 100kg')).toMatchObject({ move: 'deadlift', sets: 5, reps: '5', load: '100kg' });
  });

  it('refuses lines that are not moves', () => {
    for (const text of ['2 cups flour', '10 best spots', 'Simple 5x5 that took my squat from 60kg', 'see you at 7pm', '3 x 4 grid']) {
      expect(parseMove(text)).toBeNull();
    }
  });
});

describe('findWorkout', () => {
  it('reads blocks, moves, rest, level, equipment and duration', () => {
    const workout = findWorkout(`GLUTE DAY that actually grows glutes 🍑

warm-up: 2 rounds — 15 glute bridges, 10 banded lateral walks each way

1️⃣ barbell hip thrust — 4 x 8-10
2️⃣ Romanian deadlift — 3 x 10
3️⃣ Bulgarian split squat — 3 x 10 each leg

rest 90 sec between sets
⏱ ~55 min total · intermediate`)?.template;
    expect(workout?.title).toBe('Glute Day workout');
    expect(workout?.level).toBe('intermediate');
    expect(workout?.duration_min).toBe(55);
    expect(workout?.modality).toBe('strength');
    expect(workout?.equipment).toEqual(['barbell', 'resistance band']);
    expect(workout?.blocks.map((block) => [block.name, block.duration, block.moves.length])).toEqual([
      ['Warm-up', '2 rounds', 2],
      ['Main', null, 3],
    ]);
    expect(workout?.timer_presets).toEqual([{ name: 'Rest', duration: 90 }]);
    expect(workout?.target_muscles).toContain('glutes');
  });

  it('reads work and rest intervals as timer presets', () => {
    const workout = findWorkout('20 MIN NO EQUIPMENT HIIT 🔥 40s work / 20s rest, 4 rounds\n1. jump squats\n2. push ups\n3. mountain climbers\n4. reverse lunges')?.template;
    expect(workout?.title).toBe('20 Min No Equipment HIIT');
    expect(workout?.modality).toBe('hiit');
    expect(workout?.duration_min).toBe(20);
    expect(workout?.equipment).toEqual([]);
    expect(workout?.timer_presets).toEqual([
      { name: 'Work', duration: 40 },
      { name: 'Rest', duration: 20 },
    ]);
    expect(workout?.blocks[0]?.moves.map((move) => move.move)).toEqual(['jump squats', 'push ups', 'mountain climbers', 'reverse lunges']);
  });

  it('reads AMRAP and EMOM blocks', () => {
    const workout = findWorkout('Kettlebell burner\nAMRAP 12 min:\n10 kettlebell swings\n10 goblet squats\nEMOM 10:\n5 burpees')?.template;
    expect(workout?.blocks.map((block) => [block.name, block.duration])).toEqual([
      ['AMRAP 12 min', '12 min'],
      ['EMOM 10', null],
    ]);
    expect(workout?.timer_presets).toEqual([
      { name: 'AMRAP', duration: 720 },
      { name: 'EMOM', duration: 600 },
      { name: 'Every minute', duration: 60 },
    ]);
    expect(workout?.equipment).toEqual(['kettlebell']);
  });

  it('reads several moves on one line, days as blocks, and the cadence', () => {
    const workout = findWorkout('Simple 5x5 that took my squat from 60kg to 100kg:\n\nDay A: Squat 5x5, Bench 5x5, Barbell Row 5x5\nDay B: Squat 5x5, Overhead Press 5x5, Deadlift 1x5\n\nAlternate A/B, 3 days a week. Rest 3 min.')?.template;
    expect(workout?.title).toBe('5x5 workout');
    expect(workout?.cadence).toBe('3 days a week');
    expect(workout?.blocks.map((block) => [block.name, block.moves.map((move) => `${move.move} ${move.sets}x${move.reps}`)])).toEqual([
      ['Day A', ['Squat 5x5', 'Bench 5x5', 'Barbell Row 5x5']],
      ['Day B', ['Squat 5x5', 'Overhead Press 5x5', 'Deadlift 1x5']],
    ]);
    expect(workout?.timer_presets).toEqual([{ name: 'Rest', duration: 180 }]);
  });

  it('reads rounds on a circuit heading', () => {
    const workout = findWorkout('Quick burner\nCircuit x3:\n10 burpees\n15 kettlebell swings')?.template;
    expect(workout?.blocks[0]).toMatchObject({ name: 'Circuit x3', duration: 'x3' });
  });

  it('adds timers for timed moves', () => {
    const workout = findWorkout('Core finisher\n30s plank\n30s side plank\n20 bicycle crunches')?.template;
    expect(workout?.timer_presets).toEqual([
      { name: 'Plank', duration: 30 },
      { name: 'Side plank', duration: 30 },
    ]);
  });

  it('does not take other posts for workouts', () => {
    for (const text of [
      'Pancakes\n2 cups flour\n1 egg\n1 cup milk',
      '10 best ramen spots\n1. Ippudo\n2. Ivan Ramen\n3. Totto Ramen',
      'ran into friends at the park and we jumped into the lake',
      'Squat rack was busy again 🙄',
    ]) {
      expect(findWorkout(text)).toBeNull();
    }
  });
});
