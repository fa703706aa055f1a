import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import Hls from 'hls.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LivePlayer, type LivePlayerState, OFF_AIR_TITLE, STREAM_ERROR } from './live-player.tsx';

/** A playlist the test server does not have: hls.js fails to load it for real. */
const MISSING = '/missing-stream/index.m3u8';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('LivePlayer', () => {
  it('says it is off the air, with the next show, when there is no stream', () => {
    render(<LivePlayer src={null} nextShow="Midday Levels, Thu 12:30" />);

    expect(screen.getByRole('heading', { name: OFF_AIR_TITLE })).toBeVisible();
    expect(screen.getByText('Midday Levels, Thu 12:30')).toBeVisible();
    expect(document.querySelector('video')).toBeNull();
  });

  it('plays the stream through hls.js where the browser has Media Source Extensions', () => {
    const load = vi.spyOn(Hls.prototype, 'loadSource').mockImplementation(() => undefined);
    const attach = vi.spyOn(Hls.prototype, 'attachMedia');
    const destroy = vi.spyOn(Hls.prototype, 'destroy');

    const { unmount } = render(
      <LivePlayer src="https://cdn.example/live.m3u8" title="The Opening Tape" />,
    );

    expect(screen.getByRole('status', { name: 'Loading the stream' })).toBeVisible();
    expect(load).toHaveBeenCalledWith('https://cdn.example/live.m3u8');
    expect(attach).toHaveBeenCalledWith(
      screen.getByLabelText('The Opening Tape', { selector: 'video' }),
    );
    expect(destroy).not.toHaveBeenCalled();
    unmount();
    expect(destroy).toHaveBeenCalledTimes(1);
  });

  it('plays the stream natively where the browser plays HLS itself', () => {
    vi.spyOn(Hls, 'isSupported').mockReturnValue(false);
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    const create = vi.spyOn(Hls.prototype, 'loadSource');

    render(<LivePlayer src="https://cdn.example/live.m3u8" title="The Opening Tape" />);

    const video = screen.getByLabelText<HTMLVideoElement>('The Opening Tape', {
      selector: 'video',
    });
    expect(video.src).toBe('https://cdn.example/live.m3u8');
    expect(create).not.toHaveBeenCalled();
  });

  it('shows an error when the browser can play HLS neither way', () => {
    vi.spyOn(Hls, 'isSupported').mockReturnValue(false);
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('');

    render(<LivePlayer src="https://cdn.example/live.m3u8" />);

    expect(screen.getByRole('alert')).toHaveTextContent(STREAM_ERROR);
  });

  it('shows an error with a retry when the stream cannot be loaded, and loads it afresh on retry', async () => {
    const user = userEvent.setup();
    const states: LivePlayerState[] = [];
    const destroy = vi.spyOn(Hls.prototype, 'destroy');
    const load = vi.spyOn(Hls.prototype, 'loadSource');
    render(<LivePlayer src={MISSING} onStateChange={(state) => states.push(state)} />);

    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(alert).toHaveTextContent(STREAM_ERROR);
    await waitFor(() => expect(states).toEqual(['loading', 'error']));

    await user.click(screen.getByRole('button', { name: 'Try again' }));

    // The failed instance is destroyed and a new one loads the playlist again (and fails again).
    expect(destroy).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(2);
    expect(await screen.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent(
      STREAM_ERROR,
    );
  });
});
