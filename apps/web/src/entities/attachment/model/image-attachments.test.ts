import { describe, expect, it } from 'vitest';
import {
  type Attachment,
  canAttachMore,
  fitFiles,
  isUploading,
  MAX_IMAGES,
  uploadedUrls,
  withAttachments,
  withoutAttachment,
  withUploaded,
} from './image-attachments.ts';

const attachment = ({ id, ...overrides }: Partial<Attachment> & { id: string }): Attachment =>
  ({
    name: `${id}.png`,
    previewUrl: `blob:${id}`,
    status: 'uploading',
    id,
    ...overrides,
  }) as Attachment;
const stored = (id: string) => ({ url: `/uploads/${id}.webp`, width: 40, height: 30 });

describe('image attachments', () => {
  it('fits chosen files into the free slots, in the order chosen', () => {
    const two = [attachment({ id: 'a' }), attachment({ id: 'b' })];

    expect(MAX_IMAGES).toBe(4);
    expect(fitFiles([], ['1', '2'])).toEqual({ accepted: ['1', '2'], refused: [] });
    expect(fitFiles(two, ['1', '2', '3'])).toEqual({ accepted: ['1', '2'], refused: ['3'] });
    expect(fitFiles([...two, ...two], ['1'])).toEqual({ accepted: [], refused: ['1'] });
  });

  it('holds the post back while any image uploads, and sends only the uploaded ones in order', () => {
    let list = withAttachments([], [attachment({ id: 'a' }), attachment({ id: 'b' })]);
    expect(isUploading(list)).toBe(true);
    expect(uploadedUrls(list)).toEqual([]);

    list = withUploaded(list, 'b', stored('b'));
    expect(isUploading(list)).toBe(true);
    expect(uploadedUrls(list)).toEqual(['/uploads/b.webp']);

    list = withUploaded(list, 'a', stored('a'));
    expect(isUploading(list)).toBe(false);
    expect(uploadedUrls(list)).toEqual(['/uploads/a.webp', '/uploads/b.webp']);
  });

  it('keeps a removed image removed when its upload ends later', () => {
    const list = withoutAttachment([attachment({ id: 'a' }), attachment({ id: 'b' })], 'a');

    expect(withUploaded(list, 'a', stored('a')).map((item) => item.id)).toEqual(['b']);
  });

  it('allows more images up to four', () => {
    const three = ['a', 'b', 'c'].map((id) => attachment({ id }));

    expect(canAttachMore(three)).toBe(true);
    expect(canAttachMore(withAttachments(three, [attachment({ id: 'd' })]))).toBe(false);
  });
});
