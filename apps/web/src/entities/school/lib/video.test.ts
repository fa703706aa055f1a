import { describe, expect, it } from 'vitest';
import { videoSiteName } from './video.ts';

describe('videoSiteName', () => {
  it('names the video sites lessons embed', () => {
    expect(videoSiteName('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe('YouTube');
    expect(videoSiteName('https://youtu.be/dQw4w9WgXcQ')).toBe('YouTube');
    expect(videoSiteName('https://vimeo.com/76979871')).toBe('Vimeo');
    expect(videoSiteName('https://player.vimeo.com/video/76979871')).toBe('Vimeo');
  });

  it('gives another site by its host name, and an address that does not parse as its site', () => {
    expect(videoSiteName('https://www.example.org/talk')).toBe('example.org');
    expect(videoSiteName('not a url')).toBe('its site');
  });
});
