import {
  type CodeChallenge,
  type ConfirmationOperation,
  codeChallengeSchema,
  confirmationCodeIssue,
  formatClock,
  secondsUntil,
} from '@portal/platform';
import { Button, Note, Stack, Text, TextField } from '@portal/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { useSessionDraft } from '../useSessionDraft.ts';
import { type CodeFailure, readCodeFailure, useConfirmationCodeCalls } from './confirmationCodeCalls.ts';

const keptSchema = z.object({
  challenge: z.nullable(codeChallengeSchema),
  lockedUntil: z.nullable(z.string()),
});
type Kept = z.infer<typeof keptSchema>;
const nothingKept: Kept = { challenge: null, lockedUntil: null };

/** Whole seconds left until a time, told again each second while there are some. */
function useSecondsLeft(until: string | null | undefined, now: () => Date): number {
  const [, tick] = useState(0);
  const left = until ? secondsUntil(until, now()) : 0;
  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setTimeout(() => tick((count) => count + 1), 1000);
    return () => window.clearTimeout(timer);
  });
  return left;
}

export interface ConfirmWithCodeProps {
  operation: ConfirmationOperation;
  goalId: string | number;
  /** The order, placed with the proof a right code gives. */
  onConfirm: (proof: string) => void;
  order: { isPending: boolean; isError: boolean };
  /** The order was refused for want of a good proof: a new code starts over. */
  orderNeedsNewCode: boolean;
  label: ReactNode;
  workingLabel: ReactNode;
  failedText: ReactNode;
  /** Why this operation asks for a code, when there is more to say (an account added today). */
  reason?: ReactNode;
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
  onConfirm,
  order,
  orderNeedsNewCode,
  label,
  workingLabel,
  failedText,
  reason,
  now = () => new Date(),
}: ConfirmWithCodeProps) {
  const { t } = useTranslation('features');
  const calls = useConfirmationCodeCalls();
  const queryClient = useQueryClient();
  const kept = useSessionDraft(`confirmation-code:${operation}:${goalId}`, keptSchema, nothingKept);
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<CodeFailure | null>(null);
  const [typedIssue, setTypedIssue] = useState<'required' | 'format' | null>(null);
  // A right code's proof, kept for a retry of an order that failed on its way (it is good once).
  const [proof, setProof] = useState<string | null>(null);
  // One send or check at a time, decided at once: a double click's second click lands before
  // React draws the busy button.
  const acting = useRef(false);
  const settled = { onSettled: () => (acting.current = false) };
  const field = useRef<HTMLInputElement>(null);
  const lockNote = useRef<HTMLParagraphElement>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  const { challenge } = kept.draft;
  const lockedLeft = useSecondsLeft(kept.draft.lockedUntil, now);
  const waitUntil = failure?.kind === 'wait' ? failure.resendAt : challenge?.resendAt;
  const resendLeft = useSecondsLeft(waitUntil, now);

  const lock = (lockedUntil: string) => kept.save({ challenge: null, lockedUntil });
  const send = useMutation({
    mutationFn: () => calls.send(operation, goalId),
    onMutate: () => setFailure(null),
    onSuccess: (sent: CodeChallenge) => {
      kept.save({ challenge: sent, lockedUntil: null });
      setCode('');
      setTypedIssue(null);
      // The demo writes the email in the inbox: its notifications are new.
      void queryClient.invalidateQueries({ queryKey: ['inbox'] });
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
      kept.save(nothingKept);
      setProof(checked.proof);
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
          : t('flows.code.locked', { time: formatClock(kept.draft.lockedUntil) })}
      </Note>
    );

  const working = send.isPending || verify.isPending || order.isPending;
  const goodProof = orderNeedsNewCode ? null : proof;
  const shownChallenge = goodProof ? null : challenge;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (working || acting.current) return;
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
    setFailure(null);
    if (issue) {
      field.current?.focus();
      return;
    }
    acting.current = true;
    verify.mutate(code, settled);
  };
  const fieldError = typedIssue
    ? t(`flows.code.issues.${typedIssue}`)
    : failure?.kind === 'wrong'
      ? failure.message
      : undefined;

  return (
    <Stack as="form" gap="lg" noValidate aria-label={t('flows.code.form')} onSubmit={submit}>
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
          ? t('flows.code.sent', {
              email: shownChallenge.sentTo,
              time: formatClock(shownChallenge.expiresAt),
            })
          : goodProof
            ? ''
            : orderNeedsNewCode
              ? t('flows.code.again')
              : t('flows.code.why')}
      </Text>
      {shownChallenge ? (
        <TextField
          ref={field}
          label={t('flows.code.field')}
          hint={t('flows.code.hint')}
          error={fieldError}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setTypedIssue(null);
          }}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          data-testid="confirmation-code"
        />
      ) : null}
      {failure && failure.kind !== 'wrong' && failure.kind !== 'locked' ? (
        <Text tone="critical" weight="medium" role="alert" data-testid="code-failure">
          {failure.message}
        </Text>
      ) : null}
      {send.isError && !failure ? (
        <Text tone="critical" weight="medium" role="alert">
          {t('flows.code.sendFailed')}
        </Text>
      ) : null}
      {verify.isError && !failure ? (
        <Text tone="critical" weight="medium" role="alert">
          {t('flows.code.checkFailed')}
        </Text>
      ) : null}
      {order.isError && !order.isPending && !orderNeedsNewCode ? (
        <Text tone="critical" weight="medium" role="alert">
          {failedText}
        </Text>
      ) : null}
      <Button type="submit" phoneWide busy={working} ref={submitButton}>
        {send.isPending
          ? t('flows.code.sending')
          : verify.isPending || order.isPending
            ? workingLabel
            : label}
      </Button>
      {shownChallenge ? (
        <Button
          tone="ghost"
          phoneWide
          busy={send.isPending}
          disabled={resendLeft > 0}
          onClick={() => {
            if (acting.current) return;
            acting.current = true;
            send.mutate(undefined, settled);
          }}
        >
          {resendLeft > 0 ? t('flows.code.resendIn', { count: resendLeft }) : t('flows.code.resend')}
        </Button>
      ) : null}
    </Stack>
  );
}
