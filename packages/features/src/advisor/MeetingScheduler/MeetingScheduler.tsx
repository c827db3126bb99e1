import {
  dayInSentence,
  dayLabel,
  HttpError,
  type Meeting,
  type MeetingMode,
  meetingModes,
  outcomeOfFailure,
  readFieldErrors,
  useApi,
} from '@portal/platform';
import { Button, Field, Note, RadioGroup, Stack, Text } from '@portal/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../kit/QueryState.tsx';
import { keepTyped, useKeptTyping } from '../../stepFlow/useKeptTyping.ts';
import { useWriteKey } from '../../stepFlow/useWriteKey.ts';
import { advisorKeys, bookMeeting, useAdvisorQueries } from '../advisorApi.ts';
import * as styles from './MeetingScheduler.css.ts';

export interface MeetingSchedulerProps {
  /** Shown once the meeting is booked: the ways on (back to Asesoría, home). */
  after?: ReactNode;
}

const topicLimit = 500;

/**
 * Booking a meeting with the advisor: a day, a half hour (Chile time), how to meet and, if the
 * client wants, what about. A slot taken meanwhile says so and the free ones load again; any other
 * failure keeps what was chosen.
 */
export function MeetingScheduler({ after }: MeetingSchedulerProps) {
  const { t } = useTranslation('advisor');
  const api = useApi();
  const queryClient = useQueryClient();
  const client = useAdvisorQueries();
  const slots = useQuery(client.slots());
  const [day, setDay] = useState<string | null>(null);
  const [start, setStart] = useState<string | null>(null);
  const [mode, setMode] = useState<MeetingMode>('video');
  // The topic as typed is kept in the tab until the meeting is booked: a reload gives it back.
  const typed = useKeptTyping('reunion', { topic: '' });
  const [topic, setTopic] = useState(typed.values.topic);
  const [missingTime, setMissingTime] = useState(false);
  // What the server said when it refused the booking (422), shown as it comes.
  const [refusal, setRefusal] = useState<string | null>(null);
  // One Idempotency-Key per booking, by its content: a retry of the same choice (after a reload)
  // sends the same key, and the server answers with the meeting it already booked; another choice, a
  // new key. A booking whose answer was lost holds its key: whatever is chosen next is sent with it,
  // so a meeting booked meanwhile is shown, never booked twice nor called "taken".
  const bookingKey = useWriteKey('advisor-meeting');
  const book = useMutation({
    mutationFn: ({
      request,
      key,
    }: {
      request: { start: string; mode: MeetingMode; topic: string };
      key: string;
    }) => bookMeeting(api, request, key),
    onSuccess: () => {
      bookingKey.forget();
      typed.forget();
      void queryClient.invalidateQueries({ queryKey: advisorKeys.slots });
      void queryClient.invalidateQueries({ queryKey: advisorKeys.advisor });
    },
    onMutate: () => setRefusal(null),
    onError: async (error, { key }) => {
      if (outcomeOfFailure(error) === 'unknown') bookingKey.hold(key);
      else bookingKey.release();
      if (error instanceof HttpError && error.status === 409) {
        setStart(null);
        void slots.refetch();
        return;
      }
      const refused = await readFieldErrors(error);
      const said = refused ? [refused.message, ...Object.values(refused.errors)].filter(Boolean) : [];
      setRefusal(said.length > 0 ? said.join(' ') : null);
    },
  });

  const free = slots.data?.slots ?? [];
  const days = [...new Set(free.map((slot) => slot.start.slice(0, 10)))];
  const shownDay = day && days.includes(day) ? day : (days[0] ?? null);
  const times = free.filter((slot) => slot.start.startsWith(`${shownDay}T`));

  if (book.data) return <Booked meeting={book.data} asked={book.variables?.request} after={after} />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!start) {
      setMissingTime(true);
      // The focus goes to the times, whose group reads its error with it ("Elige una hora…"):
      // otherwise a keyboard stays on the button and hears nothing.
      event.currentTarget.querySelector<HTMLInputElement>('input[name="time"]')?.focus();
      return;
    }
    const request = { start, mode, topic: topic.trim() };
    book.mutate({ request, key: bookingKey.keyFor(request) });
  };
  const conflict = book.error instanceof HttpError && book.error.status === 409;

  return (
    <QueryState
      query={slots}
      isEmpty={() => free.length === 0}
      loadingText={t('meeting.loading')}
      errorText={t('meeting.error')}
      emptyText={t('meeting.none')}
    >
      <Stack as="form" gap="xl" onSubmit={submit} noValidate aria-label={t('meeting.form')}>
        <RadioGroup
          appearance="pill"
          legend={t('meeting.day')}
          name="day"
          options={days.map((each) => ({ value: each, label: dayLabel(each, 'short') }))}
          checkedValue={shownDay ?? ''}
          onChange={(event) => {
            setDay(event.target.value);
            setStart(null);
          }}
        />
        <RadioGroup
          appearance="pill"
          legend={t('meeting.time')}
          name="time"
          options={times.map((slot) => ({ value: slot.start, label: slot.start.slice(11) }))}
          checkedValue={start ?? ''}
          onChange={(event) => {
            setStart(event.target.value);
            setMissingTime(false);
          }}
          error={missingTime && !start ? t('meeting.chooseTime') : undefined}
        />
        <RadioGroup
          appearance="pill"
          legend={t('meeting.mode')}
          name="mode"
          options={meetingModes.map((each) => ({ value: each, label: t(`meeting.modes.${each}`) }))}
          checkedValue={mode}
          onChange={(event) => setMode(meetingModes.find((each) => each === event.target.value) ?? mode)}
        />
        <Field label={t('meeting.topic')} hint={t('meeting.topicHint', { count: topicLimit - topic.length })}>
          {(control) => (
            <textarea
              {...control}
              className={`${control.className} ${styles.textarea}`}
              maxLength={topicLimit}
              value={topic}
              onChange={(event) => {
                setTopic(event.target.value);
                keepTyped(typed.key, { topic: event.target.value });
              }}
            />
          )}
        </Field>
        {book.isError ? (
          <Text tone="critical" role="alert">
            {conflict
              ? t('meeting.taken')
              : (refusal ??
                // No answer at all is said as unknown; a server's failure is not blamed on the link.
                t(book.error instanceof HttpError ? 'meeting.failed' : 'meeting.unknown'))}
          </Text>
        ) : null}
        <Button type="submit" className={styles.submit} busy={book.isPending}>
          {t(book.isPending ? 'meeting.booking' : 'meeting.book')}
        </Button>
      </Stack>
    </QueryState>
  );
}

