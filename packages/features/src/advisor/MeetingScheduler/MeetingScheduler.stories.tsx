import { mockFaults } from '@portal/mocks';
import { answerNever } from '@portal/mocks/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MeetingScheduler } from './MeetingScheduler.tsx';

const meta = {
  title: 'Features/Advisor/MeetingScheduler',
  component: MeetingScheduler,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof MeetingScheduler>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
const group = (canvas: Canvas, name: string) => within(canvas.getByRole('group', { name }));

/** The end state a picture can be taken of: the button enabled again, no pointer or focus on it. */
async function settle(canvas: Canvas) {
  const button = canvas.getByRole('button', { name: 'Agendar reunión' });
  await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
  await userEvent.unhover(button);
  button.blur();
}

/** The next free days and, for the first, its half hours; video by default. */
export const FreeTimes: Story = {
  // Its picture is the screens' (Screens/Empty and step layouts, ScheduleAdvisor): the times in their page.
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    const days = await canvas.findAllByRole('radio', {}, { timeout: 8000 });
    await expect(days.length).toBeGreaterThan(10);
    const day = group(canvas, 'Día').getAllByRole('radio');
    await expect(day).toHaveLength(10);
    await expect(day[0]).toBeChecked();
    await expect(group(canvas, 'Hora (hora de Chile)').getAllByRole('radio')[0]).toHaveAccessibleName(
      /^\d{2}:\d{2}$/,
    );
    await expect(
      group(canvas, 'Cómo prefieres conversar').getByRole('radio', { name: 'Videollamada' }),
    ).toBeChecked();
  },
};

/**
 * Booking without a time says which is missing, on the time group, and takes the focus there (the
 * group reads its error with it); choosing one clears it.
 */
export const TimeMissing: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Agendar reunión' }, { timeout: 8000 }));
    await expect(canvas.getByText('Elige una hora para la reunión.')).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Hora (hora de Chile)' })).toHaveAccessibleDescription(
      'Elige una hora para la reunión.',
    );
    await expect(group(canvas, 'Hora (hora de Chile)').getAllByRole('radio')[0]).toHaveFocus();
    await userEvent.click(group(canvas, 'Hora (hora de Chile)').getAllByRole('radio')[0] as HTMLElement);
    await expect(canvas.queryByText('Elige una hora para la reunión.')).toBeNull();
  },
};

/** A day, a time, by phone, a topic: booked, and said back with the advisor's name. */
export const Booked: Story = {
  play: async ({ canvas }) => {
    const days = await waitFor(() => group(canvas, 'Día').getAllByRole('radio'), { timeout: 8000 });
    await userEvent.click(days[1] as HTMLElement);
    const time = group(canvas, 'Hora (hora de Chile)').getAllByRole('radio')[1] as HTMLElement;
    const chosen = time.getAttribute('value') ?? '';
    await userEvent.click(time);
    await userEvent.click(group(canvas, 'Cómo prefieres conversar').getByRole('radio', { name: 'Llamada' }));
    await userEvent.type(
      canvas.getByRole('textbox', { name: '¿De qué quieres hablar? (opcional)' }),
      'Mi jubilación',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Agendar reunión' }));
    await expect(await canvas.findByTestId('meeting-booked', {}, { timeout: 8000 })).toHaveTextContent(
      new RegExp(`a las ${chosen.slice(11)} \\(hora de Chile\\), por teléfono, con Daniela Muñoz Pérez\\.`),
    );
    // The form is gone: the focus is on what happened; the meeting is the one asked for.
    await waitFor(() => expect(canvas.getByTestId('meeting-booked-box')).toHaveFocus());
    await expect(canvas.queryByTestId('meeting-earlier')).toBeNull();
  },
};

/** Picks the first free time of the first day and asks to book it; the times, to check them after. */
async function bookFirstTime(canvas: Canvas): Promise<HTMLElement[]> {
  const times = await waitFor(() => group(canvas, 'Hora (hora de Chile)').getAllByRole('radio'), {
    timeout: 8000,
  });
  await userEvent.click(times[0] as HTMLElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Agendar reunión' }));
  return times;
}

/** The time was taken meanwhile: said, the choice cleared and the free times loaded again. */
export const TakenMeanwhile: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('*/api/advisor/meetings', () => HttpResponse.json({ error: 'taken' }, { status: 409 })),
    );
  },
  play: async ({ canvas }) => {
    await bookFirstTime(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Esa hora se acaba de tomar.');
    await expect(group(canvas, 'Hora (hora de Chile)').getAllByRole('radio')[0]).not.toBeChecked();
    await settle(canvas);
  },
};

