import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { phone, STORY_NOW } from '../lib/story-helpers.ts';
import { CARD_ERRORS, type CardDetails } from './card.ts';
import { PaymentForm, type PaymentStatus, type TestCard } from './payment-form.tsx';

/** The local test provider's documented numbers (issue 20). */
const testCards: TestCard[] = [
  { number: '4242424242424242', outcome: 'Succeeds' },
  { number: '4000000000000002', outcome: 'Is declined' },
];

/** A card that passes every client-side check on STORY_NOW (10 March 2026). */
const goodCard = { name: 'Dana Demo', number: '4242424242424242', expiry: '12/30', cvc: '123' };

const meta = {
  title: 'ui/PaymentForm',
  component: PaymentForm,
  args: { onSubmit: fn(), submitLabel: 'Pay $199.00', now: STORY_NOW },
} satisfies Meta<typeof PaymentForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing a card: the number groups itself by 4, the expiry gets its slash, Enter pays. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name on card' }), 'Dana Demo');
    const number = canvas.getByRole('textbox', { name: 'Card number' });
    await userEvent.type(number, '4242424242424242');
    await expect(number).toHaveValue('4242 4242 4242 4242');
    await expect(number).toHaveAccessibleDescription('Visa');
    const expiry = canvas.getByRole('textbox', { name: 'Expiry (MM/YY)' });
    await userEvent.type(expiry, '1230');
    await expect(expiry).toHaveValue('12/30');
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Security code (CVC)' }),
      '123{Enter}',
    );
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Dana Demo',
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2030,
      cvc: '123',
    } satisfies CardDetails);
  },
};

export const Empty: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const number = canvas.getByRole('textbox', { name: 'Card number' });
    await expect(number).toHaveValue('');
    await expect(number).toHaveAttribute('inputmode', 'numeric');
    await expect(number).toHaveAttribute('autocomplete', 'cc-number');
    await expect(canvas.getByRole('textbox', { name: 'Expiry (MM/YY)' })).toHaveAttribute(
      'autocomplete',
      'cc-exp',
    );
    await expect(canvas.getByRole('textbox', { name: 'Security code (CVC)' })).toHaveAttribute(
      'autocomplete',
      'cc-csc',
    );
    // Paying with nothing typed flags every field and puts the member on the first one.
    await userEvent.click(canvas.getByRole('button', { name: 'Pay $199.00' }));
    await expect(canvas.getByRole('textbox', { name: 'Name on card' })).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: 'Name on card' })).toHaveAccessibleDescription(
      CARD_ERRORS.name,
    );
    await expect(number).toHaveAccessibleDescription(CARD_ERRORS.number);
    await expect(canvas.getByRole('status')).toHaveTextContent('4 fields need fixing');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const InvalidCard: Story = {
  name: 'Invalid card',
  args: { defaultValues: { name: 'Dana Demo', expiry: '12/30', cvc: '123' } },
  play: async ({ args, canvas, userEvent }) => {
    const number = canvas.getByRole('textbox', { name: 'Card number' });
    // One digit off a good test card: the Luhn check catches it.
    await userEvent.type(number, '4242424242424241');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay $199.00' }));
    await expect(canvas.getByText(CARD_ERRORS.number)).toBeVisible();
    await expect(number).toHaveFocus();
    await expect(number).toBeInvalid();
    await expect(number).toHaveAccessibleDescription(CARD_ERRORS.number);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Fixing the last digit clears the message as it is typed.
    await userEvent.type(number, '{Backspace}2');
    await expect(number).toBeValid();
    await expect(canvas.queryByText(CARD_ERRORS.number)).not.toBeInTheDocument();
  },
};

/** STORY_NOW is March 2026: February is past, March is still good. */
export const Expired: Story = {
  args: { defaultValues: { ...goodCard, expiry: '02/26' } },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pay $199.00' }));
    const expiry = canvas.getByRole('textbox', { name: 'Expiry (MM/YY)' });
    await expect(expiry).toHaveFocus();
    await expect(expiry).toHaveAccessibleDescription(CARD_ERRORS.expired);
    await userEvent.clear(expiry);
    await userEvent.type(expiry, '0326{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ expMonth: 3, expYear: 2026 }),
    );
  },
};

