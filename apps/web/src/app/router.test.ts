import { describe, expect, it } from 'vitest';
import { isSkippedTransition } from './router';

describe('a skipped page transition', () => {
  it('is told apart from every other rejection', () => {
    expect(isSkippedTransition(new DOMException('Transition was skipped. skipTransition() called', 'AbortError'))).toBe(true);
    expect(isSkippedTransition(new DOMException('The user aborted a request.', 'AbortError'))).toBe(false);
    expect(isSkippedTransition(new DOMException('Transition was skipped', 'InvalidStateError'))).toBe(false);
    expect(isSkippedTransition(new Error('Transition was skipped'))).toBe(false);
    expect(isSkippedTransition(undefined)).toBe(false);
  });
});
