import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { formFailure } from '@/shared/api';
import {
  type Attachment,
  canAttachMore,
  existingAttachments,
  fitFiles,
  isUploading,
  TOO_MANY_IMAGES,
  uploadedUrls,
  withAttachments,
  withoutAttachment,
  withUploaded,
} from './image-attachments.ts';
import { sendImageAtom } from './upload-image.atoms.ts';

/** A post's images while it is written or edited, and what can be done with them. */
export interface ImageAttachments {
  attachments: Attachment[];
  /** Why chosen files were refused, one line each. */
  problems: string[];
  add: (files: readonly File[]) => void;
  remove: (id: string) => void;
  clear: () => void;
  dismissProblems: () => void;
  uploading: boolean;
  /** The uploaded images' URLs, in order: what the post is sent with. */
  urls: string[];
  full: boolean;
}

let lastId = 0;
const nextId = () => {
  lastId += 1;
  return `image-${lastId}`;
};

/**
 * The images of a post being written or edited: each chosen file is uploaded at once, shown
 * meanwhile from a local preview, and can be removed (which cancels its upload). A refused file
 * leaves the list, with the server's message in `problems`. Object URLs and uploads in flight end
 * with the component. `initialUrls` are the images the post already has (read once, at mount).
 */
export function useImageAttachments(initialUrls: readonly string[] = []): ImageAttachments {
  const { send } = useAtomValue(sendImageAtom);
  const [attachments, setAttachments] = useState<Attachment[]>(() =>
    existingAttachments(initialUrls),
  );
  const [problems, setProblems] = useState<string[]>([]);
  // The list as of the last change, for callbacks that finish later than the render they began in.
  const latest = useRef<Attachment[]>(attachments);
  // What each attachment holds on to: its upload and its preview.
  const held = useRef(new Map<string, { controller: AbortController; previewUrl: string }>());

  const commit = useCallback((next: Attachment[]) => {
    latest.current = next;
    setAttachments(next);
  }, []);

  const release = useCallback((id: string) => {
    const entry = held.current.get(id);
    if (!entry) return;
    held.current.delete(id);
    entry.controller.abort();
    URL.revokeObjectURL(entry.previewUrl);
  }, []);

  const add = useCallback(
    (files: readonly File[]) => {
      if (files.length === 0) return;
      const { accepted, refused } = fitFiles(latest.current, files);
      setProblems(refused.length > 0 ? [TOO_MANY_IMAGES] : []);
      const started = accepted.map((file) => {
        const item: Attachment = {
          id: nextId(),
          name: file.name,
          previewUrl: URL.createObjectURL(file),
          status: 'uploading',
        };
        const controller = new AbortController();
        held.current.set(item.id, { controller, previewUrl: item.previewUrl });
        return { item, file, controller };
      });
      commit(
        withAttachments(
          latest.current,
          started.map(({ item }) => item),
        ),
      );
      for (const { item, file, controller } of started) {
        send(file, controller.signal).then(
          (image) => {
            if (!controller.signal.aborted) commit(withUploaded(latest.current, item.id, image));
          },
          (error: unknown) => {
            if (controller.signal.aborted) return;
            release(item.id);
            commit(withoutAttachment(latest.current, item.id));
            setProblems((current) => [...current, `${item.name}: ${formFailure(error).message}`]);
          },
        );
      }
    },
    [send, commit, release],
  );

  const remove = useCallback(
    (id: string) => {
      release(id);
      commit(withoutAttachment(latest.current, id));
    },
    [commit, release],
  );

  /** After the post is sent: the previews go, the uploaded files now belong to the post. */
  const clear = useCallback(() => {
    for (const id of [...held.current.keys()]) release(id);
    commit([]);
    setProblems([]);
  }, [commit, release]);

  useEffect(() => {
    const entries = held.current;
    return () => {
      for (const { controller, previewUrl } of entries.values()) {
        controller.abort();
        URL.revokeObjectURL(previewUrl);
      }
      entries.clear();
    };
  }, []);

  return {
    attachments,
    problems,
    add,
    remove,
    clear,
    dismissProblems: useCallback(() => setProblems([]), []),
    uploading: isUploading(attachments),
    urls: uploadedUrls(attachments),
    full: !canAttachMore(attachments),
  };
}