export const Declined: Story = {
  args: {
    status: 'declined',
    errorMessage: 'Your card was declined. Try another card.',
    defaultValues: { ...goodCard, number: '4000000000000002' },
  },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Your card was declined. Try another card.',
    );
    // The card stays filled in, editable, and can be sent again.
    const number = canvas.getByRole('textbox', { name: 'Card number' });
    await expect(number).toHaveValue('4000 0000 0000 0002');
    await expect(number).not.toHaveAttribute('readonly');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay $199.00' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ number: '4000000000000002' }),
    );
  },
};

/** The server refused one field: shown like the form's own errors until that field is edited. */
export const ServerFieldErrors: Story = {
  args: {
    status: 'error',
    errorMessage: 'Check the card details and try again.',
    fieldErrors: { cvc: 'The security code does not match this card.' },
    defaultValues: goodCard,
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Check the card details and try again.',
    );
    const cvc = canvas.getByRole('textbox', { name: 'Security code (CVC)' });
    await expect(cvc).toBeInvalid();
    await expect(cvc).toHaveAccessibleDescription('The security code does not match this card.');
    await userEvent.type(cvc, '{Backspace}4');
    await expect(cvc).toBeValid();
  },
};

export const Processing: Story = {
  args: { status: 'processing', defaultValues: goodCard },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Processing…' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button.querySelector('[data-slot="spinner"]')).not.toBeNull();
    await expect(canvas.getByRole('form', { name: 'Card payment' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    const number = canvas.getByRole('textbox', { name: 'Card number' });
    await expect(number).toHaveAttribute('readonly');
    // Neither a click nor Enter in a field sends the card a second time.
    await userEvent.click(button);
    await userEvent.type(number, '{Enter}');
    await expect(number).toHaveValue('4242 4242 4242 4242');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Success: Story = {
  args: {
    status: 'success',
    defaultValues: goodCard,
    successMessage: 'Payment complete. Welcome to Pro.',
  },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Payment complete. Welcome to Pro.');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay $199.00' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Card number' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Pay $199.00' })).toBeDisabled();
  },
};

export const TestCards: Story = {
  name: 'Test cards',
  args: { testCards },
  play: async ({ canvas }) => {
    const note = within(canvas.getByRole('region', { name: 'Test cards' }));
    await expect(note.getByText('4242 4242 4242 4242')).toBeVisible();
    await expect(note.getByText('Succeeds')).toBeVisible();
    await expect(note.getByText('4000 0000 0000 0002')).toBeVisible();
    await expect(note.getByText('Is declined')).toBeVisible();
  },
};

/**
 * The whole round trip against a stand-in for the local provider: a double click pays once, the
 * decline card is declined, and the good card then goes through.
 */
export const LocalProvider: Story = {
  name: 'Local provider (round trip)',
  args: { testCards },
  render: function Render(args) {
    const [status, setStatus] = useState<PaymentStatus>('idle');
    return (
      <PaymentForm
        {...args}
        status={status}
        errorMessage={
          status === 'declined' ? 'Your card was declined. Try another card.' : undefined
        }
        onSubmit={(card) => {
          args.onSubmit(card);
          setStatus('processing');
          setTimeout(() => setStatus(card.number.endsWith('0002') ? 'declined' : 'success'), 300);
        }}
      />
    );
  },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name on card' }), 'Dana Demo');
    const number = canvas.getByRole('textbox', { name: 'Card number' });
    await userEvent.type(number, '4000000000000002');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Expiry (MM/YY)' }), '1230');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Security code (CVC)' }), '123');
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Pay $199.00' }));
    await expect(canvas.getByRole('button', { name: 'Processing…' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('declined'));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);

    await userEvent.clear(number);
    await userEvent.type(number, '4242424242424242{Enter}');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Payment complete.'));
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
  },
};

export const LongText: Story = {
  args: {
    submitLabel: 'Pay $1,999.00 for a year of Personal access with every report',
    status: 'error',
    errorMessage:
      'The payment provider did not answer in time. Nothing was charged; try again in a minute, or use another card if this keeps happening.',
  },
};

export const Dark: Story = { args: { testCards }, globals: { theme: 'dark' } };

export const Phone: Story = { ...phone, args: { testCards } };
