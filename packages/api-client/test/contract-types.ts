// Compile-time checks of the typed client: `pnpm typecheck` fails if the generated types stop
// constraining paths, bodies or answers. Nothing here runs.
import { createApiClient } from '../src/index.ts';

export async function contractTypes() {
  const api = createApiClient();

  const status = await api.get('/api/check-login');
  const loggedIn: boolean = status.loggedIn;

  // @ts-expect-error: not a path of the contract
  await api.get('/api/no-such-route');

  // @ts-expect-error: /login has no GET operation
  await api.get('/login');

  // @ts-expect-error: the login body needs a password
  await api.post('/login', { body: { email: 'dana@tapetv.dev' } });

  const login = await api.post('/login', {
    body: { email: 'a@b.co', password: 'secret', remember: true },
  });
  const userName: string = login.user.userName;

  const me = await api.get('/api/userdata');
  // @ts-expect-error: the answer never carries the password hash
  me.passwordHash;

  const form = new FormData();
  const uploaded = await api.upload('/api/uploads', form);
  const url: string = uploaded.url;
  await api.upload('/api/uploads', { context: 'post', file: new Blob([]) });

  // @ts-expect-error: the upload form has no `avatar` field
  await api.upload('/api/uploads', { context: 'post', avatar: new Blob([]) });

  // @ts-expect-error: /api/posts takes JSON, not a form
  await api.upload('/api/posts', form);

  // @ts-expect-error: uploads go through api.upload, which sends the form untouched
  await api.post('/api/uploads');

  return { loggedIn, userName, url };
}
