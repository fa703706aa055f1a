import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { posts, uploads } from '../../src/db/schema/index.ts';
import { UploadsRepository } from '../../src/modules/uploads/uploads.repository.ts';
import { buildTestApp, createAgent, multipartForm, testConfig } from '../helpers/app.ts';
import { drivers, useTestDatabase } from '../helpers/database.ts';
import { createMember } from '../helpers/factories.ts';

type Agent = ReturnType<typeof createAgent>;
interface UploadJson {
  url: string;
  width: number;
  height: number;
}

/** A small picture made on the spot, so the tests need no fixture files. */
const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 140, b: 90 } } });

/** A JPEG that carries the kind of metadata a phone writes: author, camera, GPS position. */
const jpegWithExif = (width: number, height: number) =>
  picture(width, height)
    .jpeg()
    .withExif({
      IFD0: { Artist: 'Dana Demo', Make: 'PhoneCo', Model: 'Pocket 9' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 2616/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 3956/100',
      },
    })
    .toBuffer();

/** A PNG chunk: length, type, data and the CRC of type and data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a well-formed PNG of a few hundred bytes whose header says
 * `width` × `height` grey pixels, every row zeros, which would take gigabytes once decoded.
 */
function pngBomb(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  // A few rows of zeros (filter byte and pixels); a decoder would expect far more.
  const rows = deflateSync(Buffer.alloc((width + 1) * 4));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', rows),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const form = (
  fields: Record<string, string>,
  file?: { bytes: Uint8Array; name: string; type?: string },
) => multipartForm(fields, file && { field: 'file', ...file });

const uploadForPost = (agent: Agent, bytes: Uint8Array, name = 'chart.png', type = 'image/png') =>
  agent.post('/api/uploads', form({ context: 'post' }, { bytes, name, type }));

