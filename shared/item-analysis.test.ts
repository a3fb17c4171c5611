import { describe, expect, it } from 'vitest';
import { isFlagged, MIN_RESPONSES_TO_FLAG, sortItems } from './item-analysis';
import type { ItemStats } from './schemas/item-analysis';

const item = (questionId: string, overrides: Partial<ItemStats> = {}): ItemStats => ({
  questionId,
  topic: 'RESPA',
  difficulty: 'intermediate',
  stem: 'A stem',
  note: 'respa-basics',
  responses: 40,
  shareCorrect: 0.5,
  discrimination: 0.3,
  flagged: false,
  ...overrides,
});

describe('isFlagged', () => {
  it('flags a negative discrimination with enough responses, and nothing else', () => {
    expect(isFlagged({ responses: MIN_RESPONSES_TO_FLAG, discrimination: -0.01 })).toBe(true);
    expect(isFlagged({ responses: MIN_RESPONSES_TO_FLAG - 1, discrimination: -0.9 })).toBe(false);
    expect(isFlagged({ responses: 500, discrimination: 0 })).toBe(false);
    expect(isFlagged({ responses: 500, discrimination: null })).toBe(false);
    expect(isFlagged({ responses: 3, discrimination: -0.5 }, 3)).toBe(true);
  });
});

describe('sortItems', () => {
  const items = [
    item('respa-002', { discrimination: -0.2, difficulty: 'advanced', responses: 10 }),
    item('respa-001', { discrimination: null, difficulty: 'beginner', responses: 0, shareCorrect: null }),
    item('arms-003', { discrimination: 0.4, difficulty: 'intermediate', topic: 'Adjustable-Rate Mortgages', responses: 10 }),
  ];
  const order = (key: Parameters<typeof sortItems>[1], direction: Parameters<typeof sortItems>[2]) =>
    sortItems(items, key, direction).map((row) => row.questionId);

  it('sorts numbers either way with missing values last, ties by question id', () => {
    expect(order('discrimination', 'ascending')).toEqual(['respa-002', 'arms-003', 'respa-001']);
    expect(order('discrimination', 'descending')).toEqual(['arms-003', 'respa-002', 'respa-001']);
    expect(order('responses', 'descending')).toEqual(['arms-003', 'respa-002', 'respa-001']);
  });

  it('sorts difficulty by level and text alphabetically', () => {
    expect(order('difficulty', 'ascending')).toEqual(['respa-001', 'arms-003', 'respa-002']);
    expect(order('topic', 'ascending')).toEqual(['arms-003', 'respa-001', 'respa-002']);
    expect(order('questionId', 'descending')).toEqual(['respa-002', 'respa-001', 'arms-003']);
  });

  it('leaves its input alone', () => {
    const before = items.map((row) => row.questionId);
    sortItems(items, 'responses', 'ascending');
    expect(items.map((row) => row.questionId)).toEqual(before);
  });
});
