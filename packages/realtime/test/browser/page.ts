/**
 * The script of the end-to-end test (e2e/realtime.spec.ts), added to a page the server serves:
 * the real `@tapetv/realtime` client in Chromium, logged in through the API, rendering what it
 * receives into an element of its own. Not part of the web app.
 */
import { createApiClient } from '@tapetv/api-client';
import { channelEvents, createRealtime, type Realtime } from '../../src/index.ts';

const api = createApiClient();
let realtime: Realtime | undefined;

const state = document.createElement('output');
state.dataset.testid = 'realtime-state';
const events = document.createElement('ul');
events.dataset.testid = 'realtime-events';
document.body.append(state, events);

function show(text: string): void {
  const item = document.createElement('li');
  item.textContent = text;
  events.append(item);
}

function current(): Realtime {
  if (!realtime) throw new Error('call start() first');
  return realtime;
}

const tools = {
  async login(email: string, password: string): Promise<void> {
    await api.post('/login', { body: { email, password, remember: false } });
  },
  /** Creates the client for the logged-in member and listens to their notifications. */
  async start(): Promise<{ memberId: number }> {
    const member = await api.get('/api/userdata');
    const client = createRealtime({ member });
    realtime = client;
    state.textContent = client.connection.state;
    client.connection.onChange((change) => {
      state.textContent = change.current;
    });
    for (const event of channelEvents.userNotifications) {
      client.notifications.subscribe(event, (data) => show(`${event} ${JSON.stringify(data)}`));
    }
    await client.notifications.whenAttached();
    return { memberId: member.id };
  },
  /** Listens to a group chat's messages and presence enters. */
  async watchChat(groupId: number): Promise<void> {
    const chat = current().groupChat(groupId);
    chat.subscribe('new-message', (message) => show(`new-message ${JSON.stringify(message)}`));
    chat.onPresenceEnter((member) => show(`entered ${member.userId}`));
    await chat.whenAttached();
  },
  async enterChat(groupId: number): Promise<void> {
    await current().groupChat(groupId).enterPresence();
  },
};

declare global {
  interface Window {
    realtimeTest: typeof tools;
  }
}

window.realtimeTest = tools;
state.textContent = 'ready';
