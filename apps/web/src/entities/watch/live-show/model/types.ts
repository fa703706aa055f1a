import type { ContractSchema, ResponseBody } from '@tapetv/api-client';

/** `GET /api/live`: whether the channel is on the air, its stream, and the week's programme. */
export type LiveStatus = ResponseBody<'/api/live', 'get'>;

/** One airing of a show (instants in UTC). */
export type LiveOccurrence = LiveStatus['schedule'][number];

/** A message of the live show's chat, as the API lists it and `new-message` pushes it. */
export type LiveChatMessage = ContractSchema<'LiveChatMessage'>;

/** `GET /api/live/chat`: the newest messages (or those before a cursor), newest first. */
export type LiveChatPage = ResponseBody<'/api/live/chat', 'get'>;
