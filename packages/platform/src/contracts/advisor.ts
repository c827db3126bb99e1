import * as z from 'zod/mini';
import { errorBody, idempotencyKeyHeader, isoDate } from './common.ts';
import { endpoint } from './endpoint.ts';

/** The advisor domain's contract: the client's advisor, their free times and a meeting booked. */

/** The client's advisor: a person of the company, with how to reach them. */
export const advisorSchema = z.object({
  id: z.string(),
  firstname: z.string(),
  surname: z.string(),
  role: z.string(),
  email: z.string(),
  /** E.164, e.g. +56 2 2345 6789 written "+56223456789". */
  phone: z.string(),
  bio: z.string(),
  /** The advisor's next free day, or null when their agenda is full. */
  nextAvailableOn: z.nullable(isoDate),
});
export type Advisor = z.infer<typeof advisorSchema>;

/** GET {apiBase}api/advisor: the client's advisor, or null while none is assigned. */
export const advisorResponseSchema = z.object({ advisor: z.nullable(advisorSchema) });

/** A free half hour with an advisor, as Chile's wall time ("2026-11-25T10:00"): no offset to get wrong. */
export const meetingSlotSchema = z.object({
  start: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'a Chile time as YYYY-MM-DDTHH:mm')),
  minutes: z.number(),
});
export type MeetingSlot = z.infer<typeof meetingSlotSchema>;

/** GET {apiBase}api/advisor/slots: the next two weeks' free slots, earliest first (empty: agenda full). */
export const meetingSlotsSchema = z.object({ slots: z.array(meetingSlotSchema) });

export const meetingModes = ['video', 'phone', 'office'] as const;
export type MeetingMode = (typeof meetingModes)[number];

/** POST {apiBase}api/advisor/meetings {start, mode, topic}: 201 with the meeting; 409 when the slot was taken. */
export const meetingSchema = z.object({
  id: z.string(),
  start: meetingSlotSchema.shape.start,
  mode: z.enum(meetingModes),
  /** Who will attend: the client's advisor, or null for the advisory team. */
  advisorName: z.nullable(z.string()),
});
export type Meeting = z.infer<typeof meetingSchema>;
/** What the client asks for a meeting: a free time, how, and what about (up to 500 characters). */
export const meetingRequestSchema = z.object({
  start: meetingSlotSchema.shape.start,
  mode: z.enum(meetingModes),
  topic: z.optional(z.string().check(z.maxLength(500))),
});

/** The advisor domain's calls (docs/RULES.md#advisor-and-meetings). */
export const advisorContract = {
  advisor: endpoint({
    method: 'GET',
    path: 'api/advisor',
    summary: 'The client’s advisor, or null while none is assigned.',
    response: advisorResponseSchema,
  }),
  slots: endpoint({
    method: 'GET',
    path: 'api/advisor/slots',
    summary: 'The free half hours of the next two weeks, earliest first, as Chile wall time.',
    response: meetingSlotsSchema,
  }),
  book: endpoint({
    method: 'POST',
    path: 'api/advisor/meetings',
    summary: 'Books a free half hour; 409 when it was taken meanwhile.',
    headers: idempotencyKeyHeader,
    body: meetingRequestSchema,
    response: meetingSchema,
    errors: { 409: errorBody },
  }),
} as const;
