import {
  type CodeChallenge,
  type ConfirmationOperation,
  confirmationCodeIssue,
  confirmationRules,
  formatClock,
} from '@portal/platform';
import { Button, Note, Stack, Text, TextField } from '@portal/ui';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deviceClock } from '../../kit/deviceClock.ts';
import { useSecondsLeft } from '../../kit/useSecondsLeft.ts';
import { OrderFailure } from '../ConfirmOrder.tsx';
import { orderContent } from '../orderKeys.ts';
import { useSessionDraft } from '../useSessionDraft.ts';
import type { OrderState } from '../useStepFlow.ts';
import { confirmationCodeStorageKey, keptSchema, nothingKept } from './codeStorage.ts';
import {
  type CodeFailure,
  readCodeFailure,
  sendCodeOnce,
  useConfirmationCodeCalls,
} from './confirmationCodeCalls.ts';

export interface ConfirmWithCodeProps {
  operation: ConfirmationOperation;
  goalId: string | number;
  /**
   * The order as it will be placed: the code is sent for it (the server binds it to its amount,
   * currency and account, and the email says them), and a change of it asks for a new code.
   */
  content: unknown;
  /** The order, placed with the proof a right code gives. */
  onConfirm: (proof: string) => void;
  order: OrderState;
  /** The order was refused for want of a good proof: a new code starts over. */
  orderNeedsNewCode: boolean;
  label: ReactNode;
  workingLabel: ReactNode;
  failedText: ReactNode;
  /** Why this operation asks for a code, when there is more to say (an account added today). */
  reason?: ReactNode;
  /** What a sent code changes elsewhere, refreshed once it is sent (the inbox, where the demo writes the email). */
  refreshOnSend?: readonly QueryKey[];
  now?: () => Date;
}

/**
 * A review step's end for money that leaves, or what redirects it (docs/RULES.md#confirmation-codes):
 * the order's button first sends a 6-digit code by email; the client types it and the same button
 * checks it and places the order. A wrong code is said on the field, with the tries left; an expired
 * one asks for a new one; "Reenviar código" waits 30 seconds between sends; three wrong tries lock
 * the operation, and the lock's end is said. The sent code is kept in the tab, so a reload keeps it.
 */
