import { describe, expect, it, vi } from 'vitest';
import {
  createGlobalErrorHandler,
  errorDialogTitle,
  isSuppressed,
  toErrorView,
} from './globalErrorHandler.ts';

function setup(dialogOpen = false) {
  const options = {
    log: vi.fn(),
    report: vi.fn(),
    isDialogOpen: vi.fn(() => dialogOpen),
    showDialog: vi.fn(),
  };
  return { options, handle: createGlobalErrorHandler(options) };
}

describe('global error handler (docs/RULES.md#error-texts)', () => {
  it('logs, reports and shows the dialog', () => {
    const { options, handle } = setup();
    const error = new TypeError('x is undefined');
    handle(error);
    expect(options.log).toHaveBeenCalledWith(error);
    expect(options.report).toHaveBeenCalledWith(error, { suppressed: false });
    expect(options.showDialog).toHaveBeenCalledWith({ name: 'TypeError', message: 'x is undefined' });
  });

  it('does not stack a second dialog over an open one', () => {
    const { options, handle } = setup(true);
    handle(new Error('again'));
    expect(options.log).toHaveBeenCalled();
    expect(options.showDialog).not.toHaveBeenCalled();
  });

  it.each(['Argumento de constructor de matriz con tipo no válido', 'Cannot read _avast_submit of null'])(
    'still shows the dialog for the suppressed message %j (as the spec records), marked suppressed',
    (message) => {
      const { options, handle } = setup();
      handle(new Error(message));
      expect(options.showDialog).toHaveBeenCalled();
      expect(options.report).toHaveBeenCalledWith(expect.any(Error), { suppressed: true });
    },
  );

  it.each<[unknown, string, string]>([
    [new RangeError('bad'), 'RangeError', 'bad'],
    ['plain text', 'Error', 'plain text'],
    [{ name: 'HttpError', message: 'HTTP 500' }, 'HttpError', 'HTTP 500'],
    [{ message: 'no name' }, 'Error', 'no name'],
    [42, 'Error', '42'],
    [null, 'Error', 'null'],
  ])('views %j as %s: %s', (error, name, message) => {
    expect(toErrorView(error)).toEqual({ name, message });
  });

  it('titles the dialog "Error no controlado: " plus the name', () => {
    expect(errorDialogTitle({ name: 'TypeError', message: '' })).toBe('Error no controlado: TypeError');
  });

  it('knows the two suppressed messages', () => {
    expect(isSuppressed({ name: 'Error', message: '_avast_submit' })).toBe(true);
    expect(isSuppressed({ name: 'Error', message: 'other' })).toBe(false);
  });
});
