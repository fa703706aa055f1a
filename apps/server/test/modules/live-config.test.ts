import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';

describe('LIVE_STREAM_URL', () => {
  let dataDir: string;
  const load = (LIVE_STREAM_URL?: string) =>
    loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LIVE_STREAM_URL });

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'tapetv-live-config-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('is absent by default, and when empty: the channel is off the air', () => {
    expect(load().liveStreamUrl).toBeUndefined();
    expect(load('').liveStreamUrl).toBeUndefined();
    expect(load('  ').liveStreamUrl).toBeUndefined();
  });

  it('takes an http or https URL', () => {
    expect(load('https://cdn.example/live/show.m3u8').liveStreamUrl).toBe(
      'https://cdn.example/live/show.m3u8',
    );
    expect(load('http://127.0.0.1:8080/hls/index.m3u8').liveStreamUrl).toBe(
      'http://127.0.0.1:8080/hls/index.m3u8',
    );
  });

  it('refuses anything else with a message that names the setting', () => {
    expect(() => load('rtmp://ingest.example/live')).toThrow(ConfigError);
    expect(() => load('rtmp://ingest.example/live')).toThrow(
      'LIVE_STREAM_URL must start with http:// or https://',
    );
    expect(() => load('show.m3u8')).toThrow('LIVE_STREAM_URL must be a URL, got "show.m3u8"');
  });
});
