import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { INTERVIEWS_CONTENT_DIR } from '../../modules/interviews/interviews-import.ts';

/** Where an interview's `video_url` finds a file of content/interviews/media. */
export const INTERVIEW_MEDIA_PREFIX = '/interviews/media/';

/**
 * The interviews' own media files (content/interviews/media: the sample clip), served with range
 * requests (206 Partial Content) so a `<video>` can seek. Files, not API calls: left out of the
 * API document. Open like the web app's files; the interviews themselves are for members.
 */
const interviewMedia: FastifyPluginAsync = async (app) => {
  await app.register(fastifyStatic, {
    root: path.join(INTERVIEWS_CONTENT_DIR, 'media'),
    prefix: INTERVIEW_MEDIA_PREFIX,
    decorateReply: false,
    index: false,
    list: false,
    acceptRanges: true,
    maxAge: '1d',
    setHeaders: (reply) => {
      reply.header('x-content-type-options', 'nosniff');
    },
  });
};

export default interviewMedia;
