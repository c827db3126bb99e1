import { type BrowserRoot, createBrowserRoot } from '@portal/ui/testing/browserRoot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useIdempotentConfirm } from './useIdempotentConfirm.ts';

// The confirm of an order: one request at a time, one key per order, and once answered it stays
// sent (a double click's second click may land after the answer, before the receipt is drawn).

/** What TanStack Query calls back: success then settled, or error then settled. */
type Settle = {
  onSuccess?: (...args: never[]) => void;
  onError?: (...args: never[]) => void;
  onSettled?: (...args: never[]) => void;
};
const answer = (index: number) => {
  sent[index]?.settle.onSuccess?.();
  sent[index]?.settle.onSettled?.();
};
const fail = (index: number) => {
  sent[index]?.settle.onError?.();
  sent[index]?.settle.onSettled?.();
};
let root: BrowserRoot;
let send: () => void;
const sent: { key: string; settle: Settle }[] = [];
let keyAsked = 0;

function Probe({ draftKey }: { draftKey: string }) {
  send = useIdempotentConfirm(
    { mutate: (key: string, settle?: Settle) => void sent.push({ key, settle: settle ?? {} }) },
    () => {
      keyAsked += 1;
      return draftKey;
    },
  );
  return null;
}

beforeEach(() => {
  root = createBrowserRoot();
  sent.length = 0;
  keyAsked = 0;
});
afterEach(() => root.unmount());

describe('useIdempotentConfirm', () => {
  it('sends once while the order is on its way', () => {
    root.render(<Probe draftKey="key-1" />);
    send();
    send();
    expect(sent.map((each) => each.key)).toEqual(['key-1']);
  });

  it('sends once after the order was answered: a late second click orders nothing', () => {
    root.render(<Probe draftKey="key-1" />);
    send();
    // Answered: the flow is moving to its receipt.
    answer(0);
    send();
    send();
    expect(sent).toHaveLength(1);
  });

  it('after a failure, a retry sends again, with the same key', () => {
    root.render(<Probe draftKey="key-1" />);
    send();
    fail(0);
    send();
    expect(sent.map((each) => each.key)).toEqual(['key-1', 'key-1']);
  });

  it("asks for the order's key only when it sends (a click while one is out asks nothing)", () => {
    root.render(<Probe draftKey="key-1" />);
    send();
    send();
    expect(keyAsked).toBe(1);
  });
});
