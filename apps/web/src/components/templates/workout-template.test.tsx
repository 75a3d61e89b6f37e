import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleWorkout, sparseWorkout } from './sample-templates';
import { moveDetail, WorkoutTemplateView } from './workout-template';

afterEach(() => vi.useRealTimers());

describe('WorkoutTemplateView', () => {
  it('shows the blocks with their moves', () => {
    render(<WorkoutTemplateView data={sampleWorkout} />);
    expect(screen.getByText('Intermediate')).toBeInTheDocument();
    expect(screen.getByText('20 min')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'EMOM' })).toHaveTextContent('Goblet squat3 x 12 · 16 kg · tempo 3-1-1 · rest 30s');
    expect(screen.getByRole('listitem', { name: 'Warm-up' })).toHaveTextContent('Jumping jacks60s');
  });

  it('runs a timer preset down to zero, pauses and resets', () => {
    vi.useFakeTimers();
    render(<WorkoutTemplateView data={sampleWorkout} />);
    const timer = screen.getByRole('timer', { name: 'Work timer' });
    expect(timer).toHaveTextContent('0:40');

    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    act(() => vi.advanceTimersByTime(10_000));
    expect(timer).toHaveTextContent('0:30');

    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    act(() => vi.advanceTimersByTime(10_000));
    expect(timer).toHaveTextContent('0:30');

    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    act(() => vi.advanceTimersByTime(31_000));
    expect(timer).toHaveTextContent('0:00');
    expect(screen.getByText('Done!')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(timer).toHaveTextContent('0:40');
  });

  it('switches preset', () => {
    render(<WorkoutTemplateView data={sampleWorkout} />);
    fireEvent.click(screen.getByRole('button', { name: 'Rest · 0:20' }));
    expect(screen.getByRole('timer', { name: 'Rest timer' })).toHaveTextContent('0:20');
    expect(screen.getByRole('button', { name: 'Rest · 0:20' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows Not available and no timer for a sparse workout', () => {
    render(<WorkoutTemplateView data={sparseWorkout} />);
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    // Type, level, duration, equipment, cadence, targets, and the blocks.
    expect(screen.getAllByText('Not available')).toHaveLength(7);
  });

  it('describes a move by what the post gave', () => {
    expect(moveDetail({ move: 'Plank', sets: 3, reps: null, load: null, tempo: null, rest: null })).toBe('3 sets');
    expect(moveDetail({ move: 'Plank', sets: null, reps: null, load: null, tempo: null, rest: null })).toBe('');
  });
});
