import type { FastifyPluginAsync } from 'fastify';
import alerts from './alerts/index.ts';
import auth from './auth/index.ts';
import calendarData from './calendar-data/index.ts';
import calendars from './calendars/index.ts';
import groupChat from './group-chat/index.ts';
import groups from './groups/index.ts';
import health from './health/index.ts';
import markets from './markets/index.ts';
import menu from './menu/index.ts';
import messages from './messages/index.ts';
import myWeek from './my-week/index.ts';
import notifications from './notifications/index.ts';
import posts from './posts/index.ts';
import profiles from './profiles/index.ts';
import realtime from './realtime/index.ts';
import school from './school/index.ts';
import schoolImages from './school-images/index.ts';
import search from './search/index.ts';
import uploads from './uploads/index.ts';
import user from './user/index.ts';
import watchlists from './watchlists/index.ts';

/** Every HTTP module; each file under routes/ is HTTP only and calls a service. */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(health);
  await app.register(auth);
  await app.register(user);
  await app.register(menu);
  await app.register(messages);
  await app.register(groupChat);
  await app.register(groups);
  await app.register(markets);
  await app.register(notifications);
  await app.register(posts);
  await app.register(profiles);
  await app.register(realtime);
  await app.register(search);
  await app.register(uploads);
  await app.register(watchlists);
  await app.register(alerts);
  await app.register(calendars);
  await app.register(calendarData);
  await app.register(myWeek);
  await app.register(school);
  await app.register(schoolImages);
};

export default routes;