describe.each(drivers)('uploads on %s', (driver) => {
  const database = useTestDatabase(driver);
  const db = () => database.handle.db;
  let app: FastifyInstance;

  beforeEach(async () => {
    app = await buildTestApp(database.handle);
    vi.spyOn(app.broadcaster, 'publish').mockResolvedValue(undefined);
  });

  async function member() {
    const row = await createMember(db());
    const agent = createAgent(app);
    await agent.login(row.email, row.password);
    return { row, agent };
  }

  async function upload(agent: Agent, bytes?: Uint8Array): Promise<UploadJson> {
    const response = await uploadForPost(agent, bytes ?? (await picture(40, 30).png().toBuffer()));
    expect(response.statusCode, response.body).toBe(201);
    return response.json<UploadJson>();
  }

  const storedFiles = async (target: FastifyInstance = app) =>
    readdir(path.join(testConfig(target).dataDir, 'uploads')).catch(() => [] as string[]);

  describe('POST /api/uploads', () => {
    it('re-encodes a PNG as WebP under a random name, records it, and serves it back', async () => {
      const { row, agent } = await member();
      const png = await picture(120, 80).png().toBuffer();

      const response = await uploadForPost(agent, png, 'my chart.png');

      expect(response.statusCode, response.body).toBe(201);
      const answer = response.json<UploadJson>();
      expect(answer).toEqual({
        url: expect.stringMatching(/^\/uploads\/[0-9a-f]{32}\.webp$/),
        width: 120,
        height: 80,
      });
      const [recorded] = await db().select().from(uploads);
      expect(recorded).toMatchObject({
        userId: row.id,
        context: 'post',
        url: answer.url,
        storageKey: answer.url.slice('/uploads/'.length),
        contentType: 'image/webp',
        width: 120,
        height: 80,
      });

      const served = await agent.get(answer.url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(Number(served.headers['content-length'])).toBe(recorded?.byteSize);
      const metadata = await sharp(served.rawPayload).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width: 120, height: 80 });
    });

    it('gives every upload its own name, even for the same bytes', async () => {
      const { agent } = await member();
      const png = await picture(10, 10).png().toBuffer();

      const first = await upload(agent, png);
      const second = await upload(agent, png);

      expect(first.url).not.toBe(second.url);
      expect(await storedFiles()).toHaveLength(2);
    });

    it('strips EXIF and GPS from a JPEG and turns it upright', async () => {
      const { agent } = await member();
      const original = await jpegWithExif(60, 40);
      expect((await sharp(original).metadata()).exif).toBeDefined();
      // Orientation 6: the camera was held sideways; the picture is shown rotated 90°.
      const sideways = await sharp(original).withMetadata({ orientation: 6 }).toBuffer();

      const answer = await upload(agent, sideways);

      expect([answer.width, answer.height]).toEqual([40, 60]);
      const served = await agent.get(answer.url);
      const metadata = await sharp(served.rawPayload).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      expect(served.rawPayload.includes('PhoneCo')).toBe(false);
      expect(served.rawPayload.includes('Dana Demo')).toBe(false);
    });

    it('scales a large image down to fit 2048 px, keeping its shape', async () => {
      const { agent } = await member();

      const answer = await upload(agent, await picture(3000, 1500).png().toBuffer());

      expect([answer.width, answer.height]).toEqual([2048, 1024]);
    });

    it('accepts a WebP and a GIF (keeping the first frame)', async () => {
      const { agent } = await member();

      const webp = await upload(agent, await picture(30, 20).webp().toBuffer());
      const gif = await upload(agent, await picture(16, 16).gif().toBuffer());

      expect(webp).toMatchObject({ width: 30, height: 20 });
      expect(gif).toMatchObject({ width: 16, height: 16 });
      const served = await agent.get(gif.url);
      expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
    });

    it('refuses a text file named .png, whatever type it claims', async () => {
      const { agent } = await member();

      const response = await uploadForPost(
        agent,
        new TextEncoder().encode('just some notes, not a picture'),
        'notes.png',
        'image/png',
      );

      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        code: 'VALIDATION_FAILED',
        message: 'Only JPEG, PNG, WebP or GIF images can be uploaded.',
        errors: { file: ['Only JPEG, PNG, WebP or GIF images can be uploaded.'] },
      });
      expect(await db().$count(uploads)).toBe(0);
      expect(await storedFiles()).toEqual([]);
    });

    it('refuses an SVG and a TIFF, and bytes that only start like a PNG', async () => {
      const { agent } = await member();
      const svg = new TextEncoder().encode(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
      );
      const tiff = await picture(10, 10).tiff().toBuffer();
      const png = await picture(10, 10).png().toBuffer();
      const broken = Buffer.concat([png.subarray(0, 8), Buffer.alloc(200, 7)]);

      const answers = await Promise.all([
        uploadForPost(agent, svg, 'logo.svg', 'image/svg+xml'),
        uploadForPost(agent, tiff, 'scan.png'),
        uploadForPost(agent, broken, 'broken.png'),
      ]);

      expect(answers.map((answer) => [answer.statusCode, answer.json().message])).toEqual([
        [422, 'Only JPEG, PNG, WebP or GIF images can be uploaded.'],
        [422, 'Only JPEG, PNG, WebP or GIF images can be uploaded.'],
        [422, 'This image could not be read. It may be damaged; try another file.'],
      ]);
      expect(await db().$count(uploads)).toBe(0);
    });

    it('refuses a decompression bomb by its pixel count, before decoding it', async () => {
      const { agent } = await member();
      const bomb = pngBomb(100_000, 100_000);
      expect(bomb.length).toBeLessThan(2_000);

      const response = await uploadForPost(agent, bomb, 'tiny.png');

      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe('The image has too many pixels (max 50 megapixels).');
      expect(await db().$count(uploads)).toBe(0);
      expect(await storedFiles()).toEqual([]);
    });

    it('neutralises a polyglot: a real PNG carrying HTML, script and a ZIP is stored re-encoded, without them', async () => {
      const { agent } = await member();
      const payload = Buffer.from(
        '<html><script>alert(document.cookie)</script></html>PK\u0003\u0004zip-entry',
        'latin1',
      );
      const polyglot = Buffer.concat([await picture(24, 24).png().toBuffer(), payload]);

      // Named and typed as a page: the bytes decide, and the name and type are not kept.
      const response = await uploadForPost(agent, polyglot, 'page.html', 'text/html');

      expect(response.statusCode, response.body).toBe(201);
      const answer = response.json<UploadJson>();
      expect(answer.url).toMatch(/\.webp$/);
      const served = await agent.get(answer.url);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.rawPayload.includes('<script>')).toBe(false);
      expect(served.rawPayload.includes('PK\u0003\u0004')).toBe(false);
      expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
    });

    it('keeps only the first frame of an animated GIF', async () => {
      const { agent } = await member();
      const frame = (red: number) =>
        sharp({
          create: { width: 16, height: 16, channels: 3, background: { r: red, g: 30, b: 30 } },
        })
          .png()
          .toBuffer();
      const frames = await Promise.all([frame(200), frame(20), frame(120)]);
      const gif = await sharp(frames, { join: { animated: true } })
        .gif()
        .toBuffer();
      const multi = await sharp(gif, { animated: true }).metadata();
      expect(multi.pages).toBe(3);

      const answer = await upload(agent, gif);

      expect(multi.format).toBe('gif');
      expect(answer).toMatchObject({ width: 16, height: 16 });
      const served = await agent.get(answer.url);
      const metadata = await sharp(served.rawPayload, { animated: true }).metadata();
      expect(metadata.pages ?? 1).toBe(1);
    });

    it('refuses a file over 10 MB with 413, before looking at it', async () => {
      const { agent } = await member();
      const huge = Buffer.alloc(10 * 1024 * 1024 + 1, 1);

      const response = await uploadForPost(agent, huge, 'huge.png');

      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({
        code: 'FILE_TOO_LARGE',
        message: 'The file is too large (max 10 MB).',
      });
      expect(await db().$count(uploads)).toBe(0);
      expect(await storedFiles()).toEqual([]);
    });

    it('takes its cap from UPLOAD_MAX_BYTES', async () => {
      const small = await buildTestApp(database.handle, { UPLOAD_MAX_BYTES: '65536' });
      const row = await createMember(db());
      const agent = createAgent(small);
      await agent.login(row.email, row.password);

      const response = await uploadForPost(agent, Buffer.alloc(70_000, 1), 'big.png');

      expect(response.statusCode).toBe(413);
      expect(response.json().message).toBe('The file is too large (max 64 KB).');
    });

    it('refuses an unknown context with the spec’s message', async () => {
      const { agent } = await member();
      const png = await picture(10, 10).png().toBuffer();

      const response = await agent.post(
        '/api/uploads',
        form({ context: 'avatar' }, { bytes: png, name: 'me.png' }),
      );

      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        code: 'VALIDATION_FAILED',
        message: 'This action is not alowed',
        errors: { context: ['This action is not alowed'] },
      });
      expect(await db().$count(uploads)).toBe(0);
    });

    it('needs a context and a file, and one file only', async () => {
      const { agent } = await member();
      const png = await picture(10, 10).png().toBuffer();

      const noContext = await agent.post('/api/uploads', form({}, { bytes: png, name: 'a.png' }));
      const noFile = await agent.post('/api/uploads', form({ context: 'post' }));
      const textInsteadOfFile = await agent.post(
        '/api/uploads',
        form({ context: 'post', file: 'not a file' }),
      );
      const two = form({ context: 'post' }, { bytes: png, name: 'a.png' });
      two.append('file', new File([png], 'b.png', { type: 'image/png' }));
      const twoFiles = await agent.post('/api/uploads', two);
      const json = await agent.post('/api/uploads', { context: 'post', file: 'x' });

      expect(noContext.statusCode).toBe(422);
      expect(noContext.json().errors).toEqual({ context: ['The context field is required.'] });
      expect(noFile.statusCode).toBe(422);
      expect(noFile.json().errors).toEqual({ file: ['The file field is required.'] });
      expect(textInsteadOfFile.statusCode).toBe(422);
      expect(textInsteadOfFile.json().errors).toEqual({ file: ['The file field must be a file.'] });
      expect(twoFiles.statusCode).toBe(413);
      expect(twoFiles.json()).toEqual({
        code: 'FST_FILES_LIMIT',
        message: 'Upload one file at a time.',
      });
      expect(json.statusCode).toBe(422);
      expect(await db().$count(uploads)).toBe(0);
    });

    it('answers 400 to a form it cannot read', async () => {
      const { agent } = await member();
      const cut = [
        '--xyz',
        'Content-Disposition: form-data; name="context"',
        '',
        'post',
        '--xyz',
        'Content-Disposition: form-data; name="file"; filename="a.png"',
        'Content-Type: image/png',
        '',
        'abc',
      ].join('\r\n');

      for (const [type, body] of [
        ['multipart/form-data; boundary=xyz', 'no parts at all'],
        ['multipart/form-data; boundary=xyz', cut],
        ['multipart/form-data', 'no boundary'],
      ] as const) {
        const response = await agent.post('/api/uploads', body, {
          headers: { 'content-type': type },
        });
        expect(response.statusCode, body).toBe(400);
        expect(response.json()).toEqual({
          code: 'MALFORMED_FORM',
          message: 'The form could not be read.',
        });
      }
      expect(await db().$count(uploads)).toBe(0);
    });

    it('answers 401 to a visitor and 419 without the CSRF token, storing nothing', async () => {
      const png = await picture(10, 10).png().toBuffer();
      const visitor = createAgent(app);
      const { agent } = await member();

      const anonymous = await uploadForPost(visitor, png);
      const forged = await agent.post(
        '/api/uploads',
        form({ context: 'post' }, { bytes: png, name: 'a.png' }),
        { csrf: false },
      );

      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ code: 'UNAUTHENTICATED', message: 'Unauthenticated.' });
      expect(forged.statusCode).toBe(419);
      expect(forged.json()).toEqual({
        code: 'CSRF_TOKEN_MISMATCH',
        message: 'CSRF token mismatch.',
      });
      expect(await db().$count(uploads)).toBe(0);
      expect(await storedFiles()).toEqual([]);
    });

    it('leaves no file behind when the row cannot be written', async () => {
      const { agent } = await member();
      const insert = vi
        .spyOn(UploadsRepository.prototype, 'create')
        .mockRejectedValueOnce(new Error('database went away'));
      onTestFinished(() => insert.mockRestore());

      const response = await uploadForPost(agent, await picture(10, 10).png().toBuffer());

      expect(insert).toHaveBeenCalledOnce();
      expect(response.statusCode).toBe(500);
      expect(await db().$count(uploads)).toBe(0);
      expect(await storedFiles()).toEqual([]);
    });

    it('does not accept multipart bodies on other routes', async () => {
      const { agent } = await member();

      const response = await agent.post('/api/posts', form({ text: 'hello' }));

      expect(response.statusCode).toBe(415);
      expect(await db().$count(posts)).toBe(0);
    });
  });

  describe('GET /uploads/:key', () => {
    it('answers 404 for an unknown key or anything that is not a plain name', async () => {
      const { agent } = await member();
      await upload(agent);

      for (const url of [
        `/uploads/${'0'.repeat(32)}.webp`,
        '/uploads/..%2Fsession-secret',
        '/uploads/%2E%2E%2F%2E%2E%2Fpackage.json',
        '/uploads/.hidden.webp',
      ]) {
        const response = await agent.get(url);
        expect(response.statusCode, url).toBe(404);
        expect(response.json(), url).toEqual({
          code: 'NOT_FOUND',
          message: expect.any(String),
        });
      }
    });

    it('serves an image to anyone holding its url, without a session lookup', async () => {
      const { agent } = await member();
      const answer = await upload(agent);

      const response = await createAgent(app).get(answer.url);

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
    });
  });

  describe('images in posts', () => {
    it('creates a post with the member’s own uploads, and reads them back', async () => {
      const { agent } = await member();
      const first = await upload(agent);
      const second = await upload(agent);

      const created = await agent.post('/api/posts', {
        text: 'Two charts',
        images: [first.url, second.url],
      });

      expect(created.statusCode, created.body).toBe(201);
      const single = await agent.get(`/api/singlePost/${created.json().id}`);
      expect(single.json().images).toEqual([first.url, second.url]);
      const feed = await agent.get('/api/user-feed');
      expect(feed.json().data.data[0].images).toEqual([first.url, second.url]);
    });

    it('creates a post with images and no text', async () => {
      const { agent } = await member();
      const image = await upload(agent);

      const created = await agent.post('/api/posts', { images: [image.url] });

      expect(created.statusCode, created.body).toBe(201);
      expect(created.json()).toMatchObject({ text: '', images: [image.url] });
    });

    it('refuses another member’s upload, and urls that were never uploaded', async () => {
      const owner = await member();
      const other = await member();
      const theirs = await upload(owner.agent);

      const borrowed = await other.agent.post('/api/posts', {
        text: 'Look at this',
        images: [theirs.url],
      });
      const invented = await other.agent.post('/api/posts', {
        text: 'Look at this',
        images: [`/uploads/${'a'.repeat(32)}.webp`],
      });
      const elsewhere = await other.agent.post('/api/posts', {
        text: 'Look at this',
        images: ['https://evil.test/a.jpg'],
      });

      for (const response of [borrowed, invented, elsewhere]) {
        expect(response.statusCode).toBe(422);
        expect(response.json()).toEqual({
          code: 'VALIDATION_FAILED',
          message: 'Images must be uploaded first.',
          errors: { images: ['Images must be uploaded first.'] },
        });
      }
      expect(await db().$count(posts)).toBe(0);
    });

    it('refuses a fifth image and the same image twice', async () => {
      const { agent } = await member();
      const images = [];
      for (let index = 0; index < 5; index += 1) images.push((await upload(agent)).url);

      const five = await agent.post('/api/posts', { text: 'Five', images });
      const twice = await agent.post('/api/posts', {
        text: 'Twice',
        images: [images[0], images[0]],
      });
      const four = await agent.post('/api/posts', { text: 'Four', images: images.slice(0, 4) });

      expect(five.statusCode).toBe(422);
      expect(five.json().errors).toEqual({
        images: ['The images must not have more than 4 items.'],
      });
      expect(twice.statusCode).toBe(422);
      expect(twice.json().errors).toEqual({ images: ['Each image can be added once.'] });
      expect(four.statusCode, four.body).toBe(201);
      expect(await db().$count(posts)).toBe(1);
    });

    it('lets the author change a post’s images to their own uploads only', async () => {
      const author = await member();
      const other = await member();
      const kept = await upload(author.agent);
      const added = await upload(author.agent);
      const theirs = await upload(other.agent);
      const created = await author.agent.post('/api/posts', { text: 'v1', images: [kept.url] });
      const postId: number = created.json().id;

      const stolen = await author.agent.put(`/api/posts/${postId}`, {
        text: 'v2',
        images: [kept.url, theirs.url],
      });
      expect(stolen.statusCode).toBe(422);
      expect(stolen.json().message).toBe('Images must be uploaded first.');

      const edited = await author.agent.put(`/api/posts/${postId}`, {
        text: 'v2',
        images: [kept.url, added.url],
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json()).toMatchObject({ text: 'v2', images: [kept.url, added.url] });

      const textOnly = await author.agent.put(`/api/posts/${postId}`, { text: 'v3' });
      expect(textOnly.json()).toMatchObject({ text: 'v3', images: [kept.url, added.url] });

      const [row] = await db().select().from(posts).where(eq(posts.id, postId));
      expect(row?.images).toEqual([kept.url, added.url]);
    });
  });
});
