import { describe, expect, it } from 'vitest';
import { tagNameProblem } from './tag-name-rules';

const tags = [
  { id: 't1', name: 'Coffee' },
  { id: 't2', name: 'Date night' },
];

describe('tag name rules', () => {
  it.each([
    ['', 'Tag name cannot be empty'],
    ['  \t ', 'Tag name cannot be empty'],
    ['a'.repeat(51), 'Tag name must be 50 characters or less'],
    ['coffee', 'A tag with this name already exists'],
    ['  DATE NIGHT ', 'A tag with this name already exists'],
  ])('refuses %j: %s', (name, message) => {
    expect(tagNameProblem(name, tags)).toBe(message);
  });

  it('accepts a new name of 1 to 50 characters once trimmed', () => {
    expect(tagNameProblem('x', tags)).toBeNull();
    expect(tagNameProblem(` ${'a'.repeat(50)} `, tags)).toBeNull();
  });

  it("lets a tag keep its own name when it is the one being renamed", () => {
    expect(tagNameProblem('COFFEE', tags, 't1')).toBeNull();
    expect(tagNameProblem('coffee', tags, 't2')).toBe('A tag with this name already exists');
  });
});
