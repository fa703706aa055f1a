import { BarChartIcon, Cross2Icon } from '@radix-ui/react-icons';
import { limits } from '@tapetv/api-client';
import { Button } from '@tapetv/ui/button';
import { IconButton } from '@tapetv/ui/icon-button';
import { TextArea, TextField } from '@tapetv/ui/text-field';
import { VisuallyHidden } from '@tapetv/ui/visually-hidden';
import { useSetAtom } from 'jotai';
import { type FormEvent, useState } from 'react';
import { AddImagesButton, AttachedImages, useImageAttachments } from '@/entities/attachment';
import type { PostListKey } from '@/entities/post';
import { FormAlert } from '@/shared/ui/form-alert';
import { createPostAtom } from '../model/create-post.atoms.ts';
import styles from './post-composer.module.css';

/** The contract's limits of a new post (the server's schema). */
const POLL_OPTIONS = limits.post['poll.options'];
const OPTION_LENGTH = limits.post['poll.options[]'].maxLength;
const TEXT_LENGTH = limits.post.text.maxLength;

/** Write a post, optionally with images and a poll, within the contract's limits. */
export function PostComposer({
  list,
  groupId,
  initialText = '',
}: {
  list: PostListKey;
  groupId?: number;
  /** What the box starts with, and returns to after posting (a symbol's page: its cashtag). */
  initialText?: string;
}) {
  const createPost = useSetAtom(createPostAtom);
  const [text, setText] = useState(initialText);
  const [options, setOptions] = useState<string[] | null>(null);
  const [sentiment, setSentiment] = useState<'bullish' | 'bearish' | null>(null);
  const [pending, setPending] = useState(false);
  const images = useImageAttachments();
  const [failure, setFailure] = useState<{
    message: string;
    fields: Record<string, string[]>;
  } | null>(null);

  const pollOptions = (options ?? []).map((option) => option.trim());
  // Images still uploading hold the post back; uploaded ones are enough on their own.
  const canSend =
    !pending &&
    !images.uploading &&
    ((text.trim() !== '' && text.trim() !== initialText.trim()) ||
      images.urls.length > 0 ||
      (options !== null && pollOptions.filter(Boolean).length >= POLL_OPTIONS.minItems));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSend) return;
    setPending(true);
    setFailure(null);
    const result = await createPost(list, {
      text,
      pollOptions: options === null ? [] : pollOptions,
      images: images.urls,
      ...(groupId !== undefined ? { groupId } : {}),
      sentiment,
    });
    setPending(false);
    if (result.ok) {
      setText(initialText);
      setOptions(null);
      setSentiment(null);
      images.clear();
    } else {
      setFailure({ message: result.message, fields: result.fieldErrors });
    }
  };

  return (
    <form className={styles.composer} onSubmit={submit} aria-label="Create a post">
      <TextArea
        label="What are you watching in the markets?"
        hideLabel
        placeholder="Share a trade idea, a chart or a question…"
        value={text}
        rows={3}
        maxLength={TEXT_LENGTH}
        error={failure?.fields.text?.[0]}
        onChange={(event) => setText(event.target.value)}
      />
      <AttachedImages images={images} error={failure?.fields.images?.[0]} />
      {options !== null && (
        <fieldset className={styles.poll}>
          <legend className={styles.legend}>Poll options</legend>
          {options.map((option, index) => (
            // Options have no identity beyond their place while being written.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <div className={styles.option} key={index}>
              <TextField
                label={`Option ${index + 1}`}
                hideLabel
                placeholder={`Option ${index + 1}`}
                value={option}
                maxLength={OPTION_LENGTH}
                onChange={(event) =>
                  setOptions((current) =>
                    (current ?? []).map((item, at) => (at === index ? event.target.value : item)),
                  )
                }
              />
              {options.length > POLL_OPTIONS.minItems && (
                <IconButton
                  label={`Remove option ${index + 1}`}
                  variant="ghost"
                  size="sm"
                  onClick={() =>
                    setOptions((current) => (current ?? []).filter((_, at) => at !== index))
                  }
                >
                  <Cross2Icon />
                </IconButton>
              )}
            </div>
          ))}
          {failure?.fields.poll?.[0] && <p className={styles.error}>{failure.fields.poll[0]}</p>}
          {options.length < POLL_OPTIONS.maxItems && (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => setOptions((current) => [...(current ?? []), ''])}
            >
              Add option
            </Button>
          )}
        </fieldset>
      )}
      {failure?.fields.sentiment?.[0] && (
        <p className={styles.error} id="post-sentiment-error">
          {failure.fields.sentiment[0]}
        </p>
      )}
      {failure && Object.keys(failure.fields).length === 0 && (
        <FormAlert tone="error">{failure.message}</FormAlert>
      )}
      <div className={styles.actions}>
        <div className={styles.tools}>
          <AddImagesButton disabled={images.full || pending} onPick={images.add} />
          <Button
            variant="ghost"
            size="sm"
            iconStart={<BarChartIcon />}
            aria-pressed={options !== null}
            onClick={() => setOptions((current) => (current === null ? ['', ''] : null))}
          >
            {options === null ? 'Add a poll' : 'Remove the poll'}
          </Button>
          {/* A call on the $cashtags in the text (the server needs one of a listed symbol). */}
          <fieldset
            className={styles.sentiment}
            aria-describedby={failure?.fields.sentiment ? 'post-sentiment-error' : undefined}
          >
            <VisuallyHidden asChild>
              <legend>Your call</legend>
            </VisuallyHidden>
            {(['bullish', 'bearish'] as const).map((call) => (
              <Button
                key={call}
                variant="ghost"
                size="sm"
                data-sentiment={call}
                aria-pressed={sentiment === call}
                onClick={() => setSentiment((current) => (current === call ? null : call))}
              >
                {call === 'bullish' ? '▲ Bullish' : '▼ Bearish'}
              </Button>
            ))}
          </fieldset>
        </div>
        <Button type="submit" disabled={!canSend} loading={pending}>
          Post
        </Button>
      </div>
    </form>
  );
}