function Booked({
  meeting,
  asked,
  after,
}: {
  meeting: Meeting;
  /** What the last press asked for: a meeting booked before (its answer lost) may differ from it. */
  asked?: { start: string; mode: MeetingMode };
  after?: ReactNode;
}) {
  const { t } = useTranslation('advisor');
  const said = useRef<HTMLDivElement>(null);
  // The form is gone: the focus goes to what happened, so a keyboard goes on from here.
  useEffect(() => said.current?.focus(), []);
  const earlier = asked !== undefined && (asked.start !== meeting.start || asked.mode !== meeting.mode);
  return (
    <Stack gap="md">
      <Note role="status" tabIndex={-1} ref={said} data-testid="meeting-booked-box">
        <Stack gap="xs">
          <Text size="lg" weight="semibold">
            {t('meeting.booked')}
          </Text>
          <p data-testid="meeting-booked">
            {t('meeting.bookedText', {
              day: dayInSentence(meeting.start.slice(0, 10)),
              time: meeting.start.slice(11),
              mode: t(`meeting.modesLower.${meeting.mode}`),
              who: meeting.advisorName ?? t('meeting.team'),
            })}
          </p>
          {earlier ? <p data-testid="meeting-earlier">{t('meeting.earlier')}</p> : null}
        </Stack>
      </Note>
      {after}
    </Stack>
  );
}
