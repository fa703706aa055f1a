import { CheckCircledIcon, ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { VisuallyHidden } from 'radix-ui';
import {
  type ChangeEvent,
  type FormEvent,
  type RefObject,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { Button } from '../button/button.tsx';
import { cx } from '../lib/cx.ts';
import { Spinner } from '../spinner/spinner.tsx';
import { TextField } from '../text-field/text-field.tsx';
import {
  CARD_BRAND_NAMES,
  type CardDetails,
  type CardField,
  type CardFieldErrors,
  type CardFormValues,
  cardBrand,
  digitsOnly,
  formatCardNumber,
  formatExpiry,
  readCard,
  validateCard,
} from './card.ts';
import styles from './payment-form.module.css';

export type PaymentStatus = 'idle' | 'processing' | 'declined' | 'error' | 'success';

/** One of the test provider's documented numbers and what paying with it does. */
export interface TestCard {
  number: string;
  outcome: string;
}

export interface PaymentFormProps {
  /**
   * Called with a card that passed the client-side check. Set `status` to `processing` here and
   * to the outcome when the provider answers: the form sends once per status change.
   */
  onSubmit: (card: CardDetails) => void;
  status?: PaymentStatus;
  /** The provider's or server's message for `declined` and `error`, shown in an alert. */
  errorMessage?: string;
  /** The server's per-field errors, shown like the form's own until that field is edited. */
  fieldErrors?: CardFieldErrors;
  /** The pay button's text, e.g. "Pay $199.00". */
  submitLabel: string;
  /** The line shown once `status` is `success`. */
  successMessage?: string;
  disabled?: boolean;
  /** The local test provider's documented card numbers; listed in a note when given. */
  testCards?: TestCard[];
  /** What the fields start with (e.g. a story's filled-in card); the form keeps its own state. */
  defaultValues?: Partial<CardFormValues>;
  /** "Now" for the expiry check; the current time when left out (stories pin it). */
  now?: Date;
  className?: string;
}

const FIELDS: CardField[] = ['name', 'number', 'expiry', 'cvc'];

const FIELD_LABELS: Record<CardField, string> = {
  name: 'Name on card',
  number: 'Card number',
  expiry: 'Expiry (MM/YY)',
  cvc: 'Security code (CVC)',
};

const DEFAULT_ERROR_MESSAGES: Record<'declined' | 'error', string> = {
  declined: 'Your card was declined. Try another card.',
  error: 'The payment could not be completed. Try again.',
};

const EMPTY_VALUES: CardFormValues = { name: '', number: '', expiry: '', cvc: '' };

/** The caret position just after the `digitCount`-th digit of `formatted`. */
function caretAfterDigits(formatted: string, digitCount: number): number {
  if (digitCount <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (/\d/.test(formatted.charAt(index))) {
      seen += 1;
      if (seen === digitCount) return index + 1;
    }
  }
  return formatted.length;
}

/**
 * The local test payment provider's card form: name, number (grouped by 4 as typed), expiry and
 * security code, checked on submit before `onSubmit` gets the digits-only card. While
 * `processing` the fields are read-only and the pay button refuses a second submit.
 */
export function PaymentForm({
  onSubmit,
  status = 'idle',
  errorMessage,
  fieldErrors,
  submitLabel,
  successMessage = 'Payment complete.',
  disabled = false,
  testCards,
  defaultValues,
  now,
  className,
}: PaymentFormProps) {
  const id = useId();
  const [values, setValues] = useState<CardFormValues>(() => ({
    ...EMPTY_VALUES,
    ...defaultValues,
    number: formatCardNumber(defaultValues?.number ?? ''),
    expiry: formatExpiry(defaultValues?.expiry ?? ''),
  }));
  const [clientErrors, setClientErrors] = useState<CardFieldErrors>({});
  const [failedSubmits, setFailedSubmits] = useState(0);

  // The server's errors show until the member edits that field; a new set shows again in full.
  const serverKey = JSON.stringify(fieldErrors ?? {});
  const [seenServerKey, setSeenServerKey] = useState(serverKey);
  const [editedSinceServer, setEditedSinceServer] = useState<ReadonlySet<CardField>>(new Set());
  if (serverKey !== seenServerKey) {
    setSeenServerKey(serverKey);
    setEditedSinceServer(new Set());
  }

  const refs: Record<CardField, RefObject<HTMLInputElement | null>> = {
    name: useRef<HTMLInputElement>(null),
    number: useRef<HTMLInputElement>(null),
    expiry: useRef<HTMLInputElement>(null),
    cvc: useRef<HTMLInputElement>(null),
  };

  // Set when a card is sent, cleared when `status` moves on (or the member edits the card): a
  // double click lands before the owner's `processing` has rendered, and must not pay twice.
  const sentRef = useRef(false);
  const lastStatus = useRef(status);
  useEffect(() => {
    if (lastStatus.current !== status) {
      lastStatus.current = status;
      sentRef.current = false;
    }
  }, [status]);

  // Reformatting moves the caret to the end; put it back after the same digit it was after.
  const pendingCaret = useRef<{ field: CardField; position: number } | null>(null);
  useLayoutEffect(() => {
    const pending = pendingCaret.current;
    if (!pending) return;
    pendingCaret.current = null;
    const input = refs[pending.field].current;
    if (input && input === document.activeElement) {
      input.setSelectionRange(pending.position, pending.position);
    }
  });

  // Focus the first field the server refused, once per new set of server errors.
  const focusedServerKey = useRef(serverKey);
  useEffect(() => {
    if (focusedServerKey.current === serverKey) return;
    focusedServerKey.current = serverKey;
    const first = FIELDS.find((field) => fieldErrors?.[field]);
    if (first) refs[first].current?.focus();
  });

  const busy = status === 'processing';
  const done = status === 'success';
  const locked = busy || done;

  const errorFor = (field: CardField): string | undefined =>
    clientErrors[field] ?? (editedSinceServer.has(field) ? undefined : fieldErrors?.[field]);
  const invalidFields = FIELDS.filter((field) => errorFor(field));

  const change = (field: CardField) => (event: ChangeEvent<HTMLInputElement>) => {
    if (locked) return;
    const raw = event.target.value;
    let next = raw;
    if (field === 'number' || field === 'expiry') {
      next = field === 'number' ? formatCardNumber(raw) : formatExpiry(raw);
      const caret = event.target.selectionStart ?? raw.length;
      pendingCaret.current = {
        field,
        position: caretAfterDigits(next, digitsOnly(raw.slice(0, caret)).length),
      };
    } else if (field === 'cvc') {
      next = digitsOnly(raw).slice(0, 4);
    }
    const nextValues = { ...values, [field]: next };
    setValues(nextValues);
    sentRef.current = false;
    if (!editedSinceServer.has(field) && fieldErrors?.[field]) {
      setEditedSinceServer(new Set([...editedSinceServer, field]));
    }
    // Once a field has been flagged, it is checked as it is typed so the message goes as soon
    // as the value is right (and not before the first submit: no errors while still typing).
    if (clientErrors[field]) {
      const error = validateCard(nextValues, now ?? new Date())[field];
      setClientErrors({ ...clientErrors, [field]: error });
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (disabled || locked || sentRef.current) return;
    const result = readCard(values, now ?? new Date());
    if (result.errors) {
      setClientErrors(result.errors);
      setFailedSubmits((count) => count + 1);
      const first = FIELDS.find((field) => result.errors[field]);
      if (first) refs[first].current?.focus();
      return;
    }
    setClientErrors({});
    setFailedSubmits(0);
    sentRef.current = true;
    onSubmit(result.card);
  };

  const brand = cardBrand(values.number);
  const alertText =
    status === 'declined' || status === 'error'
      ? errorMessage || DEFAULT_ERROR_MESSAGES[status]
      : null;
  const testCardsId = `${id}-test-cards`;

  return (
    <form
      data-slot="payment-form"
      data-status={status}
      aria-label="Card payment"
      aria-busy={busy || undefined}
      noValidate
      onSubmit={submit}
      className={cx(styles.form, className)}
    >
      {testCards && testCards.length > 0 && (
        <section
          data-slot="payment-form-test-cards"
          aria-labelledby={testCardsId}
          className={styles.testCards}
        >
          <p id={testCardsId} className={styles.testCardsTitle}>
            Test cards
          </p>
          <p className={styles.testCardsNote}>The local test provider: no real card is charged.</p>
          <ul className={styles.testCardList}>
            {testCards.map((card) => (
              <li key={card.number} className={styles.testCard}>
                <code className={styles.testCardNumber}>{formatCardNumber(card.number)}</code>
                <span className={styles.testCardOutcome}>{card.outcome}</span>
              </li>
            ))}
          </ul>
        </section>
      )}

      <TextField
        data-slot="payment-form-name"
        ref={refs.name}
        label={FIELD_LABELS.name}
        name="cc-name"
        autoComplete="cc-name"
        autoCapitalize="words"
        spellCheck={false}
        value={values.name}
        onChange={change('name')}
        error={errorFor('name')}
        readOnly={locked}
        disabled={disabled}
      />
      <TextField
        data-slot="payment-form-number"
        ref={refs.number}
        label={FIELD_LABELS.number}
        name="cc-number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        spellCheck={false}
        value={values.number}
        onChange={change('number')}
        error={errorFor('number')}
        description={brand === 'unknown' ? undefined : CARD_BRAND_NAMES[brand]}
        readOnly={locked}
        disabled={disabled}
        className={styles.number}
      />
      <div className={styles.row}>
        <TextField
          data-slot="payment-form-expiry"
          ref={refs.expiry}
          label={FIELD_LABELS.expiry}
          name="cc-exp"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          spellCheck={false}
          value={values.expiry}
          onChange={change('expiry')}
          error={errorFor('expiry')}
          readOnly={locked}
          disabled={disabled}
          className={styles.number}
        />
        <TextField
          data-slot="payment-form-cvc"
          ref={refs.cvc}
          label={FIELD_LABELS.cvc}
          name="cc-csc"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder={brand === 'amex' ? '1234' : '123'}
          spellCheck={false}
          value={values.cvc}
          onChange={change('cvc')}
          error={errorFor('cvc')}
          description={
            brand === 'amex' ? '4 digits on the front of the card' : '3 digits on the back'
          }
          readOnly={locked}
          disabled={disabled}
          className={styles.number}
        />
      </div>

      {/* The live regions stay in the page, empty, so what is put in them is announced. */}
      <div className={styles.footer}>
        <div data-slot="payment-form-alert" role="alert">
          {alertText && (
            <p className={styles.alert}>
              <ExclamationTriangleIcon aria-hidden className={styles.messageIcon} />
              <span>{alertText}</span>
            </p>
          )}
        </div>

        <div data-slot="payment-form-status" role="status">
          {done ? (
            <p className={styles.success}>
              <CheckCircledIcon aria-hidden className={styles.messageIcon} />
              <span>{successMessage}</span>
            </p>
          ) : busy ? (
            <VisuallyHidden.Root>Processing the payment…</VisuallyHidden.Root>
          ) : failedSubmits > 0 && invalidFields.length > 0 ? (
            <VisuallyHidden.Root>
              {`${invalidFields.length} ${invalidFields.length === 1 ? 'field needs' : 'fields need'} fixing: ${invalidFields.map((field) => FIELD_LABELS[field]).join(', ')}.`}
            </VisuallyHidden.Root>
          ) : null}
        </div>

        <Button
          type="submit"
          size="lg"
          block
          disabled={disabled}
          // Focusable while busy (a disabled button would drop the keyboard user's focus); the
          // submit handler refuses the second submit.
          aria-disabled={locked || undefined}
          iconStart={busy ? <Spinner size="sm" decorative /> : undefined}
          className={styles.submit}
        >
          {busy ? 'Processing…' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
