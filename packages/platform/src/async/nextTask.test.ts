import { describe, expect, it } from 'vitest';
import { nextTask } from './nextTask.ts';

describe('nextTask', () => {
  it('resolves after the current task, microtasks and tasks already queued', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('a task queued before'), 0);
    const turn = nextTask().then(() => order.push('next task'));
    queueMicrotask(() => order.push('a microtask'));
    order.push('this task');
    await turn;
    expect(order).toEqual(['this task', 'a microtask', 'a task queued before', 'next task']);
  });
});