/**
 * The booking was made but its answer was lost on the way: said as unknown. The retry carries the
 * same Idempotency-Key even with another mode chosen, and the server answers with the meeting it
 * booked (never "taken", never a second one).
 */
const meetingKeys: (string | null)[] = [];
export const AnswerLostThenRetried: Story = {
  beforeEach({ msw }) {
    meetingKeys.length = 0;
    msw.use(
      // Listens only: returns nothing, so the call goes on to the backend (and its fault).
      http.post('*/api/advisor/meetings', ({ request }) => {
        meetingKeys.push(request.headers.get('Idempotency-Key'));
      }),
    );
    mockFaults.add({
      path: 'api/advisor/meetings',
      method: 'POST',
      fault: { kind: 'lostAnswer' },
      times: 1,
    });
  },
  play: async ({ canvas }) => {
    const times = await bookFirstTime(canvas);
    const chosen = times[0]?.getAttribute('value') ?? '';
    await expect(await canvas.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      /^No recibimos la respuesta, así que no sabemos si tu reunión quedó agendada\./,
    );
    await expect(times[0]).toBeChecked();
    await settle(canvas);
    await userEvent.click(canvas.getByRole('radio', { name: 'Llamada' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Agendar reunión' }));
    await expect(await canvas.findByTestId('meeting-booked', {}, { timeout: 8000 })).toHaveTextContent(
      `a las ${chosen.slice(11)} (hora de Chile), por videollamada`,
    );
    // Asked by phone this time: said that this is the meeting booked before, and no other.
    await expect(canvas.getByTestId('meeting-earlier')).toHaveTextContent(
      /^Es la reunión que ya habías agendado/,
    );
    await waitFor(() => expect(canvas.getByTestId('meeting-booked-box')).toHaveFocus());
    await expect(meetingKeys).toHaveLength(2);
    await expect(meetingKeys[0]).toBeTruthy();
    await expect(meetingKeys[1]).toBe(meetingKeys[0]);
  },
};

/** Any other failure keeps what was chosen, to try again. */
export const BookingFails: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('*/api/advisor/meetings', () => new HttpResponse(null, { status: 503 })));
  },
  play: async ({ canvas }) => {
    const times = await bookFirstTime(canvas);
    // A server's failure is not blamed on the client's connection.
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'No pudimos agendar tu reunión. Lo que elegiste sigue aquí: inténtalo de nuevo.',
    );
    await expect(times[0]).toBeChecked();
    await settle(canvas);
  },
};

/** The server refuses the booking and says why (422): its words are shown, what was chosen kept. */
export const BookingRefused: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('*/api/advisor/meetings', () =>
        HttpResponse.json(
          { message: 'Tu asesor no toma reuniones en la oficina ese día.', errors: {} },
          { status: 422 },
        ),
      ),
    );
  },
  play: async ({ canvas }) => {
    const times = await bookFirstTime(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Tu asesor no toma reuniones en la oficina ese día.',
    );
    await expect(times[0]).toBeChecked();
    await settle(canvas);
  },
};

/** An agenda full for two weeks. */
export const AgendaFull: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/advisor/slots', () => HttpResponse.json({ slots: [] })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/No quedan horas libres/, {}, { timeout: 8000 })).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/advisor/slots', answerNever));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando las horas disponibles…');
  },
};

/** Times in a shape the contract does not know: an error, and the retry loads them. */
export const ErrorWithRetry: Story = {
  // Ends as FreeTimes is drawn: no picture of its own (it still plays and is checked by axe).
  parameters: { chromatic: { disableSnapshot: true } },
  beforeEach({ msw }) {
    msw.use(
      http.get(
        '*/api/advisor/slots',
        () => HttpResponse.json({ slots: [{ start: '25/11 10:00', minutes: 30 }] }),
        { once: true },
      ),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      'No pudimos cargar las horas disponibles.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(await canvas.findByRole('group', { name: 'Día' }, { timeout: 8000 })).toBeVisible();
  },
};