export function ConfirmWithCode({
  operation,
  goalId,
  content,
  onConfirm,
  order,
  orderNeedsNewCode,
  label,
  workingLabel,
  failedText,
  reason,
  now = deviceClock,
  refreshOnSend = [],
}: ConfirmWithCodeProps) {
  const { t } = useTranslation('stepFlow');
  const sendWaitId = useId();
  const resendWaitId = useId();
  const calls = useConfirmationCodeCalls();
  const queryClient = useQueryClient();
  const kept = useSessionDraft(confirmationCodeStorageKey(operation, goalId), keptSchema, nothingKept);
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<CodeFailure | null>(null);
  const [typedIssue, setTypedIssue] = useState<'required' | 'format' | null>(null);
  const bound = orderContent(content);
  // One send or check at a time, decided at once: a double click's second click lands before
  // React draws the busy button.
  const acting = useRef(false);
  const settled = { onSettled: () => (acting.current = false) };
  const field = useRef<HTMLInputElement>(null);
  const lockNote = useRef<HTMLParagraphElement>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  // A code sent for another order (the client went back and changed it) confirms nothing here.
  const keptChallenge = kept.draft.challenge;
  const challenge = keptChallenge && kept.draft.boundTo === bound ? keptChallenge : null;
  const changed = keptChallenge !== null && challenge === null;
  const lockedLeft = useSecondsLeft(kept.draft.lockedUntil, now);
  const waitUntil = failure?.kind === 'wait' ? failure.resendAt : challenge?.resendAt;
  const resendLeft = useSecondsLeft(waitUntil, now);

  const lock = (lockedUntil: string) => kept.save({ ...nothingKept, lockedUntil });
  const send = useMutation({
    mutationFn: () => sendCodeOnce(() => calls.send(operation, goalId, content)),
    onMutate: () => setFailure(null),
    onSuccess: (sent: CodeChallenge) => {
      kept.save({ challenge: sent, proof: null, boundTo: bound, lockedUntil: null });
      setCode('');
      setTypedIssue(null);
      // A new code starts clean: what went wrong with the last check is over.
      verify.reset();
      for (const queryKey of refreshOnSend) void queryClient.invalidateQueries({ queryKey });
    },
    onError: async (error) => {
      const why = await readCodeFailure(error);
      if (why?.kind === 'locked') lock(why.lockedUntil);
      setFailure(why);
    },
  });
  const verify = useMutation({
    mutationFn: (typed: string) => calls.verify(challenge?.id ?? '', typed),
    onMutate: () => setFailure(null),
    onSuccess: (checked) => {
      kept.save({ ...nothingKept, proof: checked.proof, boundTo: bound });
      onConfirm(checked.proof);
    },
    onError: async (error) => {
      const why = await readCodeFailure(error);
      if (why?.kind === 'locked') lock(why.lockedUntil);
      if (why?.kind === 'expired') kept.save(nothingKept);
      setFailure(why);
    },
  });

  // A sent code, a wrong one: the field takes the focus. An expired one: the field is gone, the
  // button (which sends a new one) takes it. A lock: its note does.
  useEffect(() => {
    if (send.isSuccess || failure?.kind === 'wrong') field.current?.focus();
    if (failure?.kind === 'expired') submitButton.current?.focus();
  }, [send.isSuccess, failure]);
  const locked = lockedLeft > 0;
  useEffect(() => {
    if (locked) lockNote.current?.focus();
  }, [locked]);

  if (locked && kept.draft.lockedUntil)
    return (
      <Note as="p" role="alert" tabIndex={-1} ref={lockNote} data-testid="code-locked">
        {failure?.kind === 'locked'
          ? failure.message
          : t('code.locked', { time: formatClock(kept.draft.lockedUntil) })}
      </Note>
    );

  const working = send.isPending || verify.isPending || order.isPending;
  const goodProof = orderNeedsNewCode || kept.draft.boundTo !== bound ? null : kept.draft.proof;
  // Asked again too soon for an order whose code is not the last one sent: the button waits.
  const waiting = failure?.kind === 'wait' && resendLeft > 0;
  // What went wrong besides the field's own (a wrong code) and a lock (said in its place).
  const failureText = failure?.kind === 'expired' ? failure.message : waiting ? t('code.wait') : null;
  const shownChallenge = goodProof ? null : challenge;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (working || acting.current || waiting) return;
    if (goodProof) {
      onConfirm(goodProof);
      return;
    }
    if (!shownChallenge) {
      acting.current = true;
      send.mutate(undefined, settled);
      return;
    }
    const issue = confirmationCodeIssue(code);
    setTypedIssue(issue);
    // What the last check said is over once the client confirms again: a check whose failure is
    // not known (no answer, a 500) would otherwise be claimed for a code never sent.
    setFailure(null);
    verify.reset();
    if (issue) {
      field.current?.focus();
      return;
    }
    acting.current = true;
    verify.mutate(code, settled);
  };
  const fieldError = typedIssue
    ? t(`code.issues.${typedIssue}`)
    : failure?.kind === 'wrong'
      ? failure.message
      : undefined;

  return (
    <Stack as="form" gap="lg" noValidate aria-label={t('code.form')} onSubmit={submit}>
      {reason ? (
        <Note as="p" data-testid="code-reason">
          {reason}
        </Note>
      ) : null}
      {/*
        One status line, in the page from the start, that changes its words: a screen reader says
        them as they change (why a code, the code sent and until when, a new one needed).
      */}
      <Text
        role="status"
        data-testid={shownChallenge ? 'code-sent' : 'code-why'}
        tone={shownChallenge ? 'neutral' : 'muted'}
        size={shownChallenge ? undefined : 'sm'}
        hidden={!shownChallenge && goodProof !== null}
      >
        {shownChallenge
          ? [
              t('code.sent', {
                email: shownChallenge.sentTo,
                time: formatClock(shownChallenge.expiresAt),
              }),
              // After a wrong try (and after a resend, which does not give tries back).
              shownChallenge.triesLeft < confirmationRules.tries
                ? t('code.triesLeft', { count: shownChallenge.triesLeft })
                : '',
            ]
              .filter(Boolean)
              .join(' ')
          : goodProof
            ? ''
            : orderNeedsNewCode
              ? t('code.again')
              : changed
                ? t('code.changed')
                : t('code.why')}
      </Text>
      {shownChallenge ? (
        <TextField
          ref={field}
          label={t('code.field')}
          hint={t('code.hint')}
          error={fieldError}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setTypedIssue(null);
          }}
          inputMode="numeric"
          autoComplete="one-time-code"
          data-testid="confirmation-code"
        />
      ) : null}
      {failureText ? (
        <Text tone="critical" weight="medium" role="alert" data-testid="code-failure">
          {failureText}
        </Text>
      ) : null}
      {send.isError && !failure ? (
        <Text tone="critical" weight="medium" role="alert">
          {t('code.sendFailed')}
        </Text>
      ) : null}
      {verify.isError && !failure ? (
        <Text tone="critical" weight="medium" role="alert">
          {t('code.checkFailed')}
        </Text>
      ) : null}
      {orderNeedsNewCode ? null : <OrderFailure order={order} failedText={failedText} />}
      <Button
        type="submit"
        phoneWide
        busy={working}
        aria-disabled={waiting}
        aria-describedby={waiting ? sendWaitId : undefined}
        ref={submitButton}
      >
        {send.isPending
          ? t('code.sending')
          : verify.isPending || order.isPending
            ? workingLabel
            : waiting
              ? t('code.send')
              : label}
      </Button>
      {waiting ? <WaitHint id={sendWaitId} seconds={resendLeft} /> : null}
      {shownChallenge ? (
        <>
          <Button
            tone="ghost"
            phoneWide
            busy={send.isPending}
            // Still reached by Tab while it counts down; the hint below it says how long.
            aria-disabled={resendLeft > 0}
            aria-describedby={resendLeft > 0 ? resendWaitId : undefined}
            onClick={() => {
              if (acting.current) return;
              acting.current = true;
              send.mutate(undefined, settled);
            }}
          >
            {t('code.resend')}
          </Button>
          {resendLeft > 0 ? <WaitHint id={resendWaitId} seconds={resendLeft} /> : null}
        </>
      ) : null}
    </Stack>
  );
}

/**
 * How long a button waits, under it ("Disponible en 20 segundos."), and its description. The
 * seconds are not in the button's name: a focused button whose name changed every second would be
 * read again at each one by some screen readers; its description is read when it is reached.
 */
function WaitHint({ id, seconds }: { id: string; seconds: number }) {
  const { t } = useTranslation('stepFlow');
  return (
    <Text id={id} tone="muted" size="sm" data-testid="code-wait">
      {t('code.availableIn', { count: seconds })}
    </Text>
  );
}
