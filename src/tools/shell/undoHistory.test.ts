import { describe, expect, it } from 'vitest';
import { changedKeys, undoShortcut, UndoHistory } from './undoHistory';

/** A history over a number, with a fake clock: `tick()` fires the pending pause. */
function setUp() {
  let value = 0;
  let pending: (() => void) | null = null;
  const history = new UndoHistory<number>({
    current: () => value,
    same: (a, b) => a === b,
    after: (_ms, fn) => {
      pending = fn;
      return () => {
        if (pending === fn) pending = null;
      };
    },
  });
  const change = (next: number) => {
    history.willChange();
    value = next;
  };
  const apply = (target: number | null) => {
    if (target !== null) value = target;
    return target;
  };
  const tick = () => {
    const fn = pending;
    pending = null;
    fn?.();
  };
  return { history, change, apply, tick, value: () => value };
}

describe('UndoHistory', () => {
  it('coalesces a run of changes into one step, ended by a pause', () => {
    const { history, change, apply, tick, value } = setUp();
    change(1);
    change(2);
    change(3);
    tick();
    change(10);
    tick();
    expect(apply(history.undo())).toBe(3);
    expect(apply(history.undo())).toBe(0);
    expect(history.undo()).toBeNull();
    expect(value()).toBe(0);
    expect(apply(history.redo())).toBe(3);
    expect(apply(history.redo())).toBe(10);
    expect(history.redo()).toBeNull();
  });

  it('keeps a held drag open through a pause, and ends it once the pointer is up and the inputs rest', () => {
    const { history, change, apply, tick } = setUp();
    history.hold(true);
    change(5);
    tick();
    change(8);
    history.hold(false);
    // Not a step yet: an undo ends the run first, so the whole drag goes back at once.
    expect(history.canUndo).toBe(true);
    tick();
    expect(apply(history.undo())).toBe(0);
  });

  it('ends the run at a new gesture (commit), so two presses are two steps', () => {
    const { history, change, apply } = setUp();
    change(1);
    history.commit();
    change(2);
    expect(apply(history.undo())).toBe(1);
    expect(apply(history.undo())).toBe(0);
  });

  it('drops a run that came back where it started, and a new step clears the redo', () => {
    const { history, change, apply, tick } = setUp();
    change(4);
    change(0);
    tick();
    expect(history.canUndo).toBe(false);
    change(7);
    tick();
    expect(apply(history.undo())).toBe(0);
    expect(history.canRedo).toBe(true);
    change(9);
    tick();
    expect(history.canRedo).toBe(false);
    expect(apply(history.undo())).toBe(0);
  });

  it('keeps at most the limit of steps', () => {
    let value = 0;
    const history = new UndoHistory<number>({ current: () => value, same: (a, b) => a === b, after: () => () => {}, limit: 3 });
    for (let i = 1; i <= 5; i += 1) {
      history.willChange();
      value = i;
      history.commit();
    }
    const seen: number[] = [];
    for (let target = history.undo(); target !== null; target = history.undo()) {
      seen.push(target);
      value = target;
    }
    expect(seen).toEqual([4, 3, 2]);
  });
});

describe('undoShortcut', () => {
  const key = (k: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>> = {}) => ({
    key: k,
    ctrlKey: false,
    metaKey: false,
    shiftKey: false,
    altKey: false,
    ...mods,
  });
  it('reads Ctrl or ⌘ with Z as undo, with Shift (or Ctrl+Y) as redo', () => {
    expect(undoShortcut(key('z', { ctrlKey: true }))).toBe('undo');
    expect(undoShortcut(key('z', { metaKey: true }))).toBe('undo');
    expect(undoShortcut(key('Z', { ctrlKey: true, shiftKey: true }))).toBe('redo');
    expect(undoShortcut(key('Z', { metaKey: true, shiftKey: true }))).toBe('redo');
    expect(undoShortcut(key('y', { ctrlKey: true }))).toBe('redo');
  });
  it('leaves other keys alone', () => {
    expect(undoShortcut(key('z'))).toBeNull();
    expect(undoShortcut(key('z', { ctrlKey: true, altKey: true }))).toBeNull();
    expect(undoShortcut(key('y', { metaKey: true }))).toBeNull();
    expect(undoShortcut(key('x', { ctrlKey: true }))).toBeNull();
  });
});


describe('changedKeys', () => {
  it('lists the keys whose values differ, lists compared by content', () => {
    expect(changedKeys({ a: 1, b: [1, 2], c: 'x' }, { a: 1, b: [1, 3], c: 'y' })).toEqual(['b', 'c']);
    expect(changedKeys({ a: [{ x: 1 }] }, { a: [{ x: 1 }] })).toEqual([]);
    expect(changedKeys({ a: 1 }, { a: 1, selected: 2 })).toEqual(['selected']);
  });
});
